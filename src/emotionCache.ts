import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * Emotion cache shared by the prerenderer and the browser: the same key lets the browser adopt
 * the critical CSS the prerenderer inlined (`<style data-emotion="css …">`) instead of
 * inserting it again.
 */
export function createEmotionCache(): EmotionCache {
  return createCache({ key: 'css', prepend: true });
}
