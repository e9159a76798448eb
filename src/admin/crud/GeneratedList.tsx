import type { ReactElement } from 'react';
import { Box, useMediaQuery, type Theme } from '@mui/material';
import {
  BulkDeleteButton,
  DataTable,
  List,
  useCanAccess,
  useListContext,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import { CompactList, deletedRowSx } from './CompactList';
import { useDeclaredExporter } from './exporter';
import { KeyboardOpenableBody } from './keyboardRows';
import { ListPagination } from './ListPagination';
import { useAccessRules } from './customTabs';
import { renderField } from './fieldDisplays';
import { INCLUDE_DELETED, renderFilters, SEARCH_FILTER } from './fieldFilters';
import { FilterSidebar } from './FilterSidebar';
import { fieldLabel } from './fieldText';
import { useSpecPaths } from './paths';
import { BulkChangeStateButton, DeletedChip, RestoreButton, isDeleted } from './recordActions';
import { EmptyList, ListToolbar } from './screenParts';
import type { BulkActionDeclaration, FieldDeclaration, ResourceDeclaration } from './types';

export { deletedRowSx };

const rowSx = (record: RaRecord) => (isDeleted(record) ? deletedRowSx : {});

/** Class of list columns hidden below a breakpoint (`hideBelow`). */
export const hiddenBelowClass = (field: FieldDeclaration) => (field.hideBelow ? `crud-hide-below-${field.hideBelow}` : undefined);

/** The DataTable's styles: its own horizontal scroll, and the declared columns hidden on narrow screens. */
export const tableSx = (theme: Theme) => ({
  '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
  ...Object.fromEntries(
    (['sm', 'md', 'lg', 'xl'] as const).map((breakpoint) => [
      theme.breakpoints.down(breakpoint),
      { [`& .crud-hide-below-${breakpoint}`]: { display: 'none' } },
    ]),
  ),
});

/**
 * The selection's toolbar: activate, deactivate, the declared bulk actions the user may take
 * (`actions`, already checked by useBulkActionButtons), delete (with confirmation).
 */
function BulkActions({ declaration, actions }: { declaration: ResourceDeclaration; actions: readonly BulkActionDeclaration[] }) {
  const { capabilities = {} } = declaration;
  return (
    <>
      {capabilities.activeState ? <BulkChangeStateButton isActive /> : null}
      {capabilities.activeState ? <BulkChangeStateButton isActive={false} /> : null}
      {actions.map(({ name, component: Action }) => (
        <Action key={name} />
      ))}
      {capabilities.softDelete || capabilities.hardDelete ? <BulkDeleteButton mutationMode="pessimistic" /> : null}
    </>
  );
}

/**
 * A table's `bulkActionButtons` for `declaration`: the bulk actions the user may take, or `false`
 * when there is none (the table then has no selection checkboxes). Each access rule is asked once.
 */
export function useBulkActionButtons(declaration: ResourceDeclaration): ReactElement | false {
  const { capabilities = {}, name, bulkActions = [] } = declaration;
  const { canAccess: canChangeState } = useCanAccess({ resource: name, action: 'changeState' });
  const { canAccess: canDelete } = useCanAccess({ resource: name, action: 'delete' });
  const allowed = useAccessRules(bulkActions.map((action) => ({ key: action.name, access: action.access })));
  const actions = bulkActions.filter((action) => allowed[action.name]);
  const any =
    (!!capabilities.activeState && !!canChangeState) ||
    ((!!capabilities.softDelete || !!capabilities.hardDelete) && !!canDelete) ||
    actions.length > 0;
  return any ? <BulkActions declaration={declaration} actions={actions} /> : false;
}

/** The table of wide screens: declared columns, sortable where declared, bulk actions, deleted rows marked. */
function DeclaredTable({ declaration, rowClick }: { declaration: ResourceDeclaration; rowClick: ((id: Identifier) => string) | false }) {
  const { name } = declaration;
  const { filterValues } = useListContext();
  const showingDeleted = !!declaration.capabilities?.softDelete && !!filterValues?.[INCLUDE_DELETED];
  const bulkActionButtons = useBulkActionButtons(declaration);
  return (
    <DataTable
      rowClick={rowClick}
      body={rowClick ? KeyboardOpenableBody : undefined}
      rowSx={rowSx}
      bulkActionButtons={bulkActionButtons}
      sx={tableSx}
    >
      {declaration.fields
        .filter((field) => field.list)
        .map((field) => (
          <DataTable.Col
            key={field.source}
            source={field.source}
            label={fieldLabel(name, field)}
            disableSort={field.sortable === false || field.type === 'named-list' || field.type === 'reference-array'}
            headerClassName={hiddenBelowClass(field)}
            cellClassName={hiddenBelowClass(field)}
          >
            {renderField(name, field)}
          </DataTable.Col>
        ))}
      {showingDeleted ? (
        <DataTable.Col label="crud.columns.deleted" disableSort>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, fontStyle: 'normal' }}>
            <DeletedChip />
            <RestoreButton />
          </Box>
        </DataTable.Col>
      ) : null}
    </DataTable>
  );
}

/**
 * List screen generated from a declaration: search, declared filters ("show deleted" when
 * soft-deletable), the filter sidebar of the declared facets with the saved queries (below `lg`
 * the filters and facets are in a drawer behind the filter button, src/admin/crud/FilterSidebar.tsx),
 * sort, paging, bulk actions, CSV export of the current filter, an empty
 * state with the create button; a table on wide screens (scrolling inside its own box), a
 * compact list on phones. Rows open the docs/requirements.md#r2 details page when the user may see it.
 */
export function GeneratedList({ declaration }: { declaration: ResourceDeclaration }) {
  const { name } = declaration;
  const paths = useSpecPaths();
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  // Below lg a facet sidebar beside the open menu would squeeze the table: the filters and the
  // facets are in the drawer there, as on phones (the table stays).
  const isNarrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('lg'));
  const exporter = useDeclaredExporter(declaration);
  const { canAccess: canShow } = useCanAccess({ resource: name, action: 'show' });
  const rowClick = declaration.screens.show && canShow ? (id: Identifier) => paths.show(name, id) : false;
  const filters = renderFilters(declaration);
  // Phones: the search stays in the toolbar, the other filters and the facets move to the drawer.
  const search = filters.filter((filter) => filter.key === SEARCH_FILTER);
  const drawerFilters = filters.filter((filter) => filter.key !== SEARCH_FILTER);
  const hasDrawer = drawerFilters.length > 0 || !!declaration.facets?.length;
  return (
    <List
      resource={name}
      sort={declaration.defaultSort}
      perPage={declaration.perPage ?? 25}
      filters={isNarrow ? (search.length ? search : undefined) : filters}
      actions={<ListToolbar declaration={declaration} drawerFilters={isNarrow && hasDrawer ? drawerFilters : undefined} />}
      aside={!isNarrow && declaration.facets?.length ? <FilterSidebar declaration={declaration} /> : undefined}
      empty={<EmptyList declaration={declaration} />}
      exporter={exporter}
      pagination={<ListPagination />}
      sx={{ minWidth: 0, '& .RaList-main': { minWidth: 0 } }}
    >
      {isPhone ? <CompactList declaration={declaration} rowClick={rowClick} /> : <DeclaredTable declaration={declaration} rowClick={rowClick} />}
    </List>
  );
}
