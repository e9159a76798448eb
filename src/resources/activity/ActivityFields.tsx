/**
 * How an activity row's own columns read: who acted (a failed sign-in has no actor: nobody was
 * authenticated), the resource by its translated name, the record id as a link to the record
 * when it has a details page, the changed fields (their labels in the list, a before/after
 * table on the details page, both from src/admin/activity: labels, ids as names, never a code
 * name), and the browser as "Chrome 131 on Windows" with the full user agent in a tooltip.
 */
import { Link, Tooltip, Typography } from '@mui/material';
import { LinkBase, useRecordContext, useResourceDefinitions, useTranslate } from 'react-admin';
import { adminResourceOf } from '../../admin/apiPaths';
import { ChangedFieldNames, ChangesTable } from '../../admin/activity/ChangesDisplay';
import { EMPTY_VALUE, useSpecPaths, type DeclaredDisplayProps } from '../../admin/crud';
import { userAgentParts } from './userAgent';

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

/** The admin resource whose fields label a row's changes (`auth` for sign-in rows: labels of their own). */
const changedResourceOf = (resource: unknown): string => (resource === 'auth' ? 'auth' : adminResourceOf(String(resource ?? '')));

/** The list's short form of the changes: the changed fields' labels. */
export function ActivityChangesSummary(_props: DeclaredDisplayProps) {
  const record = useRecordContext();
  return <ChangedFieldNames resource={changedResourceOf(record?.resource)} />;
}

/** The details page's before/after table (cards on phones), labelled with the fields of the row's resource. */
export function ActivityChangesTable(_props: DeclaredDisplayProps) {
  const record = useRecordContext();
  return <ChangesTable resource={changedResourceOf(record?.resource)} />;
}

/**
 * The browser and system of the row ("Chrome 131 on Windows"), the full user agent in a
 * tooltip (reachable with Tab) and the title; a string no browser sends is shown as it is.
 */
export function ActivityUserAgent(_props: DeclaredDisplayProps) {
  const record = useRecordContext();
  const translate = useTranslate();
  const ua = typeof record?.userAgent === 'string' ? record.userAgent : '';
  if (!ua) return <Typography variant="body2">{EMPTY_VALUE}</Typography>;
  const { browser, os } = userAgentParts(ua);
  const words =
    browser && os ? translate('account.sessions.deviceOn', { browser, os }) : (browser ?? os);
  if (!words) return <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>{ua}</Typography>;
  return (
    <Tooltip title={ua}>
      <Typography variant="body2" component="span" tabIndex={0} title={ua} data-testid="activity-user-agent" sx={{ display: 'inline-block' }}>
        {words}
      </Typography>
    </Tooltip>
  );
}
