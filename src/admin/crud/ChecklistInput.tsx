/**
 * Many-to-many choices as a checklist in a scroll box (docs/requirements.md#r2: the user form's organisations
 * and roles) that works with thousands of records:
 * - the first request is the docs/requirements.md#r7 picker page (page 1, 100 items, empty
 *   search, by name), with a loading text meanwhile;
 * - a search field above the box asks the server (`search_term`, debounced) as the user types;
 * - scrolling to the end of the box (or the "Load more" button, for keyboards) loads the next
 *   page of 100 (react-admin's `useInfiniteGetList`);
 * - the chosen records are listed first, checked and by name, even when they are not among the
 *   loaded rows or the search's matches (react-admin's `useGetManyAggregate`: `POST /{name}/by-ids`).
 * A resource's own presentation of the choices (`children`, e.g. permissions grouped by
 * resource) reads them from react-admin's choices context: the loaded rows plus the chosen records.
 */
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode, type UIEvent } from 'react';
import SearchIcon from '@mui/icons-material/Search';
import {
  Box,
  Button,
  Checkbox,
  Divider,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  InputAdornment,
  LinearProgress,
  Skeleton,
  TextField,
  Typography,
} from '@mui/material';
import {
  ChoicesContextProvider,
  ValidationError,
  useDebouncedEvent,
  useGetManyAggregate,
  useInfiniteGetList,
  useInput,
  useLocaleState,
  useTranslate,
  useWrappedSource,
  type ChoicesContextValue,
  type Identifier,
  type RaRecord,
  type SortPayload,
  type Validator,
} from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { PICKER_DEBOUNCE_MS, PICKER_PAGE_SIZE, PICKER_SEARCH_MAX_LENGTH, PICKER_SORT, pickerFilterToQuery } from './pickers';
import type { ListMeta } from '../dataProviderTypes';
import { idsOf } from './writePayload';

/** The scroll box of a checklist (fixed height: long lists scroll inside, not the page). */
export const checklistBoxSx = {
  maxHeight: 220,
  overflowY: 'auto',
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  px: 1.5,
  py: 1,
} as const;

/** How close to the end of the box (pixels) scrolling asks for the next page. */
const LOAD_MORE_THRESHOLD = 48;

export interface ChecklistInputProps {
  /** Form field holding the selected ids. */
  source: string;
  /** Resource listed (`organisations`, `roles`). */
  reference: string;
  /** i18n key of the group label. */
  label: string;
  /** i18n key of the loading text (default `crud.checklist.loading`). */
  loadingText?: string;
  /** i18n key shown when there is nothing to choose (default `crud.checklist.empty`). */
  emptyText?: string;
  /** Field of a choice shown beside its checkbox (default `name`), or a function of the record. */
  optionText?: string | ((record: RaRecord) => string);
  /** Order of the choices (default by name). */
  sort?: SortPayload;
  /** Fixed filters of the choices (e.g. `{isActive: true}`), beside the search. */
  filter?: Record<string, unknown>;
  /** Whether the search field is offered (default true). */
  searchable?: boolean;
  validate?: Validator | Validator[];
  /** Height of the scroll box (default 220 px). */
  maxHeight?: number;
  /** Replaces the plain checkbox list (e.g. grouped choices); rendered once the choices are there. */
  children?: ReactNode;
}

const keyOf = (id: Identifier) => String(id);

const textOf = (record: RaRecord, optionText: ChecklistInputProps['optionText'] = 'name'): string =>
  typeof optionText === 'function' ? optionText(record) : String(record[optionText] ?? '');

/** The interface language's number format (5 000, 5,000, 5.000); English for an unknown language. */
function numberFormatOf(locale: string): Intl.NumberFormat {
  try {
    return new Intl.NumberFormat(locale);
  } catch {
    return new Intl.NumberFormat('en');
  }
}

/** Formats a number in the interface language. */
function useNumberFormat(): (value: number) => string {
  const [locale] = useLocaleState();
  const format = useMemo(() => numberFormatOf(locale), [locale]);
  return (value: number) => format.format(value);
}

interface ChecklistData {
  /** Records of the loaded pages, in the server's order. */
  rows: RaRecord[];
  /** Ids listed first: the chosen ones (kept there, checked or not, until the search changes). */
  topIds: Identifier[];
  /** Records of `topIds` known so far, by id. */
  topRecords: Map<string, RaRecord>;
  /** Whether the chosen records' names are still on their way. */
  topPending: boolean;
  total: number | undefined;
  hasNextPage: boolean;
  loadMore: () => void;
  isFetchingNextPage: boolean;
  /** A new search is on its way (the previous rows stay meanwhile). */
  searching: boolean;
  term: string;
}

/**
 * The checkboxes: the chosen records first, then the loaded rows, a "Load more" button while
 * the server has more; writes the chosen ids to `source`. After "Load more", the focus moves to
 * the first new row.
 */
function ChecklistOptions({
  source,
  validate,
  optionText,
  emptyText,
  data,
}: {
  source: string;
  validate?: Validator | Validator[];
  optionText?: ChecklistInputProps['optionText'];
  emptyText?: string;
  data: ChecklistData;
}) {
  const translate = useTranslate();
  const { field, fieldState } = useInput({ source, validate });
  const chosen = useMemo(() => new Set(idsOf(field.value).map(keyOf)), [field.value]);
  const listRef = useRef<HTMLDivElement>(null);
  const focusFrom = useRef<number | null>(null);
  const top = new Set(data.topIds.map(keyOf));
  const rest = data.rows.filter((record) => !top.has(keyOf(record.id)));

  useEffect(() => {
    if (focusFrom.current === null || rest.length <= focusFrom.current) return;
    const input = listRef.current?.querySelector<HTMLInputElement>(`input[data-row="${focusFrom.current}"]`);
    focusFrom.current = null;
    input?.focus();
  }, [rest.length]);

  const toggle = (id: Identifier, checked: boolean) => {
    const ids = idsOf(field.value);
    field.onChange(checked ? [...ids.filter((other) => keyOf(other) !== keyOf(id)), id] : ids.filter((other) => keyOf(other) !== keyOf(id)));
  };
  const option = (id: Identifier, text: ReactNode, row?: number) => (
    <FormControlLabel
      key={keyOf(id)}
      sx={{ display: 'flex', mr: 0, alignItems: 'flex-start', '& .MuiFormControlLabel-label': { pt: '9px', overflowWrap: 'anywhere' } }}
      control={
        <Checkbox
          checked={chosen.has(keyOf(id))}
          onChange={(event) => toggle(id, event.target.checked)}
          onBlur={field.onBlur}
          slotProps={{ input: row === undefined ? undefined : ({ 'data-row': row } as Record<string, unknown>) }}
        />
      }
      label={text}
    />
  );

  const nothingAtAll = !data.term && data.rows.length === 0 && data.topIds.length === 0;
  return (
    <>
      <Box ref={listRef} sx={{ display: 'flex', flexDirection: 'column' }}>
        {data.topIds.map((id) => {
          const record = data.topRecords.get(keyOf(id));
          if (record) return option(id, textOf(record, optionText));
          return option(id, data.topPending ? <Skeleton width={160} aria-label={translate('crud.checklist.loading')} /> : `#${id}`);
        })}
        {data.topIds.length > 0 && rest.length > 0 ? <Divider sx={{ my: 0.5 }} /> : null}
        {rest.map((record, row) => option(record.id, textOf(record, optionText), row))}
        {nothingAtAll ? (
          <Typography variant="body2" color="text.secondary">
            {translate(emptyText ?? 'crud.checklist.empty')}
          </Typography>
        ) : null}
        {data.term && data.rows.length === 0 && !data.searching ? (
          <Typography variant="body2" color="text.secondary" sx={{ py: 0.5 }}>
            {translate('crud.checklist.noMatches', { term: data.term })}
          </Typography>
        ) : null}
        {data.hasNextPage ? (
          <Box sx={{ pt: 0.5 }}>
            <Button
              size="small"
              disabled={data.isFetchingNextPage || data.searching}
              onClick={() => {
                focusFrom.current = rest.length;
                data.loadMore();
              }}
            >
              {translate(data.isFetchingNextPage ? 'crud.checklist.loadingMore' : 'crud.checklist.loadMore')}
            </Button>
          </Box>
        ) : null}
      </Box>
      {fieldState.error?.message ? (
        <FormHelperText error>
          <ValidationError error={fieldState.error.message} />
        </FormHelperText>
      ) : null}
    </>
  );
}

/**
 * A checklist of records of `reference` whose ids the form field `source` holds (see the module's
 * comment); `useInfiniteGetList` reads on past an estimated total through the dataProvider's `pageInfo`.
 */
export function ChecklistInput({
  source,
  reference,
  label,
  loadingText,
  emptyText,
  optionText = 'name',
  sort = PICKER_SORT,
  filter,
  searchable = true,
  validate,
  maxHeight,
  children,
}: ChecklistInputProps) {
  const translate = useTranslate();
  const formatNumber = useNumberFormat();
  const { getValues } = useFormContext();
  const finalSource = useWrappedSource(source);
  const value: unknown = useWatch({ name: finalSource });
  const selectedIds = useMemo(() => idsOf(value), [value]);

  // What the field shows at once, and the search the server was asked (after the pause).
  const [text, setText] = useState('');
  const [term, setTerm] = useState('');
  // The chosen ids listed first: taken when the search changes, so that (un)checking a box
  // never moves it under the pointer or the keyboard focus; with the records already on screen
  // (named at once, without waiting for by-ids).
  const [pinned, setPinned] = useState<{ ids: Identifier[]; known: RaRecord[] }>(() => ({ ids: selectedIds, known: [] }));

  const listFilter = useMemo(() => ({ ...filter, ...(term ? { q: term } : {}) }), [filter, term]);
  const list = useInfiniteGetList(
    reference,
    { pagination: { page: 1, perPage: PICKER_PAGE_SIZE }, sort, filter: listFilter },
    // The previous search's rows stay on screen while the next one is on its way.
    { placeholderData: (previous) => previous, retry: false },
  );
  const rows = useMemo(() => list.data?.pages.flatMap((page) => page.data) ?? [], [list.data]);
  const rowKeys = useMemo(() => new Set(rows.map((record) => keyOf(record.id))), [rows]);

  // Chosen ids set from outside (a form reset) that are neither pinned nor loaded join the top.
  const pinnedKeys = new Set(pinned.ids.map(keyOf));
  const topIds = [...pinned.ids, ...selectedIds.filter((id) => !pinnedKeys.has(keyOf(id)) && !rowKeys.has(keyOf(id)))];
  const chosenRecords = useGetManyAggregate(reference, { ids: topIds }, { enabled: topIds.length > 0, placeholderData: (previous) => previous });
  const topRecords = useMemo(() => {
    const known = new Map<string, RaRecord>();
    for (const record of pinned.known) known.set(keyOf(record.id), record);
    for (const record of rows) known.set(keyOf(record.id), record);
    for (const record of chosenRecords.data ?? []) if (record) known.set(keyOf(record.id), record);
    return known;
  }, [pinned.known, rows, chosenRecords.data]);

  const applySearch = (next: string) => {
    const nextTerm = pickerFilterToQuery(next).q ?? '';
    if (nextTerm === term) return;
    const ids = idsOf(getValues(finalSource));
    setPinned({ ids, known: ids.map((id) => topRecords.get(keyOf(id))).filter((record): record is RaRecord => !!record) });
    setTerm(nextTerm);
  };
  const debouncedSearch = useDebouncedEvent(applySearch, PICKER_DEBOUNCE_MS);

  const searching = list.isPlaceholderData || (list.isFetching && !list.isFetchingNextPage && !list.isPending);
  const hasNextPage = !!list.hasNextPage && !list.isPlaceholderData;
  const { fetchNextPage, isFetchingNextPage } = list;
  const loadMore = () => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  };
  const onScroll = (event: UIEvent<HTMLElement>) => {
    const box = event.currentTarget;
    if (box.scrollTop + box.clientHeight >= box.scrollHeight - LOAD_MORE_THRESHOLD) loadMore();
  };

  const groupLabel = translate(label, { _: label });
  const data: ChecklistData = {
    rows,
    topIds,
    topRecords,
    topPending: chosenRecords.isPending && topIds.some((id) => !topRecords.has(keyOf(id))),
    total: list.total,
    hasNextPage,
    loadMore,
    isFetchingNextPage,
    searching,
    term,
  };

  let body: ReactNode;
  if (list.isPending) {
    body = (
      <Typography variant="body2" color="text.secondary" role="status">
        {translate(loadingText ?? 'crud.checklist.loading')}
      </Typography>
    );
  } else if (list.error && rows.length === 0) {
    body = (
      <Typography variant="body2" color="error" sx={{ whiteSpace: 'pre-line' }}>
        {list.error.message}
      </Typography>
    );
  } else if (children) {
    body =
      rows.length === 0 && !term && topIds.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate(emptyText ?? 'crud.checklist.empty')}
        </Typography>
      ) : (
        children
      );
  } else {
    body = <ChecklistOptions source={source} validate={validate} optionText={optionText} emptyText={emptyText} data={data} />;
  }

  const chosenList = topIds.map((id) => topRecords.get(keyOf(id))).filter((record): record is RaRecord => !!record);
  const choices = {
    allChoices: [...chosenList, ...rows.filter((record) => !topIds.some((id) => keyOf(id) === keyOf(record.id)))],
    availableChoices: rows,
    selectedChoices: chosenList,
    error: list.error ?? chosenRecords.error ?? null,
    isFetching: list.isFetching || chosenRecords.isFetching,
    isLoading: list.isLoading,
    isPending: list.isPending,
    isPaused: list.isPaused,
    isPlaceholderData: list.isPlaceholderData,
    total: list.total,
    hasNextPage,
    hasPreviousPage: false,
    page: 1,
    perPage: PICKER_PAGE_SIZE,
    sort,
    filter: filter ?? {},
    filterValues: term ? { q: term } : {},
    displayedFilters: {},
    resource: reference,
    source,
    isFromReference: true,
    refetch: () => void list.refetch(),
    setFilters: (values: { q?: string }) => {
      setText(values.q ?? '');
      applySearch(values.q ?? '');
    },
    setPage: () => loadMore(),
    setPerPage: () => undefined,
    setSort: () => undefined,
    showFilter: () => undefined,
    hideFilter: () => undefined,
  } as unknown as ChoicesContextValue;

  const shown = rows.length;
  // The planner's estimate (large lists) reads "about"; it stays an estimate until the last page.
  const totalExact = (list.data?.pages[0]?.meta as Partial<ListMeta> | undefined)?.totalExact !== false;
  const status = [
    translate('crud.checklist.selected', { smart_count: selectedIds.length, number: formatNumber(selectedIds.length) }),
    // While the server has more: how many of how many (an estimate never below what is shown).
    !list.isPending && list.total !== undefined && list.hasNextPage
      ? translate(totalExact ? 'crud.checklist.shown' : 'crud.checklist.shownAbout', { shown: formatNumber(shown), total: formatNumber(Math.max(list.total, shown)) })
      : null,
  ]
    .filter(Boolean)
    .join(' · ');

  return (
    <FormControl component="fieldset" fullWidth margin="dense">
      <FormLabel component="legend">{groupLabel}</FormLabel>
      {searchable ? (
        <TextField
          type="search"
          size="small"
          margin="dense"
          fullWidth
          autoComplete="off"
          label={translate('crud.checklist.search', { name: groupLabel })}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            debouncedSearch(event.target.value);
          }}
          onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
            // Enter searches at once instead of submitting the form.
            if (event.key === 'Enter') {
              event.preventDefault();
              applySearch(text);
            }
          }}
          slotProps={{
            htmlInput: { maxLength: PICKER_SEARCH_MAX_LENGTH },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      ) : null}
      <Box sx={{ height: 2 }}>{searching ? <LinearProgress sx={{ height: 2 }} /> : null}</Box>
      <Box
        role="group"
        aria-label={groupLabel}
        aria-busy={searching || isFetchingNextPage}
        onScroll={onScroll}
        sx={{ ...checklistBoxSx, ...(maxHeight ? { maxHeight } : {}), ...(searching ? { opacity: 0.7 } : {}) }}
      >
        <ChoicesContextProvider value={choices}>{body}</ChoicesContextProvider>
      </Box>
      {list.isPending ? null : (
        <Typography variant="caption" color="text.secondary" role="status" aria-live="polite" sx={{ mt: 0.5 }}>
          {status}
        </Typography>
      )}
      {list.error && rows.length > 0 ? (
        <Typography variant="caption" color="error" sx={{ whiteSpace: 'pre-line' }}>
          {list.error.message}
        </Typography>
      ) : null}
    </FormControl>
  );
}
