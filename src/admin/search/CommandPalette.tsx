/**
 * The command palette of the back office (opened by ./GlobalSearch.tsx): one search box over
 * every resource whose definition names fields to search ({@link SEARCHED_RESOURCES}: users,
 * organizations, roles and emails first, then articles, contact messages, pictures, templates …).
 * It opens empty, offering the records the user opened lately (./recentRecords.ts). What is typed (two characters or more, after a short
 * pause) is sent to each resource's paged list as `search_term` (the `q` filter of the
 * dataProvider; docs/architecture.md#api-conventions), the first few matches of each, only of the
 * resources the user may list (react-admin's canAccess over the session's permissions; the API
 * checks them again). Results are grouped under the resources' translated names, those the user
 * opened lately first, under "Recently opened" with their kind on their second line; ↑ ↓ move,
 * Enter opens the record's details page, Esc closes.
 *
 * MUI's Autocomplete, always open, gives the keyboard handling and the listbox semantics
 * (combobox, grouped options); its list is drawn inside the dialog rather than in a popper.
 */
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Autocomplete, Box, Dialog, InputAdornment, TextField, Typography, type PopperProps } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useCanAccessResources, useDataProvider, useResourceDefinitions, useTranslate, type RaRecord, type SortPayload } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { adminNameOf } from '../../shared/resource';
import { RESOURCE_DEFINITIONS } from '../../shared/resources';
import { useSpecPaths } from '../crud/paths';
import { currentRecentRecordsKey, recentRecords, type RecentRecord } from './recentRecords';

/** A resource the palette searches: its list's order and a second line for each match. */
export interface SearchedResource {
  resource: string;
  sort: SortPayload;
  /** The match's second line; `primary` is its first (a second line never repeats it). */
  secondary: (record: RaRecord, primary?: string) => string | undefined;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : undefined);

/** The resources shown first, with their own order and second line. */
const FIRST: readonly SearchedResource[] = [
  { resource: 'users', sort: { field: 'lastName', order: 'ASC' }, secondary: (record) => text(record.email) },
  {
    resource: 'organisations',
    sort: { field: 'name', order: 'ASC' },
    secondary: (record) => [record.taxRegistrationNumber, record.city].filter((part) => text(part)).join(' · ') || undefined,
  },
  { resource: 'roles', sort: { field: 'name', order: 'ASC' }, secondary: (record) => text(record.description) },
  { resource: 'emails', sort: { field: 'createdAt', order: 'DESC' }, secondary: (record) => text(record.to) },
];

/** Searchable resources left to their own screens: the activity log (its entries would crowd every answer). */
const NOT_SEARCHED = new Set(['activity']);

/**
 * The resources searched, in the order their groups are shown: the four above, then every other
 * resource whose definition names fields to search (src/shared/resources, `search`) and that is
 * not a sub-collection, in the definitions' order, each in its list's default order with the
 * first searched field that says something other than the match's name as its second line.
 */
export const SEARCHED_RESOURCES: readonly SearchedResource[] = [
  ...FIRST,
  ...RESOURCE_DEFINITIONS.filter((definition) => definition.search?.length && !definition.parent && !NOT_SEARCHED.has(definition.name))
    .map((definition): SearchedResource => ({
      resource: adminNameOf(definition),
      sort: { field: definition.sort[0], order: definition.defaultSortOrder === 'desc' ? 'DESC' : 'ASC' },
      secondary: (record, primary) => definition.search!.map((field) => text(record[field])).find((value) => value !== undefined && value !== primary),
    }))
    .filter(({ resource }) => !FIRST.some((first) => first.resource === resource)),
];

/** Matches asked of each resource. */
export const RESULTS_PER_RESOURCE = 5;
/** Characters typed before anything is searched. */
export const MIN_TERM_LENGTH = 2;
/** The pause after typing before the search starts, in milliseconds. */
const TYPING_PAUSE_MS = 250;

/** One match as the palette lists it. */
export interface PaletteOption {
  resource: string;
  /** The resource's translated plural name (the group heading). */
  group: string;
  id: RaRecord['id'];
  primary: string;
  secondary?: string;
}

/** A record's name as its resource's `recordRepresentation` says (a field, or a function), else `#id`. */
export function representationText(representation: unknown, record: RaRecord): string {
  if (typeof representation === 'function') {
    const value: unknown = (representation as (record: RaRecord) => unknown)(record);
    if (typeof value === 'string' || typeof value === 'number') return String(value);
  } else if (typeof representation === 'string' && record[representation] != null) {
    return String(record[representation]);
  }
  return `#${record.id}`;
}

/** `value`, once it has stayed the same for `delay` ms. */
function useSettled<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

interface SearchState {
  term: string;
  options: PaletteOption[];
  /** Some resource's search failed (the others' matches are still shown). */
  failed: boolean;
}

/**
 * `options` with the records of `recent` (newest first) moved to the front, under the group
 * `recentGroup`, their kind (`kindOf`) leading their second line; the others as they were.
 */
export function recentFirst(options: PaletteOption[], recent: readonly RecentRecord[], recentGroup: string, kindOf: (resource: string) => string): PaletteOption[] {
  const rank = (option: PaletteOption) => recent.findIndex((entry) => entry.resource === option.resource && entry.id === String(option.id));
  const opened = options.filter((option) => rank(option) >= 0).sort((a, b) => rank(a) - rank(b));
  return [
    ...opened.map((option) => ({ ...option, group: recentGroup, secondary: [kindOf(option.resource), option.secondary].filter(Boolean).join(' · ') })),
    ...options.filter((option) => rank(option) < 0),
  ];
}

const NO_RECENT: { recent: RecentRecord[]; options: PaletteOption[] } = { recent: [], options: [] };

/**
 * The palette's options from the lists' answers, one answer per resource of `resources` (a
 * failed one gives none): each record named by its resource's record representation, grouped
 * under the resource's translated name, with its second line.
 */
function useOptionsOf() {
  const definitions = useResourceDefinitions();
  const translate = useTranslate();
  return useCallback(
    (resources: readonly string[], answers: PromiseSettledResult<{ data: RaRecord[] }>[]): PaletteOption[] =>
      answers.flatMap((answer, index) => {
        if (answer.status !== 'fulfilled') return [];
        const resource = resources[index];
        const secondary = SEARCHED_RESOURCES.find((searched) => searched.resource === resource)?.secondary;
        const group = translate(`resources.${resource}.name`, { smart_count: 2, _: resource });
        return answer.value.data.map((record) => {
          const primary = representationText(definitions[resource]?.recordRepresentation, record);
          return { resource, group, id: record.id, primary, secondary: secondary?.(record, primary) };
        });
      }),
    [definitions, translate],
  );
}

/** The records the user opened lately that they may still read, as palette options (names from the API), while `open`. */
function useRecentOptions(open: boolean, readable: readonly SearchedResource[]) {
  const dataProvider = useDataProvider();
  const optionsOf = useOptionsOf();
  const [state, setState] = useState<{ recent: RecentRecord[]; options: PaletteOption[] }>(NO_RECENT);
  useEffect(() => {
    if (!open) return;
    const recent = recentRecords(window.localStorage, currentRecentRecordsKey()).filter((entry) => readable.some(({ resource }) => resource === entry.resource));
    let current = true;
    const resources = [...new Set(recent.map(({ resource }) => resource))];
    void Promise.allSettled(resources.map((resource) => dataProvider.getMany(resource, { ids: recent.filter((entry) => entry.resource === resource).map(({ id }) => id) }))).then((answers) => {
      if (current) setState({ recent, options: optionsOf(resources, answers) });
    });
    return () => {
      current = false;
      // Closed: the next opening starts from nothing rather than showing this one's list meanwhile.
      setState(NO_RECENT);
    };
  }, [open, readable, dataProvider, optionsOf]);
  return state;
}

/** The resources searched that the user may list and open (a details or an edit page). */
function useReadableResources(): readonly SearchedResource[] {
  const definitions = useResourceDefinitions();
  const { canAccess } = useCanAccessResources({ action: 'list', resources: SEARCHED_RESOURCES.map(({ resource }) => resource) });
  // One string, so the search runs again only when what may be searched changes (not on each new answer object).
  // A match opens on a details or edit page: a resource with neither is not searched.
  const readableKey = SEARCHED_RESOURCES.filter(({ resource }) => canAccess?.[resource] && (definitions[resource]?.hasShow || definitions[resource]?.hasEdit))
    .map(({ resource }) => resource)
    .join(' ');
  return useMemo(() => SEARCHED_RESOURCES.filter(({ resource }) => readableKey.split(' ').includes(resource)), [readableKey]);
}

/** The matches of `term` in the `readable` resources; `pending` until this term's answers are in. */
function useSearch(term: string, readable: readonly SearchedResource[]) {
  const dataProvider = useDataProvider();
  const optionsOf = useOptionsOf();
  const [state, setState] = useState<SearchState>({ term: '', options: [], failed: false });
  useEffect(() => {
    if (term.length < MIN_TERM_LENGTH || !readable.length) return;
    let current = true;
    void Promise.allSettled(
      readable.map(({ resource, sort }) =>
        dataProvider.getList(resource, { pagination: { page: 1, perPage: RESULTS_PER_RESOURCE }, sort, filter: { q: term } }),
      ),
    ).then((answers) => {
      if (!current) return;
      const options = optionsOf(readable.map(({ resource }) => resource), answers);
      setState({ term, options, failed: answers.some((answer) => answer.status === 'rejected') });
    });
    return () => {
      current = false;
    };
  }, [term, readable, dataProvider, optionsOf]);
  const searching = term.length >= MIN_TERM_LENGTH && readable.length > 0;
  return { ...state, options: searching && state.term === term ? state.options : [], pending: searching && state.term !== term, searching };
}

/** The listbox drawn in place inside the dialog (Autocomplete's popper would float it over the page). */
function InPlaceList({ anchorEl: _anchorEl, open, disablePortal: _disablePortal, placement: _placement, modifiers: _modifiers, popperRef: _popperRef, popperOptions: _popperOptions, transition: _transition, keepMounted: _keepMounted, container: _container, style: _style, children, ...rest }: PopperProps) {
  if (!open) return null;
  // In the dialog's flow, under the search box (MUI places a popper that is not portalled absolutely).
  return (
    <Box {...(rest as object)} sx={{ position: 'static !important', width: '100%' }}>
      {children as ReactNode}
    </Box>
  );
}

/** The palette's dialog (see the module comment). */
export default function CommandPalette({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const paths = useSpecPaths();
  const definitions = useResourceDefinitions();
  const [input, setInput] = useState('');
  const term = useSettled(input.trim(), TYPING_PAUSE_MS);
  const readable = useReadableResources();
  const { options: matches, pending, failed, searching } = useSearch(term, readable);
  const recent = useRecentOptions(open, readable);
  // Before a search, the recent records alone; then the matches, the recent ones first.
  const options = useMemo(
    () =>
      recentFirst(input.trim().length < MIN_TERM_LENGTH ? recent.options : matches, recent.recent, translate('app.search.recent'), (resource) =>
        translate(`resources.${resource}.name`, { smart_count: 1, _: resource }),
      ),
    [input, matches, recent, translate],
  );
  const typing = input.trim() !== term;
  // Closed in any way, the palette opens empty the next time.
  const close = () => {
    setInput('');
    onClose();
  };
  const openRecord = (option: PaletteOption) => {
    close();
    navigate(definitions[option.resource]?.hasShow ? paths.show(option.resource, option.id) : paths.edit(option.resource, option.id));
  };
  const noOptionsText =
    input.trim().length < MIN_TERM_LENGTH ? translate('app.search.hint') : typing || pending ? translate('app.search.loading') : translate('app.search.empty', { term });
  return (
    <Dialog
      open={open}
      onClose={close}
      fullWidth
      maxWidth="sm"
      slotProps={{ paper: { 'aria-label': translate('app.search.title') } as object }}
      sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' }, '& .MuiDialog-paper': { mt: { xs: 2, sm: '10vh' }, mx: { xs: 1, sm: 4 }, width: { xs: 'calc(100% - 16px)', sm: undefined } } }}
    >
      <Autocomplete<PaletteOption, false, false, false>
        open
        disablePortal
        autoHighlight
        forcePopupIcon={false}
        options={options}
        groupBy={(option) => option.group}
        getOptionLabel={(option) => option.primary}
        getOptionKey={(option) => `${option.resource}-${option.id}`}
        isOptionEqualToValue={(option, value) => option.resource === value.resource && option.id === value.id}
        filterOptions={(all) => all}
        value={null}
        inputValue={input}
        onInputChange={(_event, value, reason) => {
          if (reason === 'input' || reason === 'clear') setInput(value);
        }}
        onChange={(_event, option) => {
          if (option) openRecord(option);
        }}
        onClose={(_event, reason) => {
          if (reason === 'escape') close();
        }}
        loading={searching && (pending || typing)}
        loadingText={translate('app.search.loading')}
        noOptionsText={noOptionsText}
        slots={{ popper: InPlaceList }}
        slotProps={{ paper: { elevation: 0, square: true, sx: { borderTop: 1, borderColor: 'divider' } }, listbox: { sx: { maxHeight: { xs: '60vh', sm: '50vh' } } } }}
        renderOption={({ key, ...props }, option) => (
          <Box component="li" key={key} {...props} sx={{ display: 'block !important', minWidth: 0 }}>
            <Typography noWrap>{option.primary}</Typography>
            {option.secondary ? (
              <Typography variant="body2" color="text.secondary" noWrap>
                {option.secondary}
              </Typography>
            ) : null}
          </Box>
        )}
        renderInput={(params) => (
          <TextField
            {...params}
            autoFocus
            placeholder={translate('app.search.placeholder')}
            variant="outlined"
            slotProps={{
              htmlInput: { ...params.inputProps, 'aria-label': translate('app.search.title') },
              input: {
                ...params.InputProps,
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon />
                  </InputAdornment>
                ),
              },
            }}
            sx={{ p: 1.5, '& fieldset': { border: 'none' } }}
          />
        )}
      />
      <Box sx={{ px: 2, py: 1, borderTop: 1, borderColor: 'divider', display: 'flex', gap: 2, justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Typography variant="caption" color="text.secondary" sx={{ display: { xs: 'none', sm: 'block' } }}>
          {translate('app.search.keys')}
        </Typography>
        {failed ? (
          <Typography variant="caption" color="error" role="status">
            {translate('app.search.failed')}
          </Typography>
        ) : null}
      </Box>
    </Dialog>
  );
}
