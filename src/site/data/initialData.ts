/**
 * Data a prerendered page was rendered with, handed to the browser so that its first render
 * (hydration) produces the same markup: scripts/prerender.ts passes it to `render()` and embeds
 * it as `<script id="initial-data" type="application/json">`; src/main.tsx reads it back.
 */
import { createContext } from 'react';
import { INITIAL_DATA_SCRIPT_ID, type InitialData } from '../../shared/initialData';

export { INITIAL_DATA_SCRIPT_ID, initialDataScript, type InitialData } from '../../shared/initialData';

/** Initial data of the page being rendered; empty when there is none. */
export const InitialDataContext = createContext<InitialData>({});

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
