/**
 * How an activity row's own columns read: who acted (a failed sign-in has no actor: nobody was
 * authenticated), the resource by its translated name, the record id as a link to the record
 * when it has a details page, and the changed fields (their names in the list, a before/after
 * table on the details page; a sign-in row's own fields, such as the email address typed, have
 * labels of their own).
 */
import { Link, Typography } from '@mui/material';
import { LinkBase, useRecordContext, useResourceDefinitions, useTranslate } from 'react-admin';
import { adminResourceOf } from '../../admin/apiPaths';
import { ChangesTable, EMPTY_VALUE, fieldLabel, useSpecPaths, type DeclaredDisplayProps, type FieldDeclaration } from '../../admin/crud';

/** What sign-in rows (resource `auth`, no screen of its own) record in their changes, labelled. */
const AUTH_FIELDS: readonly FieldDeclaration[] = [
  { source: 'email', type: 'text', label: 'resources.activity.authFields.email' },
  { source: 'twoFactor', type: 'boolean', label: 'resources.activity.authFields.twoFactor' },
];

/** The declared fields whose labels name a row's changes (only sign-in rows need their own). */
const changeFieldsOf = (resource: string): readonly FieldDeclaration[] => (resource === 'auth' ? AUTH_FIELDS : []);

/**
 * Who acted: the name kept with the row; without one, "Anonymous" for a failed sign-in (whatever
 * was typed is in its changes, never the actor), "User #id" for a user whose name was not kept
 * (a password reset, say), and "System" for work nobody started.
 */
export function ActivityActorName(_props: DeclaredDisplayProps) {
  const record = useRecordContext();
  const translate = useTranslate();
  const text = record?.actorName
    ? String(record.actorName)
    : record?.action === 'sign-in-failed'
      ? translate('resources.activity.anonymous')
      : record?.actorId != null
        ? translate('resources.activity.userWithId', { id: record.actorId })
        : translate('resources.activity.system');
  return <Typography variant="body2">{text}</Typography>;
}

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
  const fields = changeFieldsOf(resource);
  const label = (name: string) => translate(fieldLabel(resource, fields.find((field) => field.source === name) ?? { source: name }), { _: name });
  return (
    <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 360 }}>
      {names.length ? names.map(label).join(', ') : EMPTY_VALUE}
    </Typography>
  );
}

/** The details page's before/after table, labelled with the fields of the row's resource. */
export function ActivityChangesTable(_props: DeclaredDisplayProps) {
  const record = useRecordContext();
  const resource = adminResourceOf(String(record?.resource ?? ''));
  return <ChangesTable resource={resource} fields={changeFieldsOf(resource)} />;
}
