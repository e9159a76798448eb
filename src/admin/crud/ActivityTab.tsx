/**
 * The History tab any resource can declare (`{type: 'activity', path: 'history'}`): the
 * activity-log rows of the record in context (`GET /activity/paged?resource=<r>&recordId={id}`,
 * newest first), with who, when, what and each changed field before and after, in words
 * (../activity/ChangesDisplay.tsx: labels, ids as names); on phones one block per row with a
 * card per change.
 */
import { Box, Divider, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import {
  DataTable,
  RecordContextProvider,
  ReferenceManyField,
  useListContext,
  useRecordContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { apiResourceOf } from '../apiPaths';
import { LocalizedDateField } from './fieldDisplays';
import { ChangeCards, ChangesField } from '../activity/ChangesDisplay';
import type { ActivityTabDeclaration, FieldDeclaration } from './types';
import { ListPagination } from './ListPagination';

export { ChangesField, ChangesTable } from '../activity/ChangesDisplay';
export { changeValueText } from '../activity/changeValueText';

/** The activity log's resource (`/activity`, permission `activity.read`). */
export const ACTIVITY_RESOURCE = 'activity';

/** The i18n key of an activity tab's label (`crud.tabs.history` unless declared). */
export function activityTabLabel(tab: ActivityTabDeclaration): string {
  return tab.label ?? 'crud.tabs.history';
}

/** What was done (create, update, state…), translated. */
function ActionField(_props: { label?: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const action = String(record?.action ?? '');
  return <Typography variant="body2">{translate(`crud.activity.actions.${action}`, { _: action })}</Typography>;
}

/** Phone widths: one block per row (what, who, when, then a card per change) instead of a wide table. */
function CompactActivityList({ resource, fields }: { resource: string; fields?: readonly FieldDeclaration[] }) {
  const { data } = useListContext<RaRecord>();
  const translate = useTranslate();
  return (
    <Stack divider={<Divider flexItem />} component="ol" sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {(data ?? []).map((row) => (
        <RecordContextProvider value={row} key={row.id}>
          <Box component="li" sx={{ py: 1.5 }}>
            <Typography variant="subtitle2" component="p">
              {translate(`crud.activity.actions.${row.action}`, { _: String(row.action) })}
              {row.actorName ? ` · ${row.actorName}` : ''}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 0.5 }}>
              <LocalizedDateField source="at" showTime />
            </Typography>
            <ChangeCards resource={resource} fields={fields} />
          </Box>
        </RecordContextProvider>
      ))}
    </Stack>
  );
}

/** Nothing logged yet. */
function NoActivity() {
  const translate = useTranslate();
  return (
    <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
      {translate('crud.activity.empty')}
    </Typography>
  );
}

/**
 * The history of the record in context, on a tab of `parent`'s details page; `fields` (the
 * parent's declared fields) name and format the changed values.
 */
export function ActivityTab({ parent, tab, fields }: { parent: string; tab: ActivityTabDeclaration; fields?: readonly FieldDeclaration[]; label?: false }) {
  const record = useRecordContext();
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (!record) return null;
  return (
    <Box sx={{ width: '100%', minWidth: 0 }}>
      <ReferenceManyField
        reference={ACTIVITY_RESOURCE}
        target="recordId"
        filter={{ resource: apiResourceOf(parent) }}
        sort={{ field: 'at', order: 'DESC' }}
        perPage={tab.perPage ?? 10}
        pagination={<ListPagination />}
        empty={<NoActivity />}
      >
        {isPhone ? (
          <CompactActivityList resource={parent} fields={fields} />
        ) : (
          <DataTable bulkActionButtons={false} rowClick={false} sx={{ '& .RaDataTable-tableWrapper': { overflowX: 'auto' } }}>
            <DataTable.Col source="at" label="crud.activity.at">
              <LocalizedDateField source="at" showTime />
            </DataTable.Col>
            <DataTable.Col source="actorName" label="crud.activity.actor" />
            <DataTable.Col source="action" label="crud.activity.action">
              <ActionField />
            </DataTable.Col>
            <DataTable.Col source="changes" label="crud.activity.changes" disableSort>
              <ChangesField resource={parent} fields={fields} />
            </DataTable.Col>
            <DataTable.Col source="ip" label="crud.activity.ip" disableSort />
          </DataTable>
        )}
      </ReferenceManyField>
    </Box>
  );
}
