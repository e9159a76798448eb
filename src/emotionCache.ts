import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * Attribute of the `<style>` tags holding a server-rendered page's critical CSS:
 * `data-emotion-ssr="css <id> <id> …"` (emotion's own `data-emotion` renamed, see
 * {@link createEmotionCache}).
 */
export const SERVER_STYLES_ATTRIBUTE = 'data-emotion-ssr';

/**
 * Emotion cache shared by the prerenderer and the browser (key `css`, so the class names are the
 * same on both sides).
 *
 * In a page the server rendered, the style rules it inlined are taken as inserted (their ids are
 * listed in {@link SERVER_STYLES_ATTRIBUTE}), so hydration inserts none of them again, and rules
 * the browser adds later go after them (emotion's `insertionPoint`), keeping the order their
 * precedence depends on. The tags carry that attribute rather than emotion's `data-emotion`
 * because emotion moves every `data-emotion` tag it finds (for each cache, including the default
 * one it creates on import), and moving a style tag makes the browser parse the page's CSS again
 * and restyle the whole page: hundreds of milliseconds on a phone. Elsewhere (no such tags) new
 * rules go first in `<head>`, before the site's own stylesheets.
 */
export function createEmotionCache(): EmotionCache {
  const serverTags = typeof document === 'undefined' ? [] : [...document.querySelectorAll<HTMLStyleElement>(`style[${SERVER_STYLES_ATTRIBUTE}]`)];
  const last = serverTags.at(-1);
  const cache = createCache(last ? { key: 'css', insertionPoint: last } : { key: 'css', prepend: true });
  for (const tag of serverTags) {
    const [key, ...ids] = (tag.getAttribute(SERVER_STYLES_ATTRIBUTE) ?? '').split(' ');
    if (key === 'css') for (const id of ids) cache.inserted[id] = true;
  }
  return cache;
}
