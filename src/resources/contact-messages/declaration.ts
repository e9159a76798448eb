/**
 * The contact inbox (`/admin/contact-messages`; src/shared/resources/contact-messages.ts): the
 * messages visitors sent through the website's form, newest first, with their status (a chip),
 * sender, page language, received date and assignee; filtered by status, language, assignee and
 * received date, and searched in name, email, company and message. The details page shows the
 * message, its sender, status, assignee, internal note and the replies sent to it, with "Reply"
 * (the email composer with the reply drafted) and the History tab; the edit form shows the
 * message read-only (sender, date, language, text) above what it writes: status, assignee
 * ("Assign to me" picks the signed-in user) and note. The list's toolbar erases a sender's
 * messages on request.
 */
import type { RaRecord } from 'react-admin';
import { LANGUAGE_CODES, LANGUAGE_MENU } from '../../shared/languages';
import { rangeFilterKeys } from '../../shared/resource';
import { contactMessagesDefinition } from '../../shared/resources';
import { declarationOf, enumChoices, type FieldChoice } from '../../admin/crud';
import { AssigneeInput, ContactMessageSummary, ContactStatusField, MultilineTextField, RepliesField } from './ContactMessageFields';
import { EraseSenderButton } from './EraseSenderButton';
import { ReplyButton } from './ReplyButton';
import type { ContactMessage } from './types';
import { contactMessageRegistration } from './registration';

/** The inbox statuses (src/shared/enums.ts CONTACT_STATUSES) → label keys. */
export const CONTACT_STATUS_CHOICES: readonly FieldChoice[] = enumChoices(contactMessagesDefinition, 'status');

/** The page languages, each by its native name (as the website's language menu names them). */
export const CONTACT_LANGUAGE_CHOICES: readonly FieldChoice[] = LANGUAGE_CODES.map((code) => ({
  id: code,
  label: LANGUAGE_MENU.find((entry) => entry.code === code)?.nativeName ?? code,
}));

const fullName = (user: RaRecord) => `${String(user.firstName ?? '')} ${String(user.lastName ?? '')}`.trim();
const received = rangeFilterKeys('createdAt');

export const contactMessageDeclaration = declarationOf<ContactMessage>(contactMessagesDefinition, contactMessageRegistration, {
  defaultSort: { field: 'createdAt', order: 'DESC' },
  filters: [
    { source: 'status', type: 'select', choices: CONTACT_STATUS_CHOICES, alwaysOn: true },
    { source: 'language', type: 'select', choices: CONTACT_LANGUAGE_CHOICES },
    { source: 'assigneeId', type: 'reference', reference: 'users', optionText: fullName, sort: { field: 'lastName', order: 'ASC' } },
    { source: received.from, type: 'date' },
    { source: received.to, type: 'date', bound: 'end' },
  ],
  compactList: { primary: 'name', secondary: 'status', tertiary: 'message' },
  listActions: [EraseSenderButton],
  showActions: [ReplyButton],
  editIntro: ContactMessageSummary,
  tabs: [{ type: 'activity', path: 'history' }],
  fields: [
    { source: 'id', show: true },
    // Required: a message always has a status, so the select offers no blank choice.
    { source: 'status', choices: CONTACT_STATUS_CHOICES, list: true, show: true, form: 'edit', display: ContactStatusField, validation: { required: true } },
    { source: 'name', list: true, show: true },
    { source: 'email', list: true, show: true },
    { source: 'company', show: true },
    { source: 'language', choices: CONTACT_LANGUAGE_CHOICES, list: true, show: true, hideBelow: 'md' },
    { source: 'createdAt', list: true, show: true },
    { source: 'assigneeName', list: true, show: true, hideBelow: 'md', sortable: false },
    { source: 'assigneeId', form: 'edit', input: AssigneeInput },
    { source: 'message', show: true, display: MultilineTextField },
    { source: 'note', show: true, form: 'edit', display: MultilineTextField },
    { source: 'replies', type: 'text', label: 'resources.contact-messages.replies.title', show: true, sortable: false, display: RepliesField },
    { source: 'updatedAt', show: true },
  ],
});
