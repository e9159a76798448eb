/**
 * The activity log (docs/decisions.md#accounts; `GET /activity/paged`, permission `activity.read`): every change
 * made through the admin API and every sign-in event, newest first, read-only. The list filters
 * by resource, action, user, record id, organisation and a date range; the details page shows the changed
 * fields as a before/after table (cards on phones), labelled and with ids named, and the
 * browser in words. Rows are append-only (the API has no write route).
 */
import { activityDefinition, ACTIVITY_RESOURCES } from '../../shared/resources';
import type { Activity } from '../../shared/api';
import type { RaRecord } from 'react-admin';
import { declarationOf, enumChoices, type FieldChoice } from '../../admin/crud';
import { ActivityActorName, ActivityChangesSummary, ActivityChangesTable, ActivityRecordLink, ActivityResourceName, ActivityUserAgent } from './ActivityFields';
import { activityRegistration } from './registration';

/** The actions a row records (src/shared/enums.ts ACTIVITY_ACTIONS) → label keys. */
export const ACTIVITY_ACTION_CHOICES: readonly FieldChoice[] = enumChoices(activityDefinition, 'action');

/** The resources whose changes are logged and `auth` for sign-in events (from the resource definitions) → label keys. */
export const ACTIVITY_RESOURCE_CHOICES: readonly FieldChoice[] = ACTIVITY_RESOURCES.map((resource) => ({
  id: resource,
  label: `resources.activity.resourceNames.${resource}`,
}));

/** A user's name in the user filter. */
const fullName = (user: RaRecord) => `${String(user.firstName ?? '')} ${String(user.lastName ?? '')}`.trim();

export const activityDeclaration = declarationOf<Activity>(activityDefinition, activityRegistration, {
  defaultSort: { field: 'at', order: 'DESC' },
  filters: [
    { source: 'resource', type: 'select', choices: ACTIVITY_RESOURCE_CHOICES, alwaysOn: true },
    { source: 'action', type: 'select', choices: ACTIVITY_ACTION_CHOICES, alwaysOn: true },
    { source: 'userId', type: 'reference', reference: 'users', optionText: fullName, sort: { field: 'lastName', order: 'ASC' } },
    { source: 'recordId', type: 'number' },
    // The changes made in one organisation (docs/decisions.md#organisation-roles); an organisation's
    // own administrator reads and picks among their organisations only.
    { source: 'organisationId', type: 'reference', reference: 'organisations', optionText: 'name' },
    { source: 'from', type: 'date', alwaysOn: true },
    { source: 'to', type: 'date', bound: 'end', alwaysOn: true },
  ],
  facets: [{ source: 'from', to: 'to' }, { source: 'action' }],
  compactList: { primary: 'actorName', secondary: 'action', tertiary: 'at' },
  fields: [
    { source: 'id', show: true },
    { source: 'at', list: true, show: true },
    { source: 'actorName', list: true, show: true, display: ActivityActorName },
    { source: 'action', choices: ACTIVITY_ACTION_CHOICES, list: true, show: true },
    { source: 'resource', list: true, show: true, display: ActivityResourceName },
    { source: 'recordId', list: true, show: true, display: ActivityRecordLink },
    // Not a field of the row: the names of the changed fields, read from `changes`.
    { source: 'changedFields', type: 'text', list: true, sortable: false, hideBelow: 'md', display: ActivityChangesSummary },
    { source: 'changes', type: 'text', show: true, display: ActivityChangesTable },
    { source: 'ip', show: true },
    { source: 'userAgent', show: true, display: ActivityUserAgent },
  ],
});
