/**
 * Messages visitors sent through the public contact form (docs/requirements.md#r2 /contact):
 * stored by `POST /public/contact`, worked through by staff as an inbox — a status (`new`,
 * `in-progress`, `handled`, `spam`), the colleague who answers it and an internal note — and
 * answered from the email composer (the reply is linked to the message and moves it to
 * `in-progress`). A message holds personal data: it is deleted on request
 * (`POST /contact-messages/erase`) and after the retention period (CONTACT_RETENTION_MONTHS).
 * Staff never create one (docs/decisions.md#contact-inbox). The routes: server/routes/contact-messages.ts.
 */
import { CONTACT_STATUSES } from '../enums';
import { LANGUAGE_CODES } from '../languages';
import { defineResource } from '../resource';

const V = 'resources.contact-messages.validation';

/** Longest internal note (characters). */
export const MAX_CONTACT_NOTE_LENGTH = 5000;

export const contactMessagesDefinition = defineResource({
  name: 'contact-messages',
  actions: ['read', 'update', 'delete'],
  capabilities: { noCreate: true, hardDelete: true },
  search: ['name', 'email', 'company', 'message'],
  filters: ['status', 'language', 'assigneeId'],
  rangeFilters: ['createdAt'],
  sort: ['createdAt', 'name', 'email', 'status', 'updatedAt', 'id'],
  defaultSortOrder: 'desc',
  fields: {
    id: { kind: 'id' },
    name: { kind: 'text' },
    email: { kind: 'email' },
    company: { kind: 'text', nullable: true },
    message: { kind: 'multiline' },
    /** The page language the visitor wrote from (en, sr, …). */
    language: { kind: 'enum', values: LANGUAGE_CODES, valueLabels: 'resources.articles.languageNames' },
    /** `spam` keeps the message out of the dashboard's counter; a reply sets `in-progress`. */
    status: { kind: 'enum', values: CONTACT_STATUSES, update: 'optional', valueLabels: 'resources.contact-messages.statuses' },
    /** The staff member who answers it. */
    assigneeId: { kind: 'reference', reference: 'users', nullable: true, update: 'optional' },
    /** The assignee's full name (answered, so that staff without users.read see it too). */
    assigneeName: { kind: 'text', nullable: true },
    /** Staff's internal note; never sent to the visitor. */
    note: { kind: 'multiline', nullable: true, update: 'optional', rules: { maxLength: MAX_CONTACT_NOTE_LENGTH, message: `${V}.note` } },
    createdAt: { kind: 'datetime' },
    updatedAt: { kind: 'datetime' },
  },
});
