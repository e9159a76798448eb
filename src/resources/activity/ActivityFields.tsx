/**
 * How an activity row's own columns read: the resource by its translated name, the record id as
 * a link to the record when it has a details page, and the changed fields (their names in the
 * list, a before/after table on the details page).
 */
import { Link, Typography } from '@mui/material';
import { LinkBase, useRecordContext, useResourceDefinitions, useTranslate } from 'react-admin';
import { adminResourceOf } from '../../admin/apiPaths';
import { ChangesTable, EMPTY_VALUE, fieldLabel, useSpecPaths, type DeclaredDisplayProps } from '../../admin/crud';

/** The row's resource, translated (`organisation-modules` → "Organization modules"). */
export function ActivityResourceName(_props: DeclaredDisplayProps) {
  const record = useRecordContext();
  const translate = useTranslate();
  const resource = String(record?.resource ?? '');
  return <Typography variant="body2">{resource ? translate(`resources.activity.resourceNames.${resource}`, { _: resource }) : EMPTY_VALUE}</Typography>;
}

/** The record id, linked to the record's details page when its resource has one (a sign-in: the user). */
export function ActivityRecordLink(_props: DeclaredDisplayProps) {
  const record = useRecordContext();
  const definitions = useResourceDefinitions();
  const paths = useSpecPaths();
  if (record?.recordId == null) return <Typography variant="body2">{EMPTY_VALUE}</Typography>;
  const resource = record.resource === 'auth' ? 'users' : adminResourceOf(String(record.resource));
  const id = String(record.recordId);
  if (!definitions[resource]?.hasShow) return <Typography variant="body2">{id}</Typography>;
  return (
    <Link component={LinkBase} to={paths.show(resource, record.recordId)} variant="body2" onClick={(event: React.MouseEvent) => event.stopPropagation()}>
      {id}
    </Link>
  );
}

/** The list's short form of the changes: the changed fields' names. */
export function ActivityChangesSummary(_props: DeclaredDisplayProps) {
  const record = useRecordContext();
  const translate = useTranslate();
  const names = Object.keys((record?.changes ?? {}) as Record<string, unknown>);
  const resource = adminResourceOf(String(record?.resource ?? ''));
  return (
    <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 360 }}>
      {names.length ? names.map((name) => translate(fieldLabel(resource, { source: name }), { _: name })).join(', ') : EMPTY_VALUE}
    </Typography>
  );
}

/** The details page's before/after table, labelled with the fields of the row's resource. */
export function ActivityChangesTable(_props: DeclaredDisplayProps) {
  const record = useRecordContext();
  return <ChangesTable resource={adminResourceOf(String(record?.resource ?? ''))} />;
}
