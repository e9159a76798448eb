/**
 * The data a prerendered page was rendered with, embedded in the page for hydration: its shape
 * and the `<script>` element that carries it, written by the build (scripts/prerender.ts) and the
 * server's publisher alike (server/publishing/page-document.ts). Browser-safe.
 */

/** Key → JSON answer, e.g. `blog:list:sr:1` → the first page of the Serbian blog list. */
export type InitialData = Record<string, unknown>;

/** Id of the script element carrying the initial data. */
export const INITIAL_DATA_SCRIPT_ID = 'initial-data';

/**
 * The `<script>` element embedding `data`. `<` is written as `\u003c` (still the same JSON), so
 * no `</script>` or `<!--` inside a value can end the element early.
 */
export function initialDataScript(data: InitialData): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  return `<script id="${INITIAL_DATA_SCRIPT_ID}" type="application/json">${json}</script>`;
}

