/**
 * Addresses of a publishable resource's list pages (src/shared/resource.ts PublishingDefinition,
 * docs/decisions.md#publishing): page 1 is the list's path, a later page `{path}?page=N`, its only
 * query. Shared by the site's list pages, the server that renders them and sitemap.xml.
 * Browser-safe: no Node APIs.
 */

/** A published record's slug (its page `{path}/<slug>`): lower-case letters, digits and single hyphens. */
export const SLUG_PATTERN = '^[a-z0-9]+(-[a-z0-9]+)*$';

/** The highest list page number an address may ask for (`?page=`); above it is page 1. */
export const MAX_LIST_PAGE = 10_000;

/** Unprefixed address of page `page` of the list at `path` (page 1 has no query). */
export const listPagePath = (path: string, page: number) => (page === 1 ? path : `${path}?page=${page}`);

/** `?page=`'s value as a list page number (1 … {@link MAX_LIST_PAGE}); anything else is page 1. */
export function listPageOf(value: string | null | undefined): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= MAX_LIST_PAGE ? page : 1;
}
