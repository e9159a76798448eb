/**
 * Reads the blog's articles from this folder: one `<slug>.json` per article,
 * `{slug, author, publishedAt, translations: {<lng>: {title, summary, body}}}`.
 * Used by the seeder (server/db/seed-blog.ts), which makes them the first articles of the back
 * office (published); the
 * folder is found from the project root (process.cwd()), not from the server configuration.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { LANGUAGE_CODES, type LanguageCode } from '../../src/shared/languages';

/** One translation of an article. */
export interface ArticleTranslation {
  title: string;
  /** At most {@link SUMMARY_MAX_LENGTH} characters. */
  summary: string;
  /** Plain text; paragraphs separated by blank lines, `## ` lines are subheadings. */
  body: string;
}

/** One article file. */
export interface Article {
  slug: string;
  author: string;
  /** ISO 8601. */
  publishedAt: string;
  translations: Partial<Record<LanguageCode, ArticleTranslation>>;
}

export const SUMMARY_MAX_LENGTH = 200;
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The articles folder: content/blog under the project root. */
export const blogContentDir = (root = process.cwd()) => resolve(root, 'content', 'blog');

/** Throws unless `value` is a well-formed article stored as `<slug>.json`. */
function checkArticle(value: unknown, file: string): Article {
  const fail = (problem: string): never => {
    throw new Error(`content/blog/${file}: ${problem}`);
  };
  const nonEmpty = (v: unknown) => typeof v === 'string' && v.trim().length > 0;
  const article = value as Article;
  if (!article || typeof article !== 'object') fail('not an object');
  if (!SLUG.test(article.slug ?? '') || article.slug.length > 120) fail('slug must be lowercase words joined by hyphens');
  if (`${article.slug}.json` !== file) fail(`file name must be ${article.slug}.json`);
  if (!nonEmpty(article.author)) fail('author is missing');
  if (!nonEmpty(article.publishedAt) || Number.isNaN(Date.parse(article.publishedAt))) fail('publishedAt must be an ISO date');
  if (!article.translations || typeof article.translations !== 'object') fail('translations are missing');
  for (const [lng, translation] of Object.entries(article.translations)) {
    if (!(LANGUAGE_CODES as readonly string[]).includes(lng)) fail(`unsupported language ${lng}`);
    for (const field of ['title', 'summary', 'body'] as const) {
      if (!nonEmpty(translation?.[field])) fail(`${lng}.${field} is empty`);
    }
    if (translation.summary.length > SUMMARY_MAX_LENGTH) fail(`${lng}.summary is longer than ${SUMMARY_MAX_LENGTH} characters`);
  }
  return article;
}

/** Every article in `dir`, by slug. Throws on a malformed file, naming it. */
export function readArticles(dir = blogContentDir()): Article[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => checkArticle(JSON.parse(readFileSync(join(dir, file), 'utf8')), file));
}

/** One translation of one article with its article's slug, byline and date. */
export interface ArticleRecord extends ArticleTranslation {
  slug: string;
  language: LanguageCode;
  author: string;
  publishedAt: string;
}

/** One record per (slug, language). */
export function articleRecords(articles: readonly Article[]): ArticleRecord[] {
  return articles.flatMap((article) =>
    LANGUAGE_CODES.flatMap((language) => {
      const translation = article.translations[language];
      return translation
        ? [
            {
              slug: article.slug,
              language,
              title: translation.title,
              summary: translation.summary,
              body: translation.body,
              author: article.author,
              publishedAt: new Date(article.publishedAt).toISOString(),
            },
          ]
        : [];
    }),
  );
}
