/**
 * Data a prerendered page was rendered with, handed to the browser so that its first render
 * (hydration) produces the same markup: scripts/prerender.ts passes it to `render()` and embeds
 * it as `<script id="initial-data" type="application/json">`; src/main.tsx reads it back.
 */
import { createContext } from 'react';

/** Key → JSON answer, e.g. `blog:list:sr:1` → the first page of the Serbian blog list. */
export type InitialData = Record<string, unknown>;

/** Initial data of the page being rendered; empty when there is none. */
export const InitialDataContext = createContext<InitialData>({});

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

/** The initial data embedded in `doc`, or an empty record when there is none or it is unreadable. */
export function readInitialData(doc: Document): InitialData {
  const text = doc.getElementById(INITIAL_DATA_SCRIPT_ID)?.textContent;
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as InitialData) : {};
  } catch {
    return {};
  }
}
