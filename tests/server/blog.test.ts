import { describe, expect, it } from 'vitest';
import { and, count, eq, max } from 'drizzle-orm';
import { contentBlogRecords } from '../unit/support/blogRecords';
import { seed } from '../../server/db/seed';
import { seedBlogPosts } from '../../server/db/seed-blog';
import { articleRedirects, articleTranslations, articles } from '../../server/db/schema';
import { LANGUAGE_CODES } from '../../src/shared/languages';
import { blogListFrom, blogPostFrom, type BlogList, type BlogPost } from '../../src/shared/blog';
import { API, setupTestApp } from './helpers';

const t = setupTestApp();
const records = contentBlogRecords();
const slugs = [...new Set(records.map((record) => record.slug))];

const get = (url: string) => t.app.inject({ method: 'GET', url: `${API}${url}` });

describe('public blog list', () => {
  it('lists the seeded articles newest first in each of the seven languages, without signing in', async () => {
    for (const language of LANGUAGE_CODES) {
      const response = await get(`/public/blog?language=${language}&page_size=50`);
      expect(response.statusCode).toBe(200);
      const list: BlogList = response.json();
      expect(list.total_count).toBe(slugs.length);
      const dates = list.items.map((item) => Date.parse(item.publishedAt));
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
      const inLanguage = records.filter((record) => record.language === language);
      expect(list.items.map((item) => item.title).sort()).toEqual(inLanguage.map((record) => record.title).sort());
      expect(Object.keys(list.items[0]).sort()).toEqual(['author', 'cover', 'publishedAt', 'slug', 'summary', 'title']);
    }
  });

  it('answers English by default and pages with current_page and page_size', async () => {
    const first: BlogList = (await get('/public/blog?page_size=2')).json();
    expect(first).toMatchObject({ current_page: 1, page_size: 2, total_count: slugs.length, total_pages: Math.ceil(slugs.length / 2) });
    expect(first.items).toHaveLength(2);
    const second: BlogList = (await get('/public/blog?language=en&current_page=2&page_size=2')).json();
    expect(second.current_page).toBe(2);
    expect(second.items.map((item) => item.slug)).not.toContain(first.items[0].slug);
    expect(Date.parse(second.items[0].publishedAt)).toBeLessThanOrEqual(Date.parse(first.items[1].publishedAt));
    const beyond: BlogList = (await get('/public/blog?current_page=99&page_size=2')).json();
    expect(beyond.items).toEqual([]);
  });

  it('answers exactly what the prerenderer embeds for the same page (one shared shape)', async () => {
    for (const language of ['en', 'zh'] as const) {
      const answer = (await get(`/public/blog?language=${language}&current_page=2&page_size=3`)).json();
      expect(answer).toEqual(blogListFrom(records, language, 2, 3));
    }
  });

  it('may be cached for a minute', async () => {
    const response = await get('/public/blog');
    expect(response.headers['cache-control']).toBe('public, max-age=60');
  });

  it('rejects an unsupported language and a page size above 50 with 400', async () => {
    for (const query of ['language=de', 'language=EN', 'page_size=51', 'page_size=0', 'current_page=0', 'current_page=x']) {
      const response = await get(`/public/blog?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toBe('Bad request');
    }
    expect((await get('/public/blog?page_size=50')).statusCode).toBe(200);
  });
});

describe('public blog article', () => {
  it('returns one article in the asked language with the languages it exists in', async () => {
    const slug = slugs[0];
    const response = await get(`/public/blog/${slug}?language=sr`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    const post: BlogPost = response.json();
    const source = records.find((record) => record.slug === slug && record.language === 'sr')!;
    expect(post).toMatchObject({ slug, language: 'sr', title: source.title, summary: source.summary, html: source.html, author: source.author });
    expect(post.alternates).toEqual([...LANGUAGE_CODES]);
    expect(post).toEqual(blogPostFrom(records, slug, 'sr'));
  });

  it('answers English without a language', async () => {
    const post: BlogPost = (await get(`/public/blog/${slugs[1]}`)).json();
    expect(post.language).toBe('en');
  });

  it('answers 404 {message: "Not found"} for an unknown slug', async () => {
    const response = await get('/public/blog/no-such-article?language=it');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found' });
  });

  it('rejects a malformed slug or language with 400', async () => {
    for (const url of ['/public/blog/Not_A_Slug', '/public/blog/caf%C3%A9', `/public/blog/${slugs[0]}?language=xx`]) {
      expect((await get(url)).statusCode, url).toBe(400);
    }
    // Fastify's router answers 414 itself for a path parameter over 100 characters (maxParamLength).
    expect([400, 414]).toContain((await get(`/public/blog/${'a'.repeat(121)}`)).statusCode);
  });
});

describe('blog seeding', () => {
  /** Every article and version row, with the newest change, to compare before and after a run. */
  const snapshot = async () => {
    const [[stored], [versions]] = await Promise.all([
      t.app.db.select({ rows: count(), newest: max(articles.updatedAt) }).from(articles),
      t.app.db.select({ rows: count(), newest: max(articleTranslations.updatedAt) }).from(articleTranslations),
    ]);
    return { articles: stored.rows, versions: versions.rows, newest: [stored.newest?.toISOString(), versions.newest?.toISOString()] };
  };
  const articleOf = async (slug: string) => (await t.app.db.select().from(articles).where(eq(articles.slug, slug)))[0];
  const versionsOf = async (articleId: number) => t.app.db.select().from(articleTranslations).where(eq(articleTranslations.articleId, articleId));

  it('stores every article of content/blog with its byline and a published version in each of the seven languages', async () => {
    expect(await snapshot()).toMatchObject({ articles: slugs.length, versions: slugs.length * LANGUAGE_CODES.length });
    for (const slug of slugs) {
      const article = await articleOf(slug);
      const source = records.find((record) => record.slug === slug)!;
      expect(article).toMatchObject({ authorId: null, authorName: source.author, deletedAt: null, tags: [] });
      const versions = await versionsOf(article.id);
      expect(versions.map((version) => version.language).sort()).toEqual([...LANGUAGE_CODES].sort());
      for (const version of versions) {
        expect(version.status).toBe('published');
        expect(version.publishedAt?.toISOString()).toBe(new Date(source.publishedAt).toISOString());
      }
    }
  });

  it('changes no row when run again (seedBlogPosts answers 0; the whole seed leaves the articles as they are)', async () => {
    const before = await snapshot();
    expect(await seedBlogPosts(t.app.db)).toBe(0);
    await seed(t.app.db, { adminEmail: t.config.adminEmail, print: () => undefined });
    expect(await snapshot()).toEqual(before);
  });

  it('inserts only a missing slug and leaves edited, withdrawn, deleted and renamed articles as staff left them', async () => {
    const [edited, withdrawn, deleted, renamed, missing] = slugs;
    const editedArticle = await articleOf(edited);
    await t.app.db
      .update(articleTranslations)
      .set({ title: 'Edited in the back office' })
      .where(and(eq(articleTranslations.articleId, editedArticle.id), eq(articleTranslations.language, 'en')));
    // A version removed by staff is not put back either: the article is stored.
    await t.app.db.delete(articleTranslations).where(and(eq(articleTranslations.articleId, editedArticle.id), eq(articleTranslations.language, 'nl')));
    const withdrawnArticle = await articleOf(withdrawn);
    await t.app.db.update(articleTranslations).set({ status: 'withdrawn' }).where(eq(articleTranslations.articleId, withdrawnArticle.id));
    await t.app.db.update(articles).set({ deletedAt: new Date() }).where(eq(articles.slug, deleted));
    // A changed slug keeps the old one as a redirect; the old slug must not come back as a second article.
    const renamedArticle = await articleOf(renamed);
    await t.app.db.update(articles).set({ slug: `${renamed}-renamed` }).where(eq(articles.id, renamedArticle.id));
    await t.app.db.insert(articleRedirects).values({ oldSlug: renamed, articleId: renamedArticle.id });
    await t.app.db.delete(articles).where(eq(articles.slug, missing));

    expect(await seedBlogPosts(t.app.db)).toBe(LANGUAGE_CODES.length);
    expect(await seedBlogPosts(t.app.db)).toBe(0);

    const editedVersions = await versionsOf(editedArticle.id);
    expect(editedVersions.find((version) => version.language === 'en')?.title).toBe('Edited in the back office');
    expect(editedVersions.map((version) => version.language)).not.toContain('nl');
    expect(new Set((await versionsOf(withdrawnArticle.id)).map((version) => version.status))).toEqual(new Set(['withdrawn']));
    expect((await articleOf(deleted)).deletedAt).not.toBeNull();
    expect(await articleOf(renamed)).toBeUndefined();
    expect((await articleOf(`${renamed}-renamed`)).id).toBe(renamedArticle.id);
    const reseeded = await articleOf(missing);
    expect(reseeded.authorName).toBe(records.find((record) => record.slug === missing)!.author);
    expect((await versionsOf(reseeded.id)).every((version) => version.status === 'published')).toBe(true);
  });
});
