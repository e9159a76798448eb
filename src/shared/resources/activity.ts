/** The activity log: who changed what, and every sign-in event; append-only (docs/decisions.md#accounts). */
import { defineResource } from '../resource';

export const activityDefinition = defineResource({
  name: 'activity',
  actions: ['read'],
  capabilities: { readOnly: true },
  logged: false,
  search: ['actorName', 'resource', 'action'],
  sort: ['at', 'id', 'resource', 'action', 'actorName'],
  defaultSortOrder: 'desc',
  fields: {},
});
