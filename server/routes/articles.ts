/**
 * Blog articles on their definition (src/shared/resources/articles.ts; docs/decisions.md#publishing),
 * with soft delete. An article answers its `translations` (one per language: title, summary,
 * Markdown body, SEO title and description, status, publishAt, publishedAt), `tags`, `byline`,
 * and is written with its translations in one transaction. Beyond the CRUD routes:
 *
 *   POST /articles/publish      `articles.publish` {ids, languages?, publishAt?} → the articles:
 *                               the versions (all, or `languages`) become published, or scheduled
 *                               when `publishAt` is in the future (a version already published
 *                               stays published)
 *   POST /articles/unpublish    `articles.publish` {ids, languages?} → withdrawn
 *   POST /articles/preview      `articles.read` {body} → {html}, the public page's renderer
 *   POST /articles/{id}/preview-link `articles.read` {language} → {url, expiresAt}: a signed
 *                               address that shows the version as published, whatever its status,
 *                               until the version or the article changes
 *
 * Rules: a slug is unique among articles (409); a changed slug keeps the old one as a 301 redirect
 * (and takes over a redirect of that name); a version's status changes only through publish and
 * unpublish; changing or removing a published (or scheduled) version needs `articles.publish`
 * too (403), so authors draft and editors publish. Every change renders the public pages again
 * (server/publishing/publisher.ts) once it has committed.
 */
import { Type, type TSchema } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { and, asc, eq, exists, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { ARTICLE_STATUSES } from '../../src/shared/enums';
import { LANGUAGE_CODES, localizePath, type LanguageCode } from '../../src/shared/languages';
import {
  ARTICLE_TAG_PATTERN,
  articlesDefinition,
  type ArticleVersionWrite,
  MAX_ARTICLE_BODY_LENGTH,
  MAX_ARTICLE_SUMMARY_LENGTH,
  MAX_ARTICLE_TAG_LENGTH,
  MAX_ARTICLE_TAGS,
  MAX_ARTICLE_TITLE_LENGTH,
} from '../../src/shared/resources/articles';
import { recordActivity } from '../audit/activity';
import type { Database } from '../db/client';
import { articleRedirects, articleTranslations, articles, media, users } from '../db/schema';
import { conflict, forbidden, notFound, unprocessable } from '../http/errors';
import { keyed, schemaMessage } from '../http/localize';
import { renderMarkdown } from '../markdown';
import { PREVIEW_LINK_HOURS, previewState, signPreviewToken } from '../publishing/preview-links';
import { missingIds, type CrudApp, type Row, type WriteContext } from './crud';
import { definedCrudRoutes } from './defined-crud';
import { writeBodyOf } from './definition-schemas';
import { FreeText, IdList, IdParams, NameString, Nullable, Timestamp } from './schemas';

const V = 'resources.articles.validation';
const Language = Type.Union(LANGUAGE_CODES.map((code) => Type.Literal(code)));

/** One language version as written. */
const TranslationWrite = Type.Object(
  {
    language: Language,
    title: NameString({ maxLength: MAX_ARTICLE_TITLE_LENGTH, label: 'Title', message: keyed(`${V}.title`, { max: MAX_ARTICLE_TITLE_LENGTH }) }),
    summary: FreeText({ minLength: 1, maxLength: MAX_ARTICLE_SUMMARY_LENGTH, label: 'Summary', message: keyed(`${V}.summary`, { max: MAX_ARTICLE_SUMMARY_LENGTH }) }),
    body: FreeText({ minLength: 1, maxLength: MAX_ARTICLE_BODY_LENGTH, label: 'Body', message: keyed(`${V}.body`, { max: MAX_ARTICLE_BODY_LENGTH }) }),
    seoTitle: Type.Optional(Nullable(NameString({ minLength: 0, maxLength: MAX_ARTICLE_TITLE_LENGTH, label: 'SEO title', message: keyed(`${V}.seoTitle`, { max: MAX_ARTICLE_TITLE_LENGTH }) }))),
    seoDescription: Type.Optional(
      Nullable(FreeText({ maxLength: MAX_ARTICLE_SUMMARY_LENGTH, label: 'SEO description', message: keyed(`${V}.seoDescription`, { max: MAX_ARTICLE_SUMMARY_LENGTH }) })),
    ),
  },
  { additionalProperties: false },
);

/** One language version as answered. */
const TranslationEntity = Type.Object({
  language: Type.String(),
  title: Type.String(),
  summary: Type.String(),
  body: Type.String(),
  seoTitle: Nullable(Type.String()),
  seoDescription: Nullable(Type.String()),
  status: Type.Enum([...ARTICLE_STATUSES]),
  publishAt: Nullable(Timestamp),
  publishedAt: Nullable(Timestamp),
  updatedAt: Timestamp,
});

const Tags = Type.Array(
  Type.String({ minLength: 1, maxLength: MAX_ARTICLE_TAG_LENGTH, pattern: ARTICLE_TAG_PATTERN, ...schemaMessage(keyed(`${V}.tag`, { max: MAX_ARTICLE_TAG_LENGTH })) }),
  { maxItems: MAX_ARTICLE_TAGS, uniqueItems: true, ...schemaMessage(keyed(`${V}.tags`, { max: MAX_ARTICLE_TAGS })) },
);

const writtenFields = {
  tags: Tags,
  translations: Type.Array(TranslationWrite, { minItems: 1, maxItems: LANGUAGE_CODES.length, ...schemaMessage(keyed(`${V}.translations`)) }),
};
const fieldSchemas = { tags: Type.Array(Type.String()), translations: Type.Array(TranslationEntity) };

type TranslationInput = ArticleVersionWrite;
type ArticleWrite = { slug?: string; authorId?: number | null; tags?: string[]; coverMediaId?: number | null; translations?: TranslationInput[] };

const iso = (value: Date | null) => value?.toISOString() ?? null;

/** Articles with their versions (LANGUAGE_CODES order) and byline, in the order of `rows`. */
async function presentArticles(db: Database, rows: Row[]): Promise<Record<string, unknown>[]> {
  const ids = rows.map((row) => row.id as number);
  if (ids.length === 0) return [];
  const authorIds = [...new Set(rows.map((row) => row.authorId as number | null).filter((id): id is number => id !== null))];
  const [versions, authors] = await Promise.all([
    db.select().from(articleTranslations).where(inArray(articleTranslations.articleId, ids)),
    authorIds.length ? db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName }).from(users).where(inArray(users.id, authorIds)) : [],
  ]);
  const order = (language: string) => LANGUAGE_CODES.indexOf(language as LanguageCode);
  return rows.map((row) => {
    const author = authors.find((candidate) => candidate.id === row.authorId);
    return {
      id: row.id,
      slug: row.slug,
      authorId: row.authorId ?? null,
      byline: author ? `${author.firstName} ${author.lastName}` : ((row.authorName as string | null) ?? null),
      tags: row.tags ?? [],
      coverMediaId: row.coverMediaId ?? null,
      translations: versions
        .filter((version) => version.articleId === row.id)
        .sort((a, b) => order(a.language) - order(b.language))
        .map((version) => ({
          language: version.language,
          title: version.title,
          summary: version.summary,
          body: version.body,
          seoTitle: version.seoTitle,
          seoDescription: version.seoDescription,
          status: version.status,
          publishAt: iso(version.publishAt),
          publishedAt: iso(version.publishedAt),
          updatedAt: version.updatedAt.toISOString(),
        })),
      createdAt: (row.createdAt as Date).toISOString(),
      updatedAt: (row.updatedAt as Date).toISOString(),
      deletedAt: iso(row.deletedAt as Date | null),
    };
  });
}

/** 422 when two versions share a language. */
function assertOneVersionPerLanguage(translations: readonly TranslationInput[]) {
  const seen = new Set<string>();
  translations.forEach((translation, index) => {
    if (seen.has(translation.language)) throw unprocessable([{ field: `translations.${index}.language`, ...keyed(`${V}.duplicateLanguage`) }]);
    seen.add(translation.language);
  });
}

/** 422 for an unknown author or cover; 409 for a slug another article has. */
async function assertReferences(db: Database, body: ArticleWrite, articleId?: number) {
  if (body.authorId != null && (await missingIds(db, users, [body.authorId])).length) throw unprocessable([{ field: 'authorId', reason: `Unknown user id ${body.authorId}` }]);
  if (body.coverMediaId != null) {
    if ((await missingIds(db, media, [body.coverMediaId])).length) throw unprocessable([{ field: 'coverMediaId', reason: `Unknown media id ${body.coverMediaId}` }]);
  }
  if (body.slug !== undefined) {
    const taken = await db
      .select({ id: articles.id })
      .from(articles)
      .where(and(eq(articles.slug, body.slug), articleId === undefined ? undefined : ne(articles.id, articleId)));
    if (taken.length) throw conflict(keyed(`${V}.slugTaken`, { slug: body.slug }));
  }
}

const canPublish = (ctx: WriteContext) => ctx.principal.permissions.has('articles.publish');

/** After the transaction: the article's public pages (old and new slug) are rendered again. */
function renderAfterCommit(ctx: WriteContext, slugs: readonly string[]) {
  ctx.afterCommit(() => ctx.request.server.publisher.changed('articles', slugs));
}

/** Writes the versions of `articleId` to match `translations` (the whole set). */
async function writeVersions(ctx: WriteContext, articleId: number, translations: readonly TranslationInput[]) {
  const current = await ctx.tx.select().from(articleTranslations).where(eq(articleTranslations.articleId, articleId)).for('update');
  const live = (status: string) => status === 'published' || status === 'scheduled';
  const differs = (version: (typeof current)[number], next: TranslationInput) =>
    next.title !== version.title ||
    next.summary !== version.summary ||
    next.body !== version.body ||
    (next.seoTitle ?? null) !== version.seoTitle ||
    (next.seoDescription ?? null) !== version.seoDescription;
  for (const version of current) {
    const next = translations.find((translation) => translation.language === version.language);
    const changed = !next || differs(version, next);
    if (changed && live(version.status) && !canPublish(ctx)) {
      throw forbidden(keyed(`${V}.publishedNeedsPublish`, { language: version.language }));
    }
    if (!next) await ctx.tx.delete(articleTranslations).where(eq(articleTranslations.id, version.id));
  }
  for (const translation of translations) {
    const stored = current.find((version) => version.language === translation.language);
    // An unchanged version is left as it is (its updatedAt too).
    if (stored && !differs(stored, translation)) continue;
    const values = { title: translation.title, summary: translation.summary, body: translation.body, seoTitle: translation.seoTitle ?? null, seoDescription: translation.seoDescription ?? null };
    await ctx.tx
      .insert(articleTranslations)
      .values({ articleId, language: translation.language, ...values })
      .onConflictDoUpdate({ target: [articleTranslations.articleId, articleTranslations.language], set: values });
  }
}

/** Articles `?status=` (any version has it), `?language=` (has a version in it), `?tag=`. */
const filters = {
  status: {
    schema: Type.Enum([...ARTICLE_STATUSES]),
    where: (status: string): SQL =>
      exists(sql`(select 1 from ${articleTranslations} where ${articleTranslations.articleId} = ${articles.id} and ${articleTranslations.status} = ${status})`),
  },
  language: {
    schema: Type.Enum([...LANGUAGE_CODES]),
    where: (language: string): SQL =>
      exists(sql`(select 1 from ${articleTranslations} where ${articleTranslations.articleId} = ${articles.id} and ${articleTranslations.language} = ${language})`),
  },
  tag: { schema: Type.String({ minLength: 1, maxLength: MAX_ARTICLE_TAG_LENGTH }), where: (tag: string): SQL => sql`${articles.tags} @> array[${tag}]::text[]` },
};

/** The article routes: the CRUD routes of the definition and publishing; register under /api/1.0. */
const articleRoutes = definedCrudRoutes(articlesDefinition, articles, {
  // Its versions are published one language at a time, by its own endpoints and hooks.
  publishesItself: true,
  fieldSchemas,
  schemas: { create: writeBodyOf(articlesDefinition, 'create', writtenFields), update: writeBodyOf(articlesDefinition, 'update', writtenFields) },
  // The slug and every version's title.
  searchColumns: [articles.slug, sql`coalesce((select string_agg(${articleTranslations.title}, ' ') from ${articleTranslations} where ${articleTranslations.articleId} = ${articles.id}), '')`],
  filters,
  hooks: {
    present: presentArticles,
    async insert(ctx, written) {
      const body = written as ArticleWrite & { slug: string; translations: TranslationInput[] };
      assertOneVersionPerLanguage(body.translations);
      await assertReferences(ctx.tx, body);
      // A redirect of this name now belongs to the new article's own address.
      await ctx.tx.delete(articleRedirects).where(eq(articleRedirects.oldSlug, body.slug));
      const [created] = await ctx.tx
        .insert(articles)
        .values({ slug: body.slug, authorId: body.authorId === undefined ? ctx.principal.userId : body.authorId, tags: body.tags ?? [], coverMediaId: body.coverMediaId ?? null })
        .returning({ id: articles.id });
      await writeVersions(ctx, created.id, body.translations);
      return created.id;
    },
    async update(ctx, current, changes) {
      const body = changes as ArticleWrite;
      const id = current.id as number;
      if (body.translations) assertOneVersionPerLanguage(body.translations);
      await assertReferences(ctx.tx, body, id);
      const oldSlug = current.slug as string;
      const renamed = body.slug !== undefined && body.slug !== oldSlug;
      if (renamed || body.coverMediaId !== undefined || body.authorId !== undefined || body.tags !== undefined) {
        const published = await ctx.tx
          .select({ id: articleTranslations.id })
          .from(articleTranslations)
          .where(and(eq(articleTranslations.articleId, id), inArray(articleTranslations.status, ['published', 'scheduled'])));
        const visibleChange =
          renamed ||
          (body.coverMediaId !== undefined && body.coverMediaId !== current.coverMediaId) ||
          (body.authorId !== undefined && body.authorId !== current.authorId) ||
          // The public article shows its tags too.
          (body.tags !== undefined && JSON.stringify(body.tags) !== JSON.stringify(current.tags));
        if (visibleChange && published.length && !canPublish(ctx)) throw forbidden(keyed(`${V}.publishedNeedsPublish`, { language: '*' }));
      }
      if (renamed) {
        await ctx.tx.delete(articleRedirects).where(eq(articleRedirects.oldSlug, body.slug!));
        await ctx.tx.insert(articleRedirects).values({ oldSlug, articleId: id }).onConflictDoUpdate({ target: articleRedirects.oldSlug, set: { articleId: id } });
      }
      const { translations, ...columns } = body;
      if (Object.keys(columns).length) await ctx.tx.update(articles).set(columns).where(eq(articles.id, id));
      else await ctx.tx.update(articles).set({ updatedAt: new Date() }).where(eq(articles.id, id));
      if (translations) await writeVersions(ctx, id, translations);
      renderAfterCommit(ctx, renamed ? [oldSlug, body.slug!] : [oldSlug]);
    },
    async authorise(ctx, action, rows) {
      // Deleting or restoring an article takes its published versions off the site or back.
      if (action === 'delete' || action === 'restore') {
        const ids = rows.map((row) => row.id as number);
        const live = await ctx.tx
          .select({ id: articleTranslations.id })
          .from(articleTranslations)
          .where(and(inArray(articleTranslations.articleId, ids), inArray(articleTranslations.status, ['published', 'scheduled'])));
        if (live.length && !canPublish(ctx)) throw forbidden(keyed(`${V}.publishedNeedsPublish`, { language: '*' }));
      }
    },
    async afterChange(ctx, action, rows) {
      // An update has rendered its old and new slug already (the update hook).
      if (action !== 'update') renderAfterCommit(ctx, rows.map((row) => row.slug as string));
    },
  },
  routes: publishingRoutes,
});

const StateBody = Type.Object(
  {
    ids: IdList,
    /** The versions to change; default every version of each article. */
    languages: Type.Optional(Type.Array(Language, { minItems: 1, uniqueItems: true })),
  },
  { additionalProperties: false },
);
const PublishBody = Type.Object(
  {
    ids: IdList,
    languages: Type.Optional(Type.Array(Language, { minItems: 1, uniqueItems: true })),
    /** When to publish (ISO 8601, stored in UTC); absent, null or past: now. */
    publishAt: Type.Optional(Nullable(Type.String({ format: 'date-time' }))),
  },
  { additionalProperties: false },
);

/** Publishing and previews, in the articles' scope; `schemas.entity` is the article as answered. */
async function publishingRoutes(app: CrudApp, { schemas }: { schemas: { entity: TSchema } }) {
  const tags = ['articles'];

  /**
   * Sets the status of the versions (`languages`, default all) of articles `ids` in one
   * transaction, logging each article's change; 404 for an unknown id, 409 for a deleted
   * article. Returns the articles, presented.
   */
  async function changeState(request: FastifyRequest, ids: number[], languages: readonly string[] | undefined, next: { status: 'published' | 'scheduled' | 'withdrawn'; publishAt: Date | null }) {
    const slugs = await app.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      const rows = await tx.select().from(articles).where(inArray(articles.id, ids)).orderBy(asc(articles.id)).for('update');
      const missing = ids.filter((id) => !rows.some((row) => row.id === id));
      if (missing.length) throw notFound(`Article ${missing.join(', ')} not found`);
      const deleted = rows.filter((row) => row.deletedAt);
      if (deleted.length) throw conflict(`Article ${deleted.map((row) => row.slug).join(', ')} is deleted; restore it first`);
      for (const row of rows) {
        const versions = await tx
          .select()
          .from(articleTranslations)
          .where(and(eq(articleTranslations.articleId, row.id), languages ? inArray(articleTranslations.language, [...languages]) : undefined));
        if (languages && versions.length === 0) throw unprocessable([{ field: 'languages', reason: `Article ${row.slug} has no version in ${languages.join(', ')}` }]);
        const changes: Record<string, [unknown, unknown]> = {};
        for (const version of versions) {
          if (version.status === next.status && next.status !== 'scheduled') continue;
          // Scheduling never takes a published version off the site until its time.
          if (next.status === 'scheduled' && version.status === 'published') continue;
          const set =
            next.status === 'published'
              ? { status: next.status, publishAt: null, publishedAt: version.publishedAt ?? new Date() }
              : { status: next.status, publishAt: next.publishAt };
          await tx.update(articleTranslations).set(set).where(eq(articleTranslations.id, version.id));
          changes[`status.${version.language}`] = [version.status, next.status];
        }
        if (Object.keys(changes).length) {
          await tx.update(articles).set({ updatedAt: new Date() }).where(eq(articles.id, row.id));
          await recordActivity(tx, request, { action: 'state', resource: 'articles', recordId: row.id, changes });
        }
      }
      return rows.map((row) => row.slug);
    });
    await app.publisher.changed('articles', slugs);
    const rows = await app.db.select().from(articles).where(inArray(articles.id, ids)).orderBy(asc(articles.id));
    return presentArticles(app.db, rows as Row[]);
  }

  const ArticleList = Type.Array(schemas.entity);

  app.post(
    '/articles/publish',
    {
      config: { permission: 'articles.publish' },
      schema: { tags, summary: 'Publish versions of articles now, or schedule them for publishAt (UTC)', body: PublishBody, response: { 200: ArticleList } },
    },
    async (request) => {
      const publishAt = request.body.publishAt ? new Date(request.body.publishAt) : null;
      const scheduled = publishAt !== null && publishAt.getTime() > Date.now();
      return changeState(request, request.body.ids, request.body.languages, scheduled ? { status: 'scheduled', publishAt } : { status: 'published', publishAt: null });
    },
  );

  app.post(
    '/articles/unpublish',
    {
      config: { permission: 'articles.publish' },
      schema: { tags, summary: 'Withdraw versions of articles from the public site', body: StateBody, response: { 200: ArticleList } },
    },
    async (request) => changeState(request, request.body.ids, request.body.languages, { status: 'withdrawn', publishAt: null }),
  );

  app.post(
    '/articles/preview',
    {
      config: { permission: 'articles.read' },
      schema: {
        tags,
        summary: "The HTML a Markdown body is shown as on the public page (the same renderer and sanitiser), for the editor's live preview",
        body: Type.Object({ body: Type.String({ maxLength: MAX_ARTICLE_BODY_LENGTH }) }, { additionalProperties: false }),
        response: { 200: Type.Object({ html: Type.String() }) },
      },
    },
    async (request) => ({ html: renderMarkdown(request.body.body) }),
  );

  app.post(
    '/articles/:id/preview-link',
    {
      config: { permission: 'articles.read' },
      schema: {
        tags,
        summary: 'A private, expiring address showing a version exactly as it would be published (noindex)',
        params: IdParams,
        body: Type.Object({ language: Language }, { additionalProperties: false }),
        response: { 200: Type.Object({ url: Type.String(), expiresAt: Timestamp }) },
      },
    },
    async (request) => {
      const [row] = await app.db
        .select({ slug: articles.slug })
        .from(articles)
        .innerJoin(articleTranslations, eq(articleTranslations.articleId, articles.id))
        .where(and(eq(articles.id, request.params.id), eq(articleTranslations.language, request.body.language), isNull(articles.deletedAt)));
      if (!row) throw notFound('The article has no version in this language');
      // Bound to the version as it stands: a later change ends the link (server/publishing/preview-links.ts).
      const state = await previewState(app.db, request.params.id, request.body.language);
      if (!state) throw notFound('The article has no version in this language');
      const expiresAt = new Date(Date.now() + PREVIEW_LINK_HOURS * 3600_000);
      const token = await signPreviewToken(app.previewKey, request.params.id, request.body.language, state, expiresAt);
      return { url: `${localizePath(`/blog/${row.slug}`, request.body.language)}?preview=${token}`, expiresAt: expiresAt.toISOString() };
    },
  );
}

export default articleRoutes;
