/**
 * The activity log: who changed what, and every sign-in event; append-only (docs/decisions.md#accounts).
 * Rows of an organisation's changes carry its id, so the log is organisation-owned: an
 * organisation role with `activity.read` reads its organisation's rows only
 * (docs/decisions.md#organisation-roles).
 */
import { ACTIVITY_ACTIONS } from '../enums';
import { defineResource } from '../resource';

export const activityDefinition = defineResource({
  name: 'activity',
  actions: ['read'],
  organisationOwned: true,
  capabilities: { readOnly: true },
  logged: false,
  search: ['actorName', 'resource', 'action'],
  sort: ['at', 'id', 'resource', 'action', 'actorName'],
  defaultSortOrder: 'desc',
  fields: {
    id: { kind: 'id' },
    at: { kind: 'datetime' },
    /** The acting user's id; no foreign key, so the log never changes after the fact (not a `reference`). */
    actorId: { kind: 'integer', nullable: true },
    /** The actor's name at the time. */
    actorName: { kind: 'text', nullable: true },
    action: { kind: 'enum', values: ACTIVITY_ACTIONS, valueLabels: 'crud.activity.actions' },
    /** A definition's name, or `auth` for sign-in events. */
    resource: { kind: 'code' },
    recordId: { kind: 'integer', nullable: true },
    /** The organisation the change belongs to; null for global records (not a `reference`: the log never changes). */
    organisationId: { kind: 'integer', nullable: true },
    /** `{field: [before, after]}` (src/shared/schemas/activity.ts ActivityChanges). */
    changes: { kind: 'custom', nullable: true },
    /** Where and with what the actor acted: staff's own data, not shown to an organisation's administrators. */
    ip: { kind: 'code', nullable: true, hiddenFromOrganisationRoles: true },
    userAgent: { kind: 'text', nullable: true, hiddenFromOrganisationRoles: true },
  },
});
