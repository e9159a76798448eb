/**
 * Turns a declaration's filters into the list's filter inputs (search box, declared filters,
 * "show deleted"), and converts a date filter's picked day to and from the ISO date-time the
 * API filters by.
 */
import type { ReactElement } from 'react';
import { Tooltip } from '@mui/material';
import {
  AutocompleteInput,
  BooleanInput,
  NumberInput,
  ReferenceInput,
  SearchInput,
  SelectInput,
  TextInput,
  useChoicesContext,
  useGetRecordRepresentation,
  type RaRecord,
} from 'react-admin';
import { LocalizedDateInput } from './dateInputs';
import { PICKER_PAGE_SIZE, PICKER_SORT } from './pickers';
import type { FilterDeclaration, ResourceDeclaration } from './types';

/** The `include_deleted` filter of soft-deletable resources. */
export const INCLUDE_DELETED = 'include_deleted';

/** The key (and source) of the search box among the filter inputs. */
export const SEARCH_FILTER = 'q';

/** The list filter inputs of a declaration: the search box first, then declared filters, then "show deleted". */
export function renderFilters(declaration: ResourceDeclaration): ReactElement[] {
  const filters: ReactElement[] = [];
  if (declaration.searchable) {
    filters.push(<SearchInput key={SEARCH_FILTER} source={SEARCH_FILTER} alwaysOn />);
  }
  for (const filter of declaration.filters ?? []) filters.push(renderFilter(declaration.name, filter));
  if (declaration.capabilities?.softDelete) {
    // On phones the filters wrap to the column's edge: without MUI's -11 px the switch lines
    // up with the search box instead of sticking out of the window.
    filters.push(
      <BooleanInput
        key={INCLUDE_DELETED}
        source={INCLUDE_DELETED}
        label="crud.filters.includeDeleted"
        alwaysOn
        sx={{ '& .MuiFormControlLabel-root': { marginLeft: { xs: 0, sm: '-11px' } } }}
      />,
    );
  }
  return filters;
}

/** The filter's label key (`resources.<resource>.filters.<source>` unless declared). */
export function filterLabel(resource: string, filter: FilterDeclaration): string {
  return filter.label ?? `resources.${resource}.filters.${filter.source}`;
}

/**
 * An autocomplete over the reference's choices (named by `optionText`, else the target's record
 * representation) whose chosen name, when the box cuts it, is readable in a tooltip.
 */
function FilterAutocomplete({ label, optionText }: { label: string; optionText?: string | ((record: RaRecord) => string) }) {
  const { selectedChoices, resource } = useChoicesContext();
  const represent = useGetRecordRepresentation(resource);
  const chosen = selectedChoices?.[0] as RaRecord | undefined;
  const text = !chosen ? '' : typeof optionText === 'function' ? optionText(chosen) : optionText ? String(chosen[optionText] ?? '') : String(represent(chosen) ?? '');
  return (
    <Tooltip title={text} disableHoverListener={!text} disableFocusListener disableTouchListener={!text} placement="bottom-start">
      <span>
        <AutocompleteInput label={label} optionText={optionText} sx={{ minWidth: 220, maxWidth: 320 }} />
      </span>
    </Tooltip>
  );
}

function renderFilter(resource: string, filter: FilterDeclaration): ReactElement {
  const label = filterLabel(resource, filter);
  const common = { source: filter.source, label, alwaysOn: filter.alwaysOn };
  switch (filter.type) {
    case 'boolean':
      return (
        <SelectInput
          key={common.source}
          {...common}
          choices={[
            { id: 'true', name: 'ra.boolean.true' },
            { id: 'false', name: 'ra.boolean.false' },
          ]}
        />
      );
    case 'select':
      return <SelectInput key={common.source} {...common} choices={[...(filter.choices ?? [])]} optionText="label" optionValue="id" />;
    case 'reference':
      // The label sits on ReferenceInput too: the "Add filter" menu reads it there.
      return (
        <ReferenceInput
          key={filter.source}
          source={filter.source}
          label={label}
          reference={filter.reference ?? ''}
          perPage={PICKER_PAGE_SIZE}
          sort={filter.sort ?? PICKER_SORT}
          {...(filter.referenceFilter ? { filter: filter.referenceFilter } : {})}
          alwaysOn={filter.alwaysOn}
        >
          <FilterAutocomplete label={label} optionText={filter.optionText} />
        </ReferenceInput>
      );
    case 'date':
      return <LocalizedDateInput key={common.source} {...common} format={localDayOf} parse={filter.bound === 'end' ? endOfDay : startOfDay} sx={{ maxWidth: 200 }} />;
    case 'number':
      return <NumberInput key={common.source} {...common} min={1} step={1} sx={{ maxWidth: 160 }} />;
    case 'text':
      return <TextInput key={common.source} {...common} sx={{ maxWidth: 200 }} />;
  }
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The user's local day (`yyyy-mm-dd`) of an ISO date-time filter value, for the date picker. */
export function localDayOf(value: unknown): string {
  if (typeof value !== 'string' || !value) return '';
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A picked day (`yyyy-mm-dd`) as the ISO date-time of its first moment in the user's time zone ('' when cleared). */
export function startOfDay(day: string | null | undefined): string {
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return '';
  return new Date(`${day}T00:00:00`).toISOString();
}

/** A picked day (`yyyy-mm-dd`) as the ISO date-time of its last millisecond in the user's time zone ('' when cleared). */
export function endOfDay(day: string | null | undefined): string {
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return '';
  return new Date(`${day}T23:59:59.999`).toISOString();
}
