/**
 * A published collection (docs/decisions.md#publishing): what the publisher
 * (./publisher.ts) needs of a resource whose definition declares `publishing`
 * (src/shared/resource.ts PublishingDefinition) to render its public pages — the data each list
 * page and each record's page embeds, which records are published in which languages, which
 * other records' pages show a record (a related list) and the picture its Open Graph image is
 * cut from. Everything else — addresses, rendering, storing, the render queue, sitemap.xml, Open
 * Graph images, the lists' later pages, the filtered lists, the other pages showing the records —
 * is the publisher's, the same for every collection.
 */
import type { BlogCover } from '../../src/shared/blog';
import type { InitialData } from '../../src/shared/initialData';
import type { LanguageCode } from '../../src/shared/languages';
import type { PublishingDefinition } from '../../src/shared/resource';
import type { Database } from '../db/client';

/** A published record: its slug, the languages it is published in (LANGUAGE_CODES order) and when it last changed. */
export interface PublishedRecord {
  slug: string;
  languages: LanguageCode[];
  updatedAt: Date;
  /** Its values of the list's filter fields (PublishingDefinition.listFilters), by field: the filtered lists it is in. */
  filterValues?: Readonly<Record<string, readonly string[]>>;
}

/** A list filtered by one value of a filter field (PublishingDefinition.listFilters). */
export interface ListFilter {
  field: string;
  value: string;
}

/** One page of a collection's list in one language, as its page embeds it. */
export interface ListPage {
  /** The page's data under the key its page component reads (src/site/data/initialData.ts). */
  initialData: InitialData;
  /** How many pages the list has in this language. */
  totalPages: number;
}

/** A record's page in one language. */
export interface DetailPage {
  /** The record's slug (its page is `{path}/{slug}`). */
  slug: string;
  /** The page's data under the key its page component reads. */
  initialData: InitialData;
  /** The languages the record's page exists in (hreflang alternates); none means only this one. */
  alternates: LanguageCode[];
  /** The record's picture: preloaded at high priority, and the Open Graph image's source. */
  cover: Pick<BlogCover, 'src' | 'sources'> | null;
  /** The slugs of the collection's other records the page lists (its related ones): it is rendered again after they change. */
  shows: string[];
  /** The page's schema.org structured data (JSON-LD in its head), given the site's brand name in the page's language. */
  structuredData?: (brandName: string) => Record<string, unknown>;
}

/** A resource's public pages (see the module comment). */
export interface PublishedCollection {
  /** The resource (its definition's `name`): `/og/{resource}/{slug}.jpg` is its Open Graph image. */
  resource: string;
  publishing: PublishingDefinition;
  /** The values each filter field of `publishing.listFilters` may take (its definition's enum values), by field. */
  filterValues?: Readonly<Record<string, readonly string[]>>;
  /** Page `page` of the list in `lng`, only the records holding `filter`'s value when given (page 1 even when the list is empty). */
  listPage(db: Database, lng: LanguageCode, page: number, filter?: ListFilter): Promise<ListPage>;
  /** The page of the record `slug` in `lng`; undefined when it is not published in `lng`. */
  detailPage(db: Database, slug: string, lng: LanguageCode): Promise<DetailPage | undefined>;
  /** The published records (only `slugs` when given), newest first. */
  published(db: Database, slugs?: readonly string[]): Promise<PublishedRecord[]>;
  /**
   * The other records' pages that show any of `slugs` now (a related list); they are rendered
   * again after those change (the pages that showed them before are known from what was stored:
   * {@link DetailPage.shows}).
   */
  pagesShowing(db: Database, slugs: readonly string[]): Promise<{ slug: string; language: LanguageCode }[]>;
  /**
   * The uploaded picture the Open Graph image of the published record `slug` is cut from: its
   * bytes, null when it has none (the build's drawing or a generated one is used), undefined when
   * the record is not published.
   */
  ogSource(db: Database, slug: string): Promise<Buffer | null | undefined>;
  /**
   * Records that became public or stopped being public with time alone (a moment of their own
   * passed: an opening shown from a date, or closed after one) after `since` and at or before
   * `until`: the publisher's scheduler renders their pages again. Absent when only writes
   * change what is public.
   */
  changedBetween?(db: Database, since: Date, until: Date): Promise<string[]>;
  /**
   * The published records whose pages show records `ids` of `resource` (a case study's
   * testimonial, logo or cover): they are rendered again after those change. Absent when the
   * pages show no other resource's records.
   */
  referencing?(db: Database, resource: string, ids: readonly number[]): Promise<string[]>;
  /**
   * The data page `path` (one of the definition's `publishing.shownOn`, unprefixed) embeds of the
   * collection in `lng`: the home page's featured records, a service's own.
   */
  shownOn?(db: Database, lng: LanguageCode, path: string): Promise<InitialData>;
}
