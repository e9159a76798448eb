/**
 * Blog articles through the API (server/routes/articles.ts; docs/decisions.md#publishing): an
 * article written with its language versions (the author defaults to the caller), a unique slug
 * (409), validation (422 with field errors; unknown fields 400), a PUT's versions replacing the
 * set, a changed slug kept as a redirect, the list's filters and search, soft delete and
 * restore, publishing now, on a schedule (the publisher publishes due versions and logs them)
 * and withdrawing; who may do what (authors draft, `articles.publish` publishes and changes
 * what is published); the public blog showing only published versions of undeleted articles;
 * the Markdown preview's sanitising; and signed preview links.
 * This app has no build, so nothing is rendered: tests/e2e/publishing.test.ts covers the pages.
 */
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { and, desc, eq } from 'drizzle-orm';
import { activity, articleRedirects } from '../../server/db/schema';
import { verifyPreviewToken } from '../../server/publishing/preview-links';
import type { BlogList, BlogPost } from '../../src/shared/blog';
import { ADMIN_EMAIL, ADMIN_PASSWORD, API, setupTestApp } from './helpers';

const t = setupTestApp();

interface Version {
  language: string;
  title: string;
  summary: string;
  body: string;
  seoTitle: string | null;
  seoDescription: string | null;
  status: 'draft' | 'scheduled' | 'published' | 'withdrawn';
  publishAt: string | null;
  publishedAt: string | null;
}
interface Article {
  id: number;
  slug: string;
  authorId: number | null;
  byline: string | null;
  tags: string[];
  coverMediaId: number | null;
  translations: Version[];
  deletedAt: string | null;
}

let adminId: number;
let adminName: string;
let permissionIds: Map<string, number>;

beforeAll(async () => {
  const session = await t.signIn(ADMIN_EMAIL, ADMIN_PASSWORD);
  adminId = session.user.id;
  const admin = (await t.api('GET', `/users/${adminId}`)).json() as { firstName: string; lastName: string };
  adminName = `${admin.firstName} ${admin.lastName}`;
  const permissions = (await t.api('GET', '/permissions')).json() as { id: number; name: string }[];
  permissionIds = new Map(permissions.map((permission) => [permission.name, permission.id]));
});

function expectStatus(response: LightMyRequestResponse, status: number) {
  expect(response.statusCode, response.body).toBe(status);
}

const freshSlug = (stem = 'article') => `${stem}-${randomBytes(4).toString('hex')}`;
const version = (language: string, title = `Title in ${language}`, extra: Record<string, unknown> = {}) => ({
  language,
  title,
  summary: `Summary in ${language}`,
  body: `Body in ${language}\n\nA second paragraph.`,
  ...extra,
});

/** Creates an article (English and Serbian by default) as `bearer` (default the administrator). */
async function createArticle(fields: Record<string, unknown> = {}, bearer?: string): Promise<Article> {
  const response = await t.api('POST', '/articles', { slug: freshSlug(), translations: [version('en'), version('sr')], ...fields }, bearer);
  expectStatus(response, 201);
  return response.json();
}

const publish = (body: Record<string, unknown>, bearer?: string) => t.api('POST', '/articles/publish', body, bearer);
const fetchArticle = async (id: number): Promise<Article> => (await t.api('GET', `/articles/${id}`)).json();
const statusOf = (article: Article, language: string) => article.translations.find((candidate) => candidate.language === language)?.status;
const publicGet = (url: string) => t.app.inject({ method: 'GET', url: `${API}${url}` });
/** The versions of an article as they would be written back (a PUT's set). */
const written = (article: Article) =>
  article.translations.map(({ language, title, summary, body, seoTitle, seoDescription }) => ({ language, title, summary, body, seoTitle, seoDescription }));

let serial = 0;
/** Bearer of a new user whose only role carries exactly `permissions`. */
async function bearerHolding(...permissions: string[]): Promise<string> {
  const n = ++serial;
  const role = await t.api('POST', '/roles', { name: `Article probe ${n} ${randomBytes(2).toString('hex')}`, permissionIds: permissions.map((name) => permissionIds.get(name)!) });
  expectStatus(role, 201);
  const password = 'password-123';
  const stamp = randomBytes(3).toString('hex');
  const user = await t.api('POST', '/users', { firstName: 'Article', lastName: `Author${n}`, email: `article-${n}-${stamp}@example.com`, userName: `article_${n}_${stamp}`, password, roleIds: [role.json().id] });
  expectStatus(user, 201);
  return (await t.signIn(`article-${n}-${stamp}@example.com`, password)).bearer_token;
}

/** The newest activity rows of one article. */
const activityOf = (articleId: number) =>
  t.app.db.select().from(activity).where(and(eq(activity.resource, 'articles'), eq(activity.recordId, articleId))).orderBy(desc(activity.id));

describe('permissions', () => {
  it('seeds the articles permissions, publish among them', () => {
    for (const action of ['read', 'create', 'update', 'delete', 'publish']) expect(permissionIds.has(`articles.${action}`), action).toBe(true);
  });

  it('asks for a bearer and for articles.read', async () => {
    expectStatus(await t.app.inject({ method: 'GET', url: `${API}/articles` }), 401);
    const noArticles = await bearerHolding('users.read');
    expectStatus(await t.api('GET', '/articles', undefined, noArticles), 403);
    expectStatus(await t.api('POST', '/articles/preview', { body: 'x' }, noArticles), 403);
  });
});

describe('creating', () => {
  it('stores the versions as drafts in the languages order, the caller as author, and logs it', async () => {
    const slug = freshSlug('first');
    const response = await t.api('POST', '/articles', { slug, tags: ['news', 'web-2'], translations: [version('sr', 'Naslov'), version('en', 'Title', { seoTitle: 'SEO', seoDescription: null })] });
    expectStatus(response, 201);
    const article: Article = response.json();
    expect(article).toMatchObject({ slug, authorId: adminId, byline: adminName, tags: ['news', 'web-2'], coverMediaId: null, deletedAt: null });
    expect(article.translations.map((candidate) => candidate.language)).toEqual(['en', 'sr']);
    expect(article.translations[0]).toMatchObject({ title: 'Title', seoTitle: 'SEO', seoDescription: null, status: 'draft', publishAt: null, publishedAt: null });
    expect(article.translations[1]).toMatchObject({ title: 'Naslov', seoTitle: null, status: 'draft' });
    expect(await fetchArticle(article.id)).toEqual(article);
    const [logged] = await activityOf(article.id);
    expect(logged).toMatchObject({ action: 'create', actorId: adminId });
  });

  it('takes another author or none', async () => {
    const other = await t.createUser({ firstName: 'Jelena', lastName: 'Petrović' });
    expect(await createArticle({ authorId: other.id })).toMatchObject({ authorId: other.id, byline: 'Jelena Petrović' });
    expect(await createArticle({ authorId: null })).toMatchObject({ authorId: null, byline: null });
    const unknown = await t.api('POST', '/articles', { slug: freshSlug(), authorId: 999_999, translations: [version('en')] });
    expectStatus(unknown, 422);
    expect(unknown.json().errors).toEqual([{ field: 'authorId', reason: expect.stringContaining('999999') }]);
    const cover = await t.api('POST', '/articles', { slug: freshSlug(), coverMediaId: 999_999, translations: [version('en')] });
    expectStatus(cover, 422);
    expect(cover.json().errors[0].field).toBe('coverMediaId');
  });

  it('refuses a slug another article has (409), a seeded one too', async () => {
    const article = await createArticle();
    const response = await t.api('POST', '/articles', { slug: article.slug, translations: [version('en')] });
    expectStatus(response, 409);
    expect(response.json()).toEqual({ message: 'Conflict', reason: `Another article already has the slug ${article.slug}` });
    const seeded = ((await t.api('GET', '/articles?status=published')).json() as Article[])[0];
    expectStatus(await t.api('POST', '/articles', { slug: seeded.slug, translations: [version('en')] }), 409);
  });

  it('answers 422 with the field for a bad slug, an empty title, a duplicate language or no version', async () => {
    for (const slug of ['Capital', 'under_score', 'double--hyphen', '-leading', 'trailing-', 'ćirilica', '', 'a'.repeat(121)]) {
      const response = await t.api('POST', '/articles', { slug, translations: [version('en')] });
      expectStatus(response, 422);
      // An empty slug breaks two rules of one message: the same error may come twice.
      const errors = response.json().errors as { field: string; reason: string }[];
      expect(errors.length, slug).toBeGreaterThan(0);
      for (const error of errors) expect(error, slug).toEqual({ field: 'slug', reason: 'Slug must be 1 to 120 lower-case letters, digits and single hyphens' });
    }
    const empty = await t.api('POST', '/articles', { slug: freshSlug(), translations: [version('en', '')] });
    expectStatus(empty, 422);
    expect(empty.json().errors).toEqual([{ field: 'translations.0.title', reason: 'Title must be 1 to 200 characters' }]);
    const blank = await t.api('POST', '/articles', { slug: freshSlug(), translations: [version('en', '   ')] });
    expectStatus(blank, 422);

    const twice = await t.api('POST', '/articles', { slug: freshSlug(), translations: [version('en'), version('sr'), version('en', 'Again')] });
    expectStatus(twice, 422);
    expect(twice.json().errors).toEqual([{ field: 'translations.2.language', reason: 'Each language can have only one version' }]);

    const none = await t.api('POST', '/articles', { slug: freshSlug(), translations: [] });
    expectStatus(none, 422);
    expect(none.json().errors[0].field).toBe('translations');

    const badTag = await t.api('POST', '/articles', { slug: freshSlug(), tags: ['Not A Tag'], translations: [version('en')] });
    expectStatus(badTag, 422);
    expect(badTag.json().errors[0].field).toBe('tags.0');
    const language = await t.api('POST', '/articles', { slug: freshSlug(), translations: [version('de')] });
    expect([400, 422]).toContain(language.statusCode);
  });

  it('refuses unknown fields (400 naming them): no status, dates or deletion through the body', async () => {
    const slug = freshSlug();
    for (const body of [
      { slug, translations: [version('en')], published: true },
      { slug, translations: [version('en')], deletedAt: null },
      { slug, translations: [version('en', 'T', { status: 'published' })] },
      { slug, translations: [version('en', 'T', { publishedAt: '2020-01-01T00:00:00.000Z' })] },
    ]) {
      const response = await t.api('POST', '/articles', body);
      expectStatus(response, 400);
      expect(response.json().errors?.length, JSON.stringify(body)).toBeGreaterThan(0);
    }
    expect((await t.api('GET', `/articles?search_term=${slug}`)).json()).toEqual([]);
  });
});

describe('updating', () => {
  it('replaces the set of versions: one changed, one removed, one added as a draft', async () => {
    const article = await createArticle();
    const response = await t.api('PUT', `/articles/${article.id}`, { translations: [version('en', 'New English title'), version('it', 'Titolo')] });
    expectStatus(response, 200);
    const updated: Article = response.json();
    expect(updated.translations.map((candidate) => [candidate.language, candidate.title, candidate.status])).toEqual([
      ['en', 'New English title', 'draft'],
      ['it', 'Titolo', 'draft'],
    ]);
    // Without translations the versions stay.
    const tagged: Article = (await t.api('PUT', `/articles/${article.id}`, { tags: ['tagged'] })).json();
    expect(tagged.translations).toEqual(updated.translations);
    expect(tagged.tags).toEqual(['tagged']);
    const [logged] = await activityOf(article.id);
    expect(logged.action).toBe('update');
  });

  it('refuses a duplicate language and a slug another article has', async () => {
    const [one, two] = [await createArticle(), await createArticle()];
    expectStatus(await t.api('PUT', `/articles/${one.id}`, { translations: [version('en'), version('en')] }), 422);
    expectStatus(await t.api('PUT', `/articles/${one.id}`, { slug: two.slug }), 409);
    // Its own slug is no conflict.
    expectStatus(await t.api('PUT', `/articles/${one.id}`, { slug: one.slug }), 200);
    expect(await t.app.db.select().from(articleRedirects).where(eq(articleRedirects.articleId, one.id))).toEqual([]);
  });

  it('keeps a changed slug as a redirect to the article, taken back when the slug returns or a new article takes it', async () => {
    const article = await createArticle();
    const renamed = freshSlug('renamed');
    expectStatus(await t.api('PUT', `/articles/${article.id}`, { slug: renamed }), 200);
    const redirects = () => t.app.db.select({ oldSlug: articleRedirects.oldSlug, articleId: articleRedirects.articleId }).from(articleRedirects).where(eq(articleRedirects.articleId, article.id));
    expect(await redirects()).toEqual([{ oldSlug: article.slug, articleId: article.id }]);

    // Renamed back: the original address is the article's own again; the second name redirects.
    expectStatus(await t.api('PUT', `/articles/${article.id}`, { slug: article.slug }), 200);
    expect(await redirects()).toEqual([{ oldSlug: renamed, articleId: article.id }]);

    // A new article may take a former slug: the redirect goes.
    const successor = await createArticle({ slug: renamed });
    expect(successor.slug).toBe(renamed);
    expect(await redirects()).toEqual([]);
  });
});

describe('the list', () => {
  let tagged: Article;
  let italian: Article;
  let byOther: Article;
  let otherId: number;
  const word = `zebra${randomBytes(3).toString('hex')}`;

  beforeAll(async () => {
    tagged = await createArticle({ tags: ['filter-tag'], translations: [version('en', `About ${word} things`)] });
    italian = await createArticle({ translations: [version('it', 'Solo italiano')] });
    const other = await t.createUser();
    otherId = other.id;
    byOther = await createArticle({ authorId: other.id });
    expectStatus(await publish({ ids: [italian.id] }), 200);
  });

  const ids = async (query: string) => {
    const response = await t.api('GET', `/articles?${query}`);
    expectStatus(response, 200);
    return (response.json() as Article[]).map((article) => article.id);
  };

  it('filters by a status any version has, a language, a tag and the author', async () => {
    const published = await ids('status=published');
    expect(published).toContain(italian.id);
    expect(published).not.toContain(tagged.id);
    expect(await ids('status=draft')).toEqual(expect.arrayContaining([tagged.id, byOther.id]));
    expect(await ids('status=draft')).not.toContain(italian.id);
    expect(await ids('language=it')).toContain(italian.id);
    expect(await ids('language=it')).not.toContain(tagged.id);
    expect(await ids('tag=filter-tag')).toEqual([tagged.id]);
    expect(await ids(`authorId=${otherId}`)).toEqual([byOther.id]);
    expectStatus(await t.api('GET', '/articles?status=gone'), 400);
    expectStatus(await t.api('GET', '/articles?language=xx'), 400);
  });

  it('searches the slug and every version title, paged too', async () => {
    expect(await ids(`search_term=${word}`)).toEqual([tagged.id]);
    expect(await ids(`search_term=${tagged.slug}`)).toEqual([tagged.id]);
    const page = await t.api('GET', `/articles/paged?search_term=${word}&page_size=5`);
    expectStatus(page, 200);
    expect(page.json()).toMatchObject({ total_count: 1, items: [{ id: tagged.id }] });
  });
});

describe('soft delete and restore', () => {
  it('leaves the list until restored; writes and publishing of a deleted article are refused (409)', async () => {
    const article = await createArticle();
    expectStatus(await t.api('DELETE', `/articles/${article.id}/soft`), 204);
    const listed = async (query = '') => ((await t.api('GET', `/articles?${query}`)).json() as Article[]).some((candidate) => candidate.id === article.id);
    expect(await listed()).toBe(false);
    expect(await listed('include_deleted=true')).toBe(true);
    expect((await fetchArticle(article.id)).deletedAt).not.toBeNull();
    expectStatus(await t.api('PUT', `/articles/${article.id}`, { tags: ['x'] }), 409);
    expectStatus(await publish({ ids: [article.id] }), 409);
    expectStatus(await t.api('POST', `/articles/${article.id}/preview-link`, { language: 'en' }), 404);

    const restored = await t.api('POST', `/articles/${article.id}/restore`);
    expectStatus(restored, 200);
    expect(restored.json().deletedAt).toBeNull();
    expect(await listed()).toBe(true);
    expect((await activityOf(article.id)).map((row) => row.action).slice(0, 2)).toEqual(['restore', 'delete']);
  });
});

describe('publishing', () => {
  it('publishes the named versions now and logs the change; the public blog shows only them', async () => {
    const article = await createArticle();
    const response = await publish({ ids: [article.id], languages: ['en'] });
    expectStatus(response, 200);
    const [published] = response.json() as Article[];
    expect(statusOf(published, 'en')).toBe('published');
    expect(statusOf(published, 'sr')).toBe('draft');
    const en = published.translations.find((candidate) => candidate.language === 'en')!;
    expect(Date.now() - Date.parse(en.publishedAt!)).toBeLessThan(60_000);
    expect(en.publishAt).toBeNull();
    const [logged] = await activityOf(article.id);
    expect(logged).toMatchObject({ action: 'state', actorId: adminId, changes: { 'status.en': ['draft', 'published'] } });

    const post = await publicGet(`/public/blog/${article.slug}?language=en`);
    expectStatus(post, 200);
    expect(post.json() as BlogPost).toMatchObject({ slug: article.slug, title: 'Title in en', alternates: ['en'], author: adminName });
    expectStatus(await publicGet(`/public/blog/${article.slug}?language=sr`), 404);

    // Publishing again keeps the first publication date.
    const again = (await publish({ ids: [article.id] })).json() as Article[];
    expect(again[0].translations.find((candidate) => candidate.language === 'en')!.publishedAt).toBe(en.publishedAt);
    expect(statusOf(again[0], 'sr')).toBe('published');
    expect(((await publicGet(`/public/blog/${article.slug}?language=sr`)).json() as BlogPost).alternates).toEqual(['en', 'sr']);
  });

  it('schedules a future publishAt; the publisher publishes it when due and logs it', async () => {
    const article = await createArticle();
    const at = new Date(Date.now() + 3_600_000);
    const response = await publish({ ids: [article.id], languages: ['sr'], publishAt: at.toISOString() });
    expectStatus(response, 200);
    const [scheduled] = response.json() as Article[];
    const sr = scheduled.translations.find((candidate) => candidate.language === 'sr')!;
    expect(sr).toMatchObject({ status: 'scheduled', publishAt: at.toISOString(), publishedAt: null });
    expect(statusOf(scheduled, 'en')).toBe('draft');
    expectStatus(await publicGet(`/public/blog/${article.slug}?language=sr`), 404);

    expect(await t.app.publisher.publishDue(new Date(at.getTime() - 1000))).toBe(0);
    expect(await t.app.publisher.publishDue(new Date(at.getTime() + 1000))).toBe(1);
    const after = await fetchArticle(article.id);
    expect(after.translations.find((candidate) => candidate.language === 'sr')).toMatchObject({ status: 'published', publishAt: null, publishedAt: at.toISOString() });
    const [logged] = await activityOf(article.id);
    expect(logged).toMatchObject({ action: 'state', actorId: null, changes: { 'status.sr': ['scheduled', 'published'] } });
    expect(((await publicGet(`/public/blog/${article.slug}?language=sr`)).json() as BlogPost).publishedAt).toBe(at.toISOString());
    expect(await t.app.publisher.publishDue(new Date(at.getTime() + 2000))).toBe(0);
  });

  it('leaves a published version on the site when the article is scheduled', async () => {
    const article = await createArticle();
    expectStatus(await publish({ ids: [article.id], languages: ['en'] }), 200);
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const [scheduled] = (await publish({ ids: [article.id], publishAt: at })).json() as Article[];
    expect(scheduled.translations.map((candidate) => [candidate.language, candidate.status, candidate.publishAt])).toEqual([
      ['en', 'published', null],
      ['sr', 'scheduled', at],
    ]);
    expectStatus(await publicGet(`/public/blog/${article.slug}?language=en`), 200);
    expect((await activityOf(article.id))[0].changes).toEqual({ 'status.sr': ['draft', 'scheduled'] });
  });

  it('publishes now for a past publishAt', async () => {
    const article = await createArticle();
    const [published] = (await publish({ ids: [article.id], publishAt: '2020-01-01T00:00:00Z' })).json() as Article[];
    expect(published.translations.map((candidate) => candidate.status)).toEqual(['published', 'published']);
  });

  it('withdraws versions from the public blog', async () => {
    const article = await createArticle();
    expectStatus(await publish({ ids: [article.id] }), 200);
    const response = await t.api('POST', '/articles/unpublish', { ids: [article.id], languages: ['sr'] });
    expectStatus(response, 200);
    expect(statusOf((response.json() as Article[])[0], 'sr')).toBe('withdrawn');
    expectStatus(await publicGet(`/public/blog/${article.slug}?language=sr`), 404);
    expectStatus(await publicGet(`/public/blog/${article.slug}?language=en`), 200);
    expect((await activityOf(article.id))[0].changes).toEqual({ 'status.sr': ['published', 'withdrawn'] });
  });

  it('answers 404 for an unknown article and 422 for a language it has no version in', async () => {
    const article = await createArticle();
    expectStatus(await publish({ ids: [999_999] }), 404);
    const missing = await publish({ ids: [article.id], languages: ['zh'] });
    expectStatus(missing, 422);
    expect(missing.json().errors[0].field).toBe('languages');
    expectStatus(await publish({ ids: [article.id], publishAt: 'tomorrow' }), 422);
  });
});

describe('authors without articles.publish', () => {
  let author: string;
  beforeAll(async () => {
    author = await bearerHolding('articles.read', 'articles.create', 'articles.update', 'articles.delete');
  });

  it('write drafts but cannot publish, schedule or withdraw (403)', async () => {
    const article = await createArticle({}, author);
    expectStatus(await t.api('PUT', `/articles/${article.id}`, { translations: [version('en', 'Draft edited')] }, author), 200);
    expectStatus(await publish({ ids: [article.id] }, author), 403);
    expectStatus(await publish({ ids: [article.id], publishAt: new Date(Date.now() + 3_600_000).toISOString() }, author), 403);
    expectStatus(await t.api('POST', '/articles/unpublish', { ids: [article.id] }, author), 403);
    expect((await fetchArticle(article.id)).translations.map((candidate) => candidate.status)).toEqual(['draft']);
  });

  it('cannot change, remove or rename a published version, nor delete its article, but can edit a draft beside it', async () => {
    const article = await createArticle({}, author);
    expectStatus(await publish({ ids: [article.id], languages: ['en'] }), 200);
    const current = await fetchArticle(article.id);
    const changed = written(current).map((candidate) => (candidate.language === 'en' ? { ...candidate, title: 'Changed live' } : candidate));
    const refused = await t.api('PUT', `/articles/${article.id}`, { translations: changed }, author);
    expectStatus(refused, 403);
    expect(refused.json().reason).toContain('(en)');
    expectStatus(await t.api('PUT', `/articles/${article.id}`, { translations: written(current).filter((candidate) => candidate.language !== 'en') }, author), 403);
    expectStatus(await t.api('PUT', `/articles/${article.id}`, { slug: freshSlug() }, author), 403);
    expectStatus(await t.api('DELETE', `/articles/${article.id}/soft`, undefined, author), 403);

    const draftEdited = written(current).map((candidate) => (candidate.language === 'sr' ? { ...candidate, title: 'Nacrt izmenjen' } : candidate));
    const allowed = await t.api('PUT', `/articles/${article.id}`, { translations: draftEdited }, author);
    expectStatus(allowed, 200);
    expect((allowed.json() as Article).translations.map((candidate) => [candidate.language, candidate.title, candidate.status])).toEqual([
      ['en', 'Title in en', 'published'],
      ['sr', 'Nacrt izmenjen', 'draft'],
    ]);
    expect(((await publicGet(`/public/blog/${article.slug}?language=en`)).json() as BlogPost).title).toBe('Title in en');

    // An editor with articles.publish changes the published version.
    const editor = await bearerHolding('articles.read', 'articles.update', 'articles.publish');
    expectStatus(await t.api('PUT', `/articles/${article.id}`, { translations: changed }, editor), 200);
    expect(((await publicGet(`/public/blog/${article.slug}?language=en`)).json() as BlogPost).title).toBe('Changed live');
  });
});

describe('the public blog', () => {
  it('lists only published versions of undeleted articles, per language', async () => {
    const article = await createArticle({ translations: [version('en', 'Public in English'), version('sr', 'Javno na srpskom'), version('it', 'Bozza')] });
    const list = async (language: string) => ((await publicGet(`/public/blog?language=${language}&page_size=50`)).json() as BlogList).items.map((item) => item.slug);
    expect(await list('en')).not.toContain(article.slug);
    expectStatus(await publish({ ids: [article.id], languages: ['en', 'sr'] }), 200);
    expect(await list('en')).toContain(article.slug);
    expect(await list('sr')).toContain(article.slug);
    expect(await list('it')).not.toContain(article.slug);
    expectStatus(await publicGet(`/public/blog/${article.slug}?language=it`), 404);

    expectStatus(await t.api('DELETE', `/articles/${article.id}/soft`), 204);
    expect(await list('en')).not.toContain(article.slug);
    expectStatus(await publicGet(`/public/blog/${article.slug}?language=en`), 404);
    expectStatus(await t.api('POST', `/articles/${article.id}/restore`), 200);
    expect(await list('en')).toContain(article.slug);
  });
});

describe('the Markdown preview', () => {
  it('renders with the public renderer and drops scripts, handlers and javascript: links', async () => {
    const viewer = await t.bearerOfNewUser(['Viewer']);
    const response = await t.api(
      'POST',
      '/articles/preview',
      { body: '## Heading\n\n**bold** [site](https://example.com)\n\n<script>alert(1)</script>\n\n<img src="x" onerror="alert(2)">\n\n[bad](javascript:alert(3))' },
      viewer,
    );
    expectStatus(response, 200);
    const { html } = response.json() as { html: string };
    expect(html).toContain('<h2');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('href="https://example.com"');
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/onerror/i);
    expect(html).not.toMatch(/javascript:/i);
    expectStatus(await t.app.inject({ method: 'POST', url: `${API}/articles/preview`, payload: { body: 'x' } }), 401);
  });
});

describe('preview links', () => {
  it('answers a localised address with a signed token naming the article and language, valid for a day', async () => {
    const article = await createArticle();
    const response = await t.api('POST', `/articles/${article.id}/preview-link`, { language: 'sr' });
    expectStatus(response, 200);
    const { url, expiresAt } = response.json() as { url: string; expiresAt: string };
    const match = new RegExp(`^/sr/blog/${article.slug}\\?preview=([\\w-]+\\.[\\w-]+\\.[\\w-]+)$`).exec(url);
    expect(match, url).not.toBeNull();
    expect(await verifyPreviewToken(t.app.previewKey, match![1])).toEqual({ articleId: article.id, lng: 'sr', state: expect.any(String) });
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(23 * 3_600_000);
    expect(Date.parse(expiresAt) - Date.now()).toBeLessThanOrEqual(24 * 3_600_000);

    const english = (await t.api('POST', `/articles/${article.id}/preview-link`, { language: 'en' })).json() as { url: string };
    expect(english.url).toMatch(new RegExp(`^/blog/${article.slug}\\?preview=`));
    // A session's bearer is no preview token, and a preview token is no bearer.
    expect(await verifyPreviewToken(t.app.previewKey, await t.adminBearer())).toBeUndefined();
    expectStatus(await t.api('GET', '/articles', undefined, match![1]), 401);
  });

  it('answers 404 for a language the article has no version in and for an unknown article', async () => {
    const article = await createArticle();
    expectStatus(await t.api('POST', `/articles/${article.id}/preview-link`, { language: 'zh' }), 404);
    expectStatus(await t.api('POST', '/articles/999999/preview-link', { language: 'en' }), 404);
  });
});

describe('rendering after a change', () => {
  it('asks the publisher once per committed change, with the old and new slug of a renamed article', async () => {
    const article = await createArticle();
    const changed = vi.spyOn(t.app.publisher, 'changed');
    try {
      expectStatus(await publish({ ids: [article.id] }), 200);
      expect(changed.mock.calls).toEqual([['articles', [article.slug]]]);
      changed.mockClear();
      const renamed = freshSlug('moved');
      expectStatus(await t.api('PUT', `/articles/${article.id}`, { slug: renamed }), 200);
      expect(changed.mock.calls).toEqual([['articles', [article.slug, renamed]]]);
      changed.mockClear();
      expectStatus(await t.api('DELETE', `/articles/${article.id}/soft`), 204);
      expect(changed.mock.calls).toEqual([['articles', [renamed]]]);
      changed.mockClear();
      // A refused change renders nothing.
      expectStatus(await t.api('PUT', `/articles/${article.id}`, { tags: ['x'] }), 409);
      expect(changed).not.toHaveBeenCalled();
    } finally {
      changed.mockRestore();
    }
  });
});
