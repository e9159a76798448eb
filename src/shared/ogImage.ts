/**
 * Open Graph images (docs/decisions.md#visual-identity): every public page and article has a 1200 × 630 JPEG for link
 * previews under `/og/`, drawn by scripts/og-images.ts. Pages share one image per route (the
 * picture carries no words but the brand, so it serves all seven languages); articles have their
 * own from their cover.
 */

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

/** File name (without `.jpg`) of an unprefixed page path's image: `/` → `home`, `/services/custom` → `services-custom`. */
export function ogImageKey(path: string): string {
  if (path === '/') return 'home';
  const blog = /^\/blog\/([a-z0-9-]+)$/.exec(path);
  if (blog) return `blog-${blog[1]}`;
  return path.replace(/^\//, '').replace(/\//g, '-');
}

/** The image's address for an unprefixed page path. */
export const ogImagePath = (path: string) => `/og/${ogImageKey(path)}.jpg`;
