/**
 * The History tab any resource can declare (`{type: 'activity', path: 'history'}`): the
 * activity-log rows of the record in context (`GET /activity/paged?resource=<r>&recordId={id}`,
 * newest first), with who, when, what and each changed field before and after.
 */
import { Box, Divider, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography, useMediaQuery, type Theme } from '@mui/material';
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
import { EMPTY_VALUE, fieldLabel, plainValue } from './fieldText';
import type { ActivityTabDeclaration, FieldDeclaration } from './types';
import { useIntlLocale } from '../useIntlLocale';
import { ListPagination } from './ListPagination';

/** The activity log's resource (`/activity`, permission `activity.read`). */
export const ACTIVITY_RESOURCE = 'activity';

/** The i18n key of an activity tab's label (`crud.tabs.history` unless declared). */
export function activityTabLabel(tab: ActivityTabDeclaration): string {
  return tab.label ?? 'crud.tabs.history';
}

/** An ISO date-time as the API writes them (`2026-05-17T10:00:00.000Z`). */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/**
 * One value of a change as text: "—" for none, Yes/No for booleans, a declared select's choice
 * label, dates and times in the admin's language, numbers in its digits, lists joined, named
 * objects (`{id, name}`) by name and other objects as "key: value" pairs.
 */
export function changeValueText(
  value: unknown,
  translate: (key: string) => string,
  { field, locale }: { field?: FieldDeclaration; locale?: string } = {},
): string {
  if (value === null || value === undefined || value === '') return EMPTY_VALUE;
  if (typeof value === 'boolean') return translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
  if (Array.isArray(value)) return value.length ? value.map((item) => changeValueText(item, translate, { locale })).join(', ') : EMPTY_VALUE;
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    const named = (value as Record<string, unknown>).name;
    if (typeof named === 'string' && named) return named;
    if (entries.length === 0) return EMPTY_VALUE;
    return entries.map(([key, item]) => `${key}: ${changeValueText(item, translate, { locale })}`).join('; ');
  }
  // No grouping: most numbers in a change are ids (organisationIds), which read wrong as "1,200".
  if (typeof value === 'number' && field?.type !== 'select') return value.toLocaleString(locale, { useGrouping: false, maximumFractionDigits: 20 });
  if (field?.type === 'select') return plainValue(field, value, translate);
  if (typeof value === 'string' && ISO_DATE_TIME.test(value) && !Number.isNaN(Date.parse(value))) return new Date(value).toLocaleString(locale);
  return String(value);
}

/** The row's `changes` (`{field: [before, after]}`) as a list of "Field: before → after". */
export function ChangesField({ resource, fields = [] }: { resource: string; fields?: readonly FieldDeclaration[]; label?: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const locale = useIntlLocale();
  const changes = (record?.changes ?? null) as Record<string, [unknown, unknown]> | null;
  const entries = changes ? Object.entries(changes) : [];
  if (entries.length === 0) return <Typography variant="body2">{EMPTY_VALUE}</Typography>;
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {entries.map(([field, pair]) => {
        const [before, after] = Array.isArray(pair) ? pair : [undefined, pair];
        const declared = fields.find((candidate) => candidate.source === field);
        const label = fieldLabel(resource, declared ?? { source: field });
        return (
          <Typography component="li" variant="body2" key={field} sx={{ overflowWrap: 'anywhere' }}>
            <strong>{translate(label, { _: field })}</strong>
            {': '}
            <Box component="span" sx={{ color: 'text.secondary', textDecoration: before == null ? 'none' : 'line-through' }}>
              {changeValueText(before, translate, { field: declared, locale })}
            </Box>
            {' → '}
            <span>{changeValueText(after, translate, { field: declared, locale })}</span>
          </Typography>
        );
      })}
    </Box>
  );
}

/**
 * The row's `changes` as a before/after table (the activity log's details page): one line per
 * changed field with its label, the value before and the value after.
 */
export function ChangesTable({ resource, fields = [] }: { resource: string; fields?: readonly FieldDeclaration[]; label?: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const locale = useIntlLocale();
  const changes = (record?.changes ?? null) as Record<string, [unknown, unknown]> | null;
  const entries = changes ? Object.entries(changes) : [];
  if (entries.length === 0) return <Typography variant="body2">{EMPTY_VALUE}</Typography>;
  return (
    <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
      <Table size="small" aria-label={translate('crud.activity.changes')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('crud.activity.field')}</TableCell>
            <TableCell>{translate('crud.activity.before')}</TableCell>
            <TableCell>{translate('crud.activity.after')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map(([field, pair]) => {
            const [before, after] = Array.isArray(pair) ? pair : [undefined, pair];
            const declared = fields.find((candidate) => candidate.source === field);
            return (
              <TableRow key={field}>
                <TableCell component="th" scope="row" sx={{ fontWeight: 500 }}>
                  {translate(fieldLabel(resource, declared ?? { source: field }), { _: field })}
                </TableCell>
                <TableCell sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>{changeValueText(before, translate, { field: declared, locale })}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{changeValueText(after, translate, { field: declared, locale })}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** What was done (create, update, state…), translated. */
function ActionField(_props: { label?: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const action = String(record?.action ?? '');
  return <Typography variant="body2">{translate(`crud.activity.actions.${action}`, { _: action })}</Typography>;
}

/** Phone widths: one block per row (what, who, when, then the changes) instead of a wide table. */
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
            <ChangesField resource={resource} fields={fields} />
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
