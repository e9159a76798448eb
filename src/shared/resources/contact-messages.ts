/**
 * Messages visitors sent through the public contact form (docs/requirements.md#r2 /contact):
 * stored by `POST /public/contact`, read and marked handled by staff, deleted on request
 * (a message holds personal data). Staff never create one.
 */
import { defineResource } from '../resource';

export const contactMessagesDefinition = defineResource({
  name: 'contact-messages',
  actions: ['read', 'update', 'delete'],
  capabilities: { noCreate: true, hardDelete: true },
  search: ['name', 'email', 'company', 'message'],
  filters: ['handled'],
  sort: ['createdAt', 'name', 'email', 'handled', 'id'],
  defaultSortOrder: 'desc',
  fields: {
    id: { kind: 'id' },
    name: { kind: 'text' },
    email: { kind: 'email' },
    company: { kind: 'text', nullable: true },
    message: { kind: 'multiline' },
    /** The page language the visitor wrote from (en, sr, …). */
    language: { kind: 'code' },
    handled: { kind: 'boolean', update: 'required' },
    createdAt: { kind: 'datetime' },
  },
});
