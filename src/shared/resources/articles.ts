/**
 * Blog articles (docs/decisions.md#publishing): one slug with a version per language, each with
 * its own status (draft, scheduled, published, withdrawn). Staff with `articles.update` write
 * the versions; `articles.publish` puts them on the public site (`POST /articles/publish`,
 * `POST /articles/unpublish`) and is also needed to change a version that is published. A
 * changed slug keeps the old address as a 301 redirect.
 */
import { BLOG_PAGE_SIZE, BLOG_PATH } from '../blog';
import { ARTICLE_STATUSES } from '../enums';
import type { LanguageCode } from '../languages';
import { defineResource } from '../resource';

/** The written fields of one language version, as `POST`/`PUT /articles` take them (the API and the editor). */
export interface ArticleVersionWrite {
  language: LanguageCode;
  title: string;
  summary: string;
  body: string;
  seoTitle?: string | null;
  seoDescription?: string | null;
}

const V = 'resources.articles.validation';

/** Longest title and SEO title (characters); search engines show about {@link SEO_TITLE_ADVICE}. */
export const MAX_ARTICLE_TITLE_LENGTH = 200;
/** Longest summary and SEO description (characters). */
export const MAX_ARTICLE_SUMMARY_LENGTH = 500;
/** Longest Markdown body (characters). */
export const MAX_ARTICLE_BODY_LENGTH = 100_000;
/** Characters of a title a search result shows before cutting it (the editor's counter warns above). */
export const SEO_TITLE_ADVICE = 60;
/** Characters of a description a search result shows before cutting it. */
export const SEO_DESCRIPTION_ADVICE = 160;
/** Most tags of one article, and the longest tag. */
export const MAX_ARTICLE_TAGS = 20;
export const MAX_ARTICLE_TAG_LENGTH = 40;
/** A tag: lower-case words of letters or digits (any script) joined by single hyphens (`?tag=` filters by one). */
export const ARTICLE_TAG_PATTERN = '^[\\p{Ll}\\p{Lo}\\p{N}]+(-[\\p{Ll}\\p{Lo}\\p{N}]+)*$';
/** An article's slug: lower-case letters, digits and single hyphens (the public URL /blog/<slug>). */
export const ARTICLE_SLUG_PATTERN = '^[a-z0-9]+(-[a-z0-9]+)*$';
export const MAX_ARTICLE_SLUG_LENGTH = 120;

export const articlesDefinition = defineResource({
  name: 'articles',
  actions: ['read', 'create', 'update', 'delete'],
  extraActions: ['publish'],
  capabilities: { softDelete: true },
  // The blog: /blog, a page of six at a time, and /blog/<slug> per language version.
  publishing: { path: BLOG_PATH, pageSize: BLOG_PAGE_SIZE },
  search: ['slug'],
  filters: ['authorId'],
  sort: ['updatedAt', 'slug', 'createdAt', 'id'],
  defaultSortOrder: 'desc',
  fields: {
    id: { kind: 'id' },
    slug: {
      kind: 'code',
      create: 'required',
      update: 'optional',
      rules: { minLength: 1, maxLength: MAX_ARTICLE_SLUG_LENGTH, pattern: ARTICLE_SLUG_PATTERN, message: `${V}.slug` },
    },
    authorId: { kind: 'reference', reference: 'users', nullable: true, create: 'optional', update: 'optional' },
    /** The byline: the author's full name, else the name the article came with. */
    byline: { kind: 'text', nullable: true },
    /** Lower-case words; the list can be filtered by one (`?tag=`). */
    tags: { kind: 'custom', create: 'optional', update: 'optional' },
    coverMediaId: { kind: 'reference', reference: 'media', nullable: true, create: 'optional', update: 'optional' },
    /**
     * The language versions: written as [{language, title, summary, body, seoTitle, seoDescription}]
     * (a PUT's list is the whole set: a version left out is removed), answered with their
     * status, publishAt and publishedAt.
     */
    translations: { kind: 'custom', create: 'required', update: 'optional' },
    createdAt: { kind: 'datetime' },
    updatedAt: { kind: 'datetime' },
    deletedAt: { kind: 'datetime', nullable: true },
  },
});

export { ARTICLE_STATUSES };
