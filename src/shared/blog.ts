/**
 * The public blog API's answers as pure functions over published article versions, shared by
 * the server route (server/routes/blog.ts) and the publisher that prerenders the blog at run time
 * (server/publishing/publisher.ts): both answer the same shape from the same records, so the data
 * embedded in a prerendered page equals what the browser would fetch.
 * Browser-safe: no Node APIs.
 */
import { API_BASE, type Paged } from './api';
import { LANGUAGE_CODES, type LanguageCode } from './languages';
import { listPageOf, listPagePath } from './publishing';

/** `GET {BLOG_API}?language=&current_page=&page_size=` lists; `GET {BLOG_API}/{slug}?language=` reads one. */
export const BLOG_API = `${API_BASE}/public/blog`;

/** Articles per page of the public /blog list (at most 24 a page: docs/decisions.md#render-queue). */
export const BLOG_PAGE_SIZE = 6;

/** The blog's list (its articles below it: `/blog/<slug>`). */
export const BLOG_PATH = '/blog';

/** Unprefixed address of the list's page `page` (page 1 is `/blog`, no query). */
export const blogListPagePath = (page: number) => listPagePath(BLOG_PATH, page);

/** `?page=`'s value as a list page number; anything else is page 1. */
export const blogListPageOf = listPageOf;

/** Largest page the API serves (above is 400). */
export const BLOG_MAX_PAGE_SIZE = 50;

/** Related articles an article page shows at most (fewer when its language has fewer other articles). */
export const BLOG_RELATED_COUNT = 3;

/** What a slug may look like (the API answers 400 otherwise). */
export const BLOG_SLUG_PATTERN = '^[a-z0-9-]{1,120}$';

/** An article's cover picture: the file, and smaller or newer-format copies for `<picture>`. */
export interface BlogCover {
  src: string;
  width: number;
  height: number;
  /** Alternative text in the page's language ('' for a decorative generated cover). */
  alt: string;
  /** `<source>` sets, best format first (AVIF, then WebP), each a `srcset` of widths. */
  sources: { type: string; srcSet: string }[];
}

/** One published language version of an article, as the public site shows it. */
export interface BlogPostRecord {
  slug: string;
  language: string;
  title: string;
  summary: string;
  /** The body's sanitised HTML (server/markdown.ts renders the Markdown). */
  html: string;
  author: string;
  publishedAt: string | Date;
  cover: BlogCover;
  /** What search results and link previews show; null: the title and the summary. */
  seoTitle?: string | null;
  seoDescription?: string | null;
  tags?: readonly string[];
}

/** An entry of the list. */
export interface BlogListItem {
  slug: string;
  title: string;
  summary: string;
  author: string;
  /** ISO 8601 (UTC, milliseconds). */
  publishedAt: string;
  cover: BlogCover;
}

/** The list answer: a page of articles, newest first. */
export type BlogList = Paged<BlogListItem>;

/** One article in one language, with the languages it exists in. */
export interface BlogPost extends BlogListItem {
  language: string;
  /** As in {@link BlogPostRecord.html}. */
  html: string;
  seoTitle: string | null;
  seoDescription: string | null;
  tags: string[];
  /** Languages that have this article, in the order of LANGUAGE_CODES. */
  alternates: LanguageCode[];
  /** Other articles in the same language to read next, best first ({@link pickRelated}). */
  related: BlogListItem[];
}

const iso = (value: string | Date) => new Date(value).toISOString();

/**
 * The list order, newest first; equal dates by slug so that pages never overlap. The server's
 * ORDER BY (published_at DESC, slug ASC) is the same order.
 */
export function compareNewestFirst(a: Pick<BlogPostRecord, 'slug' | 'publishedAt'>, b: Pick<BlogPostRecord, 'slug' | 'publishedAt'>): number {
  const byDate = new Date(b.publishedAt).getTime() - new Date(a.publishedAt).getTime();
  return byDate !== 0 ? byDate : a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0;
}

/** The fields of a record that a list entry shows. */
type ListRecord = Pick<BlogPostRecord, 'slug' | 'title' | 'summary' | 'author' | 'publishedAt' | 'cover'>;

/** A record as an entry of a list (the blog's list, an article's related articles). */
const listItem = ({ slug, title, summary, author, publishedAt, cover }: ListRecord): BlogListItem => ({ slug, title, summary, author, publishedAt: iso(publishedAt), cover });

/**
 * The articles to show under `post` as related (docs/decisions.md#publishing): other articles
 * (another slug) in its language, those sharing more of its tags first; among equals the ones
 * published before it, newest first (the archive it continues), then those published after it,
 * oldest first; at most `count`. Because an article's list reaches back in time, publishing a new
 * article changes almost no other article's list (only where too few earlier ones exist), so
 * publishing stays cheap however many articles there are. Order of equal dates: by slug
 * ({@link compareNewestFirst}). Pure: the server (server/publishing/blog-data.ts, in SQL too) and
 * the tests pick with it alike.
 */
export function pickRelated<T extends Pick<BlogPostRecord, 'slug' | 'language' | 'publishedAt' | 'tags'>>(
  post: Pick<BlogPostRecord, 'slug' | 'language' | 'tags' | 'publishedAt'>,
  candidates: readonly T[],
  count = BLOG_RELATED_COUNT,
): T[] {
  const limit = Math.max(0, count);
  const tags = new Set(post.tags ?? []);
  const postTime = timeOf(post.publishedAt);
  // The best `limit` so far, best first: one pass, as the server asks this of every page after a change.
  const best: Ranked<T>[] = [];
  for (const candidate of candidates) {
    if (limit === 0 || candidate.language !== post.language || candidate.slug === post.slug) continue;
    const own = candidate.tags ?? [];
    let shared = 0;
    for (let index = 0; index < own.length; index++) if (tags.has(own[index]) && own.indexOf(own[index]) === index) shared++;
    const time = timeOf(candidate.publishedAt);
    // Published before `post` in the list's order (older, or the same date and a later slug).
    const ranked = { candidate, shared, time, earlier: time < postTime || (time === postTime && post.slug < candidate.slug) };
    if (best.length === limit && rankOrder(ranked, best[limit - 1]) >= 0) continue;
    let at = best.length;
    while (at > 0 && rankOrder(ranked, best[at - 1]) < 0) at--;
    best.splice(at, 0, ranked);
    if (best.length > limit) best.pop();
  }
  return best.map(({ candidate }) => candidate);
}

/** A candidate of {@link pickRelated} with what ranks it. */
interface Ranked<T> {
  candidate: T;
  shared: number;
  time: number;
  earlier: boolean;
}

const timeOf = (value: string | Date) => (typeof value === 'string' ? Date.parse(value) : value.getTime());
const bySlug = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** {@link pickRelated}'s order: negative when `a` comes before `b`. */
function rankOrder<T extends Pick<BlogPostRecord, 'slug'>>(a: Ranked<T>, b: Ranked<T>): number {
  if (a.shared !== b.shared) return b.shared - a.shared;
  if (a.earlier !== b.earlier) return a.earlier ? -1 : 1;
  // The earlier ones newest first (the list's order), the later ones oldest first (its reverse).
  return a.earlier ? b.time - a.time || bySlug(a.candidate.slug, b.candidate.slug) : a.time - b.time || bySlug(b.candidate.slug, a.candidate.slug);
}

/** The list answer for one page of records that are already ordered and cut to the page. */
export function blogListBody(pageRecords: readonly ListRecord[], totalCount: number, currentPage: number, pageSize: number): BlogList {
  return {
    items: pageRecords.map(listItem),
    current_page: currentPage,
    page_size: pageSize,
    total_count: totalCount,
    total_pages: Math.ceil(totalCount / pageSize),
    total_exact: true,
  };
}

/**
 * The article answer for `record`, given the languages the same slug exists in (any order) and
 * its related articles, already picked ({@link pickRelated}) and in order.
 */
export function blogPostBody(record: BlogPostRecord, languages: readonly string[], related: readonly ListRecord[] = []): BlogPost {
  return {
    slug: record.slug,
    language: record.language,
    title: record.title,
    summary: record.summary,
    html: record.html,
    author: record.author,
    publishedAt: iso(record.publishedAt),
    cover: record.cover,
    seoTitle: record.seoTitle ?? null,
    seoDescription: record.seoDescription ?? null,
    tags: [...(record.tags ?? [])],
    alternates: LANGUAGE_CODES.filter((code) => languages.includes(code)),
    related: related.map(listItem),
  };
}

/** The list answer computed from every record (what the API answers for the same query). */
export function blogListFrom(records: readonly BlogPostRecord[], language: string, currentPage: number, pageSize: number): BlogList {
  const inLanguage = records.filter((record) => record.language === language).sort(compareNewestFirst);
  const offset = (currentPage - 1) * pageSize;
  return blogListBody(inLanguage.slice(offset, offset + pageSize), inLanguage.length, currentPage, pageSize);
}

/** The article answer computed from every record; undefined where the API answers 404. */
export function blogPostFrom(records: readonly BlogPostRecord[], slug: string, language: string): BlogPost | undefined {
  const translations = records.filter((record) => record.slug === slug);
  const record = translations.find((translation) => translation.language === language);
  return record && blogPostBody(record, translations.map((translation) => translation.language), pickRelated(record, records));
}

/** Address of a list page. */
export const blogListUrl = (language: LanguageCode, page: number, pageSize = BLOG_PAGE_SIZE) =>
  `${BLOG_API}?language=${language}&current_page=${page}&page_size=${pageSize}`;

/** Address of an article. */
export const blogPostUrl = (language: LanguageCode, slug: string) => `${BLOG_API}/${encodeURIComponent(slug)}?language=${language}`;

/** Initial-data key of a list page (of {@link BLOG_PAGE_SIZE}). */
export const blogListKey = (language: LanguageCode, page: number) => `blog:list:${language}:${page}`;

/** Initial-data key of an article. */
export const blogPostKey = (language: LanguageCode, slug: string) => `blog:post:${language}:${slug}`;
