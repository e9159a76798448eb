/**
 * How reference pickers (form inputs and list filters) fetch their choices: the first page of
 * up to 100 records by name with an empty search (docs/requirements.md#r7: R7.6, #r9: R9.2),
 * then what the user types as the server's `search_term` (the dataProvider sends the `q`
 * filter as `search_term`), and further pages of the same size on request.
 */
import { MAX_PAGE_SIZE } from '../../shared/api';

/** Picker page size (docs/requirements.md#r9: pickers fetch up to 100 items on page 1). */
export const PICKER_PAGE_SIZE = MAX_PAGE_SIZE;

/** Pickers list their choices by name. */
export const PICKER_SORT = { field: 'name', order: 'ASC' } as const;

/** How long a picker waits after the last keystroke before it asks the server (milliseconds). */
export const PICKER_DEBOUNCE_MS = 300;

/** The longest search the API accepts (`search_term` maxLength on every paged endpoint). */
export const PICKER_SEARCH_MAX_LENGTH = 200;

/**
 * The list filter of a picker's search text: `{q}` with the text trimmed (the server's
 * `search_term`), or no filter at all for blank text, so that an empty search is the same
 * request (and cache entry) as the first page. react-admin's `filterToQuery` for autocompletes.
 */
export function pickerFilterToQuery(searchText: string | null | undefined): { q?: string } {
  const term = (searchText ?? '').trim().slice(0, PICKER_SEARCH_MAX_LENGTH);
  return term ? { q: term } : {};
}
