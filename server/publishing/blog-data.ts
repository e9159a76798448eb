/**
 * The public blog's records read from the database (docs/decisions.md#publishing): the published,
 * undeleted language versions of articles, with the byline (the author's name, else the name the
 * article came with), the rendered body and the cover. The blog API (server/routes/blog.ts) and
 * the publisher (server/publishing/publisher.ts) both answer from these, through the pure
 * functions of src/shared/blog.ts, so a prerendered page embeds what the API answers.
 */
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { BLOG_PAGE_SIZE, BLOG_RELATED_COUNT, blogListBody, blogPostBody, pickRelated, type BlogList, type BlogPost, type BlogPostRecord } from '../../src/shared/blog';
import { LANGUAGE_CODES, type LanguageCode } from '../../src/shared/languages';
import type { Database } from '../db/client';
import { articleTranslations, articles, users } from '../db/schema';
import { renderMarkdown } from '../markdown';
import { coversOf } from './covers';

/** A version is on the public site: published, of an undeleted article. */
export const isPublic: SQL = and(eq(articleTranslations.status, 'published'), isNotNull(articleTranslations.publishedAt), isNull(articles.deletedAt))!;

const byline = sql<string>`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${articles.authorName}, '')`;

/** The published records matching `where` (with {@link isPublic} unless not `publicOnly`), newest first, cut to `window`; `html` only `withHtml`. */
async function publicRecords(db: Database, where: SQL | undefined, window?: { limit: number; offset: number }, withHtml = true, publicOnly = true): Promise<BlogPostRecord[]> {
  const query = db
    .select({
      slug: articles.slug,
      coverMediaId: articles.coverMediaId,
      tags: articles.tags,
      language: articleTranslations.language,
      title: articleTranslations.title,
      summary: articleTranslations.summary,
      body: articleTranslations.body,
      seoTitle: articleTranslations.seoTitle,
      seoDescription: articleTranslations.seoDescription,
      publishedAt: articleTranslations.publishedAt,
      author: byline,
    })
    .from(articleTranslations)
    .innerJoin(articles, eq(articles.id, articleTranslations.articleId))
    .leftJoin(users, eq(users.id, articles.authorId))
    .where(publicOnly ? and(isPublic, where) : where)
    // compareNewestFirst's order (src/shared/blog.ts).
    .orderBy(desc(articleTranslations.publishedAt), asc(articles.slug));
  const rows = window ? await query.limit(window.limit).offset(window.offset) : await query;
  const covers = await coversOf(db, rows);
  return rows.map((row) => ({
    slug: row.slug,
    language: row.language,
    title: row.title,
    summary: row.summary,
    // The list shows no body: rendering it there would be wasted.
    html: withHtml ? renderMarkdown(row.body) : '',
    author: row.author,
    // A version never published (a preview) shows today's date.
    publishedAt: row.publishedAt ?? new Date(),
    cover: covers(row),
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    tags: row.tags,
  }));
}

/** One page of the public list in `language` (the blog API's answer). */
export async function blogList(db: Database, language: LanguageCode, currentPage: number, pageSize = BLOG_PAGE_SIZE): Promise<BlogList> {
  const inLanguage = eq(articleTranslations.language, language);
  const [[{ total }], records] = await Promise.all([
    db.select({ total: count() }).from(articleTranslations).innerJoin(articles, eq(articles.id, articleTranslations.articleId)).where(and(isPublic, inLanguage)),
    publicRecords(db, inLanguage, { limit: pageSize, offset: (currentPage - 1) * pageSize }, false),
  ]);
  return blogListBody(records, total, currentPage, pageSize);
}

/** What picking related articles needs of every published version ({@link pickRelated}). */
type RelatedCandidate = Pick<BlogPostRecord, 'slug' | 'language' | 'publishedAt' | 'tags'>;

/** Slug, language, date and tags of every published version, newest first. */
async function relatedCandidates(db: Database): Promise<RelatedCandidate[]> {
  const rows = await db
    .select({ slug: articles.slug, language: articleTranslations.language, publishedAt: articleTranslations.publishedAt, tags: articles.tags })
    .from(articleTranslations)
    .innerJoin(articles, eq(articles.id, articleTranslations.articleId))
    .where(isPublic)
    .orderBy(desc(articleTranslations.publishedAt), asc(articles.slug));
  // isPublic: every published version has its date.
  return rows.map((row) => ({ ...row, publishedAt: row.publishedAt ?? new Date(0) }));
}

/**
 * The related articles of `record` (docs/decisions.md#publishing): {@link pickRelated}'s choice
 * made by the database — the published versions of its language with another slug, those sharing
 * more of its tags first, then the ones published before it newest first, then the later ones
 * oldest first (dates to the millisecond and slugs by code point, as JavaScript compares them) —
 * read as list records (no body), in that order.
 */
async function relatedRecords(db: Database, record: BlogPostRecord): Promise<BlogPostRecord[]> {
  const language = record.language as LanguageCode;
  const tags = [...new Set(record.tags ?? [])];
  const tagArray = sql`array[${sql.join(tags.map((tag) => sql`${tag}`), sql`, `)}]::text[]`;
  // Without tags every candidate shares none (a constant would be read as a column number).
  const byShared = tags.length ? [desc(sql`cardinality(array(select unnest(${articles.tags}) intersect select unnest(${tagArray})))`)] : [];
  const at = sql`date_trunc('milliseconds', ${articleTranslations.publishedAt})`;
  const postAt = new Date(record.publishedAt);
  const slug = sql`${articles.slug} collate "C"`;
  const earlier = sql`(${at} < ${postAt} or (${at} = ${postAt} and ${slug} > ${record.slug}))`;
  const rows = await db
    .select({ slug: articles.slug })
    .from(articleTranslations)
    .innerJoin(articles, eq(articles.id, articleTranslations.articleId))
    .where(and(isPublic, eq(articleTranslations.language, language), ne(articles.slug, record.slug)))
    .orderBy(
      ...byShared,
      desc(earlier),
      desc(sql`case when ${earlier} then ${at} end`),
      asc(sql`case when ${earlier} then ${slug} end`),
      asc(sql`case when not ${earlier} then ${at} end`),
      desc(sql`case when not ${earlier} then ${slug} end`),
    )
    .limit(BLOG_RELATED_COUNT);
  const chosen = rows.map((row) => row.slug);
  if (chosen.length === 0) return [];
  const records = await publicRecords(db, and(eq(articleTranslations.language, language), inArray(articles.slug, chosen)), undefined, false);
  return chosen.flatMap((slug) => records.filter((candidate) => candidate.slug === slug));
}

/** The languages article `slug` is published in (LANGUAGE_CODES order). */
async function publishedLanguages(db: Database, slug: string): Promise<LanguageCode[]> {
  const rows = await db
    .select({ language: articleTranslations.language })
    .from(articleTranslations)
    .innerJoin(articles, eq(articles.id, articleTranslations.articleId))
    .where(and(isPublic, eq(articles.slug, slug)));
  const languages = new Set(rows.map((row) => row.language));
  return LANGUAGE_CODES.filter((code) => languages.has(code));
}

/**
 * The article `slug` in `language` with the languages it is published in and its related
 * articles in `language`; undefined where the API answers 404. Only this version's body is
 * rendered.
 */
export async function blogPost(db: Database, slug: string, language: LanguageCode): Promise<BlogPost | undefined> {
  const [record] = await publicRecords(db, and(eq(articles.slug, slug), eq(articleTranslations.language, language)));
  if (!record) return undefined;
  const [languages, related] = await Promise.all([publishedLanguages(db, slug), relatedRecords(db, record)]);
  return blogPostBody(record, languages, related);
}

/**
 * The published article pages whose related articles include any of `slugs` now: after those
 * changed, these pages must be rendered again, as well as the pages that showed them before
 * (which the publisher finds in the stored documents).
 */
export async function pagesRelatedTo(db: Database, slugs: readonly string[]): Promise<{ slug: string; language: LanguageCode }[]> {
  if (slugs.length === 0) return [];
  const changed = new Set(slugs);
  const candidates = await relatedCandidates(db);
  const byLanguage = new Map<string, RelatedCandidate[]>();
  for (const candidate of candidates) {
    const inLanguage = byLanguage.get(candidate.language);
    if (inLanguage) inLanguage.push(candidate);
    else byLanguage.set(candidate.language, [candidate]);
  }
  return candidates
    .filter((page) => !changed.has(page.slug) && pickRelated(page, byLanguage.get(page.language) ?? []).some((related) => changed.has(related.slug)))
    .map(({ slug, language }) => ({ slug, language: language as LanguageCode }));
}

/** Every published article: its slug and the languages it is published in (LANGUAGE_CODES order), newest first. */
export async function publishedArticles(db: Database, slugs?: readonly string[]): Promise<{ slug: string; languages: LanguageCode[]; updatedAt: Date }[]> {
  const rows = await db
    .select({ slug: articles.slug, language: articleTranslations.language, updatedAt: articleTranslations.updatedAt })
    .from(articleTranslations)
    .innerJoin(articles, eq(articles.id, articleTranslations.articleId))
    .where(and(isPublic, slugs ? inArray(articles.slug, [...slugs]) : undefined))
    .orderBy(desc(articleTranslations.publishedAt), asc(articles.slug));
  const bySlug = new Map<string, { languages: Set<string>; updatedAt: Date }>();
  for (const row of rows) {
    const entry = bySlug.get(row.slug) ?? { languages: new Set<string>(), updatedAt: row.updatedAt };
    entry.languages.add(row.language);
    if (row.updatedAt > entry.updatedAt) entry.updatedAt = row.updatedAt;
    bySlug.set(row.slug, entry);
  }
  return [...bySlug].map(([slug, { languages, updatedAt }]) => ({ slug, languages: LANGUAGE_CODES.filter((code) => languages.has(code)), updatedAt }));
}

/**
 * Version `language` of article `articleId` as its page would show it once published, whatever
 * its status (the private preview), with every language the article has and its related
 * articles among the published ones; undefined for a
 * deleted article or a missing version.
 */
export async function previewPost(db: Database, articleId: number, language: LanguageCode): Promise<BlogPost | undefined> {
  const records = await publicRecords(db, and(eq(articles.id, articleId), isNull(articles.deletedAt)), undefined, true, false);
  const record = records.find((candidate) => candidate.language === language);
  return record && blogPostBody(record, records.map((candidate) => candidate.language), await relatedRecords(db, record));
}
