/**
 * The admin's autocomplete pickers of references (one record, or several), used by generated
 * forms (fieldInputs.tsx) and by screens of their own: react-admin's `ReferenceInput` +
 * `AutocompleteInput` and `ReferenceArrayInput` + `AutocompleteArrayInput` on the paged
 * endpoints with the picker parameters of pickers.ts (page 1 of 100 by name, then what the
 * user types as the server's `search_term` after a pause). The chosen record is always shown by
 * name, even outside the page, because react-admin reads it with `getMany` (`POST /{name}/by-ids`).
 */
import {
  AutocompleteArrayInput,
  AutocompleteInput,
  ReferenceArrayInput,
  ReferenceInput,
  type AutocompleteArrayInputProps,
  type AutocompleteInputProps,
  type RaRecord,
  type SortPayload,
} from 'react-admin';
import { PICKER_DEBOUNCE_MS, PICKER_PAGE_SIZE, PICKER_SORT, pickerFilterToQuery } from './pickers';

interface PickerReference {
  /** Form field holding the id (or ids). */
  source: string;
  /** Resource the choices come from (`users`, `organisations`, `modules`). */
  reference: string;
  /** Order of the choices (default by name). */
  sort?: SortPayload;
  /** Fixed filters of the choices (e.g. `{isActive: true}`), beside the search. */
  filter?: Record<string, unknown>;
  /** react-admin query options of the list (e.g. `meta`). */
  queryOptions?: Record<string, unknown>;
}

export type ReferencePickerProps = PickerReference & Omit<AutocompleteInputProps<RaRecord>, 'source' | 'filter'>;
export type ReferenceArrayPickerProps = PickerReference & Omit<AutocompleteArrayInputProps<RaRecord>, 'source' | 'filter'>;

/** One record of `reference`, chosen by typing (server search) in an autocomplete; the form's `source` holds its id. */
export function ReferencePicker({ source, reference, sort = PICKER_SORT, filter, queryOptions, ...input }: ReferencePickerProps) {
  return (
    <ReferenceInput source={source} reference={reference} perPage={PICKER_PAGE_SIZE} sort={sort} filter={filter} queryOptions={queryOptions}>
      <AutocompleteInput filterToQuery={pickerFilterToQuery} debounce={PICKER_DEBOUNCE_MS} {...input} />
    </ReferenceInput>
  );
}

/** Several records of `reference`, chosen by typing (server search) in an autocomplete with chips; the form's `source` holds their ids. */
export function ReferenceArrayPicker({ source, reference, sort = PICKER_SORT, filter, queryOptions, ...input }: ReferenceArrayPickerProps) {
  return (
    <ReferenceArrayInput source={source} reference={reference} perPage={PICKER_PAGE_SIZE} sort={sort} filter={filter} queryOptions={queryOptions}>
      <AutocompleteArrayInput filterToQuery={pickerFilterToQuery} debounce={PICKER_DEBOUNCE_MS} {...input} />
    </ReferenceArrayInput>
  );
}
