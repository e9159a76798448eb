/** The outbox: every email the back office sent, one row per recipient (docs/decisions.md#accounts). */
import { defineResource } from '../resource';

export const emailsDefinition = defineResource({
  name: 'emails',
  actions: ['read', 'create', 'update', 'delete'],
  extraActions: ['send'],
  // Composed through `POST /emails/send`, never created or edited as records.
  permissions: { create: 'emails.send' },
  capabilities: { readOnly: true },
  search: ['to', 'subject'],
  sort: ['createdAt', 'sentAt', 'subject', 'to', 'status', 'id'],
  defaultSortOrder: 'desc',
  fields: {},
});
