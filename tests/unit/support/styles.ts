/**
 * The emotion cache key of styles inserted by a mount of the admin in a unit test
 * (tests/unit/admin/adminAt.tsx); tests/unit/setup.ts removes those style elements after each
 * test, so that the next test's document holds only its own styles.
 */
export const TEST_STYLES_KEY = 'rtl';

/** Removes the style elements of {@link TEST_STYLES_KEY} caches from the document. */
export function removeTestStyles(): void {
  for (const element of document.querySelectorAll(`style[data-emotion^="${TEST_STYLES_KEY} "], style[data-emotion="${TEST_STYLES_KEY}"]`)) element.remove();
}
