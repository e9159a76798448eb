/**
 * A details-page tab listing the record's children (react-admin's `ReferenceManyField` with
 * pagination, as its crm example does): the child's columns, an add button that pre-fills the
 * parent id, and per row edit, delete (soft or hard as the child declares) and restore; as
 * declared, selection with bulk actions, "show deleted", and members removed from the parent
 * instead of deleted. Below `sm` the children are a compact list, as the main lists are: each
 * row's name and declared details, its switches and its actions (no selection).
 */
import { useState, type ReactNode } from 'react';
import { Box, FormControlLabel, Switch, Typography, useMediaQuery, type Theme } from '@mui/material';
import { DataTable, ReferenceManyField, useRecordContext, useTranslate, type Identifier } from 'react-admin';
import { activityTabLabel } from './ActivityTab';
import { ChildAddButton, ChildEditButton } from './buttons';
import { CompactList } from './CompactList';
import { renderField } from './fieldDisplays';
import { INCLUDE_DELETED } from './fieldFilters';
import { fieldLabel } from './fieldText';
import { deletedRowSx, hiddenBelowClass, tableSx, useBulkActionButtons } from './GeneratedList';
import { useSpecPaths } from './paths';
import { useRegisterDeclaration } from './registerDeclaration';
import { DeleteRecordButton, DeletedChip, RemoveMemberButton, RestoreButton } from './recordActions';
import type { ReferenceManyTabDeclaration, ResourceDeclaration, TabDeclaration } from './types';
import { ListPagination } from './ListPagination';

/** The i18n key of a tab's label (`resources.<parent>.tabs.<path>` unless declared; `crud.tabs.history` for the activity tab). */
export function tabLabel(parent: string, tab: TabDeclaration): string {
  if (tab.type === 'activity') return activityTabLabel(tab);
  return tab.label ?? `resources.${parent}.tabs.${tab.path}`;
}

/** Nothing listed yet. */
function NoChildren({ child }: { child: string }) {
  const translate = useTranslate();
  const name = translate(`resources.${child}.name`, { smart_count: 2, _: child });
  return (
    <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
      {translate('ra.navigation.no_results', { name })}
    </Typography>
  );
}

/** The children of the record in context, on a tab of `parent`'s details page. */
export function ReferenceManyTab({ parent, tab }: { parent: string; tab: ReferenceManyTabDeclaration; label?: false }) {
  const record = useRecordContext();
  const paths = useSpecPaths();
  const [showDeleted, setShowDeleted] = useState(false);
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const child = tab.reference as unknown as ResourceDeclaration;
  useRegisterDeclaration(child);
  if (!record) return null;
  const nested = (tab.screens ?? 'nested') === 'nested';
  const addTo = nested ? paths.childAdd(parent, record.id, tab.path) : paths.add(child.name);
  const editTo = (id: Identifier) => (nested ? paths.childEdit(parent, record.id, tab.path, id) : paths.edit(child.name, id));
  const columns = (tab.fields ? tab.fields.flatMap((source) => child.fields.filter((field) => field.source === source)) : child.fields.filter((field) => field.list));
  const membership = !!tab.membership;
  const hasDelete = !membership && (!!child.capabilities?.softDelete || !!child.capabilities?.hardDelete);
  const canShowDeleted = !membership && !!child.capabilities?.softDelete;
  // A row's actions, in the table's last column or under a compact row's text.
  const actions = (
    <>
      <DeletedChip />
      <ChildEditButton child={child.name} to={editTo} />
      {hasDelete ? <DeleteRecordButton redirect={false} /> : null}
      {membership ? <RemoveMemberButton parent={parent} parentId={record.id} path={tab.path} /> : <RestoreButton />}
    </>
  );
  return (
    <Box sx={{ width: '100%', minWidth: 0 }}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        {canShowDeleted ? <ShowDeletedSwitch checked={showDeleted} onChange={setShowDeleted} /> : null}
        <ChildAddButton
          child={child.name}
          to={addTo}
          prefill={nested ? undefined : { [tab.target]: record.id }}
          access={membership ? { resource: parent, action: 'edit' } : undefined}
        />
      </Box>
      <ReferenceManyField
        reference={child.name}
        target={tab.target}
        sort={tab.sort ?? child.defaultSort}
        filter={canShowDeleted && showDeleted ? { [INCLUDE_DELETED]: true } : undefined}
        perPage={tab.perPage ?? 10}
        pagination={<ListPagination />}
        empty={<NoChildren child={child.name} />}
      >
        {isPhone ? (
          <CompactList declaration={child} rowClick={false} toggles={columns.filter((field) => field.toggle)} actions={actions} />
        ) : (
          <ChildrenTable child={child} bulk={!!tab.bulkActions && !membership}>
            {columns.map((field) => (
              <DataTable.Col
                key={field.source}
                source={field.source}
                label={fieldLabel(child.name, field)}
                disableSort={field.sortable === false}
                headerClassName={hiddenBelowClass(field)}
                cellClassName={hiddenBelowClass(field)}
              >
                {renderField(child.name, field)}
              </DataTable.Col>
            ))}
            <DataTable.Col label="crud.columns.actions" disableSort>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>{actions}</Box>
            </DataTable.Col>
          </ChildrenTable>
        )}
      </ReferenceManyField>
    </Box>
  );
}

/** The children's table: selectable with the child's bulk actions when declared and permitted. */
function ChildrenTable({ child, bulk, children }: { child: ResourceDeclaration; bulk: boolean; children: ReactNode }) {
  const bulkActionButtons = useBulkActionButtons(child);
  return (
    <DataTable
      bulkActionButtons={bulk ? bulkActionButtons : false}
      rowClick={false}
      rowSx={(row) => (row.deletedAt ? deletedRowSx : {})}
      sx={tableSx}
    >
      {children}
    </DataTable>
  );
}

/** "Show deleted" of a tab whose children are soft-deletable (they can then be restored). */
function ShowDeletedSwitch({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const translate = useTranslate();
  return (
    <FormControlLabel
      control={<Switch size="small" checked={checked} onChange={(event) => onChange(event.target.checked)} />}
      label={translate('crud.filters.includeDeleted')}
    />
  );
}
