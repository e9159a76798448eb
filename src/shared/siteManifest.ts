/**
 * What the build (scripts/prerender.ts) tells the server (server/plugins/static.ts) about the
 * prerendered site, in `<clientDir>/prerendered/site.json`: which origin it wrote into the
 * absolute URLs (canonical, hreflang, Open Graph, JSON-LD, sitemap.xml, robots.txt), which
 * routes the SPA shell serves, and where the not-found page of each language is. The server
 * replaces the build origin with its own PUBLIC_URL, so one build serves any origin.
 */

/**
 * The origin written into the build. `.invalid` is reserved (RFC 2606), so it cannot collide
 * with text of a page and never resolves if a page is ever served without the server.
 */
export const BUILD_ORIGIN = 'https://build-origin.invalid';

/** The manifest's file name, under `<clientDir>/prerendered/`. */
export const SITE_MANIFEST_FILE = 'site.json';

/** `<clientDir>/prerendered/site.json`. */
export interface SiteManifest {
  /** The origin written into the build's absolute URLs ({@link BUILD_ORIGIN}). */
  origin: string;
  /** Unprefixed paths of public routes that are not prerendered (the SPA shell renders them), e.g. `/login`. */
  shellRoutes: string[];
  /** Language code → file under `prerendered/` holding that language's not-found page (noindex). */
  notFound: Record<string, string>;
}
