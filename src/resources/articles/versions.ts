/**
 * An article's language versions as the back office reads them (src/shared/resources/articles.ts;
 * docs/decisions.md#publishing): the version a list names the article by, the colour of each
 * status, the label keys of languages and statuses. Light: the list and the details page use it.
 */
import type { ArticleStatus } from '../../shared/enums';
import { ARTICLE_STATUSES } from '../../shared/enums';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from '../../shared/languages';
import type { ArticleVersionWrite } from '../../shared/resources/articles';

/** One language version as `GET /articles/{id}` answers it (written fields plus its state). */
export interface ArticleVersion extends ArticleVersionWrite {
  /** Absent on a version added in the form and not saved yet. */
  status?: ArticleStatus;
  publishAt?: string | null;
  publishedAt?: string | null;
  updatedAt?: string;
}

/** What the screens read of an article. */
export interface ArticleRecord {
  id: number;
  slug: string;
  authorId: number | null;
  byline: string | null;
  tags: string[];
  coverMediaId: number | null;
  translations: ArticleVersion[];
  createdAt: string;
  updatedAt: string;
  deletedAt: string | null;
}

/** The versions of a record (none when it has no list). */
export const versionsOf = (record: { translations?: unknown; [key: string]: unknown } | undefined): ArticleVersion[] =>
  Array.isArray(record?.translations) ? (record.translations as ArticleVersion[]) : [];

/** The version an article is named by: English, else the first. */
export function mainVersion(record: { translations?: unknown; [key: string]: unknown } | undefined): ArticleVersion | undefined {
  const versions = versionsOf(record);
  return versions.find((version) => version.language === DEFAULT_LANGUAGE) ?? versions[0];
}

/** The article's name in lists and titles: the main version's title, else its slug. */
export function articleTitle(record: { translations?: unknown; slug?: unknown; [key: string]: unknown } | undefined): string {
  return mainVersion(record)?.title || String(record?.slug ?? '');
}

/** Chip colour of each status: a draft is plain, scheduled waits, published is live, withdrawn was taken down. */
export const STATUS_COLOURS: Readonly<Record<ArticleStatus, 'default' | 'info' | 'success' | 'warning'>> = {
  draft: 'default',
  scheduled: 'info',
  published: 'success',
  withdrawn: 'warning',
};

/** i18n key of a status's name. */
export const statusLabel = (status: ArticleStatus) => `resources.articles.statuses.${status}`;

/** i18n key of a language's name in the admin's language. */
export const languageLabel = (language: string) => `resources.articles.languageNames.${language}`;

/** The status filter's and the language filter's choices. */
export const STATUS_CHOICES = ARTICLE_STATUSES.map((status) => ({ id: status, label: statusLabel(status) }));
export const LANGUAGE_CHOICES = LANGUAGE_CODES.map((language) => ({ id: language, label: languageLabel(language) }));
