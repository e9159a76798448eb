/**
 * The list's filter sidebar and, on phones, the filters drawer: react-admin's `SavedQueriesList`
 * and one `FilterList` of `FilterListItem`s per declared facet (src/admin/crud/facets.ts says
 * what each item applies); below `sm` the filter form's inputs, the facets and the saved
 * queries open from one button that shows how many filters are active.
 */
import { cloneElement, createElement, useState, type ReactElement } from 'react';
import { Badge, Box, Card, CardContent, Drawer, IconButton, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import DateRangeIcon from '@mui/icons-material/DateRange';
import FilterListIcon from '@mui/icons-material/FilterList';
import FilterListOffIcon from '@mui/icons-material/FilterListOff';
import LabelOutlinedIcon from '@mui/icons-material/LabelOutlined';
import LinkIcon from '@mui/icons-material/Link';
import ToggleOnOutlinedIcon from '@mui/icons-material/ToggleOnOutlined';
import {
  Button,
  FilterContext,
  FilterForm,
  FilterFormClasses,
  FilterFormInputClasses,
  FilterList,
  FilterListItem,
  SavedQueriesList,
  useGetList,
  useGetRecordRepresentation,
  useListContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { activeFilterCount, DEFAULT_FACET_LIMIT, facetFilters, facetItems, facetLabel, type FacetItem } from './facets';
import { PICKER_SORT } from './pickers';
import type { FacetDeclaration, ResourceDeclaration } from './types';

/** The heading icon of a facet: the declared one, else by the kind of its filter. */
function facetIcon(declaration: ResourceDeclaration, facet: FacetDeclaration): ReactElement {
  if (facet.icon) return createElement(facet.icon);
  const { filter, to } = facetFilters(declaration, facet);
  if (to) return <DateRangeIcon />;
  if (filter.type === 'boolean') return <ToggleOnOutlinedIcon />;
  if (filter.type === 'reference') return <LinkIcon />;
  return <LabelOutlinedIcon />;
}

/** A facet's items as react-admin's list items (a record's name is shown as is, not as a key). */
function FacetListItems({ items }: { items: readonly FacetItem[] }) {
  return (
    <>
      {items.map((item) => (
        <FilterListItem key={item.key} label={item.translated ? item.label : <span>{item.label}</span>} value={item.value} />
      ))}
    </>
  );
}

/**
 * A reference facet: the first records of the target (its filter's order), and "More…" when
 * there are others, which shows the filter's autocomplete in the filter form.
 */
function ReferenceFacetItems({ declaration, facet }: { declaration: ResourceDeclaration; facet: FacetDeclaration }) {
  const translate = useTranslate();
  const { showFilter } = useListContext();
  const { filter } = facetFilters(declaration, facet);
  const limit = facet.limit ?? DEFAULT_FACET_LIMIT;
  const { data, total } = useGetList(filter.reference ?? '', {
    pagination: { page: 1, perPage: limit },
    sort: filter.sort ?? PICKER_SORT,
    ...(filter.referenceFilter ? { filter: filter.referenceFilter } : {}),
  });
  const optionText = filter.optionText;
  const represent = useGetRecordRepresentation(filter.reference);
  const recordName =
    typeof optionText === 'function' ? optionText : optionText ? (record: RaRecord) => String(record[optionText] ?? record.id) : (record: RaRecord) => String(represent(record) ?? record.id);
  const items = facetItems(declaration, facet, { records: data ?? [], recordName });
  return (
    <>
      <FacetListItems items={items} />
      {(total ?? 0) > items.length ? (
        <ListItem disablePadding disableGutters>
          <ListItemButton onClick={() => showFilter(filter.source, undefined)} sx={{ pl: '2em' }}>
            <ListItemText primary={translate('crud.facets.more')} slotProps={{ primary: { color: 'text.secondary' } }} />
          </ListItemButton>
        </ListItem>
      ) : null}
    </>
  );
}

/** One facet: its heading and items. */
function Facet({ declaration, facet }: { declaration: ResourceDeclaration; facet: FacetDeclaration }) {
  const { filter } = facetFilters(declaration, facet);
  return (
    <FilterList label={facetLabel(declaration, facet)} icon={facetIcon(declaration, facet)} data-testid={`facet-${facet.source}`}>
      {filter.type === 'reference' ? (
        <ReferenceFacetItems declaration={declaration} facet={facet} />
      ) : (
        // Date ranges are computed afresh at each render, so "today" follows midnight.
        <FacetListItems items={facetItems(declaration, facet, { now: new Date() })} />
      )}
    </FilterList>
  );
}

/** The saved queries and the facets, one under the other. */
function Facets({ declaration }: { declaration: ResourceDeclaration }) {
  return (
    <>
      <SavedQueriesList />
      {(declaration.facets ?? []).map((facet) => (
        <Facet key={facet.source} declaration={declaration} facet={facet} />
      ))}
    </>
  );
}

/** The sidebar left of the list on screens from `sm` up (the list's `aside`). */
export function FilterSidebar({ declaration }: { declaration: ResourceDeclaration }) {
  return (
    <Card
      component="aside"
      data-testid="filter-sidebar"
      sx={{ order: -1, mr: 2, mt: 8, width: { sm: 200, lg: 232 }, flexShrink: 0, alignSelf: 'flex-start' }}
    >
      <CardContent sx={{ pt: 1, '& .RaFilterListItem-listItemButton': { pl: '1.5em' } }}>
        <Facets declaration={declaration} />
      </CardContent>
    </Card>
  );
}

/** The drawer's filter form: every input on a line of its own, as wide as the drawer. */
const drawerFormSx = {
  [`& .${FilterFormClasses.filterFormInput}`]: { width: '100%' },
  [`& .${FilterFormClasses.filterFormInput} > *:not(.${FilterFormInputClasses.spacer})`]: { flex: 1, minWidth: 0 },
  '& .MuiFormControl-root, & .MuiAutocomplete-root': { width: '100%', maxWidth: 'none', minWidth: 0 },
} as const;

/**
 * The phones' filter button: its badge counts the active filters; it opens a drawer with the
 * filter form's `filters` (every one shown, not only those always on), the facets and the saved
 * queries, and a button that clears them all but the search.
 */
export function FiltersDrawerButton({ declaration, filters }: { declaration: ResourceDeclaration; filters: readonly ReactElement[] }) {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const [open, setOpen] = useState(false);
  const count = activeFilterCount(declaration, filterValues as Record<string, unknown>);
  const label = translate('crud.filters.open');
  const shown = filters.map((filter) => cloneElement(filter as ReactElement<{ alwaysOn?: boolean }>, { alwaysOn: true }));
  const { q } = (filterValues ?? {}) as Record<string, unknown>;
  const clear = () => setFilters(q ? { q } : {}, {});
  return (
    <>
      <Button
        label="crud.filters.open"
        aria-label={count ? `${label} (${translate('crud.filters.activeCount', { number: count })})` : label}
        data-testid="filters-button"
        onClick={() => setOpen(true)}
      >
        <Badge badgeContent={count} color="primary" data-testid="filters-count">
          <FilterListIcon />
        </Badge>
      </Button>
      <Drawer anchor="right" open={open} onClose={() => setOpen(false)} slotProps={{ paper: { sx: { width: 'min(360px, 92vw)' }, 'data-testid': 'filters-drawer' } as object }}>
        <Box sx={{ display: 'flex', alignItems: 'center', px: 2, pt: 1 }}>
          <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
            {label}
          </Typography>
          <IconButton aria-label={translate('ra.action.close')} onClick={() => setOpen(false)}>
            <CloseIcon />
          </IconButton>
        </Box>
        <Box sx={{ px: 2, pb: 2 }}>
          {shown.length ? (
            // One input per line, each the drawer's width.
            <Box sx={drawerFormSx}>
              <FilterContext.Provider value={shown}>
                <FilterForm />
              </FilterContext.Provider>
            </Box>
          ) : null}
          {count ? (
            <Box sx={{ mt: 1 }}>
              <Button label="crud.filters.clear" onClick={clear}>
                <FilterListOffIcon />
              </Button>
            </Box>
          ) : null}
          <Box sx={{ mt: 4 }}>
            <Facets declaration={declaration} />
          </Box>
        </Box>
      </Drawer>
    </>
  );
}
