/**
 * A resource with a definition and no declaration of its own gets its screens from the
 * definition alone (src/admin/crud/defaultPresentation.ts): a list with its short fields, newest
 * first when the definition says so, filters for its `filters` and a day picker for each end of
 * its `rangeFilters`, no create screen when the API has none, details with every field and an
 * edit form with only what the API lets write. Checked on the contact messages' definition (the
 * inbox has a declaration of its own; its screens are tested in contactInbox.test.tsx).
 */
import { describe, expect, it } from 'vitest';
import { defaultPresentation } from '../../../src/admin/crud/defaultPresentation';
import { defaultRegistration } from '../../../src/admin/crud/defaultRegistration';
import { declarationOf } from '../../../src/admin/crud/fromDefinition';
import { contactMessagesDefinition } from '../../../src/shared/resources';

describe('a resource from its definition alone', () => {
  const presentation = defaultPresentation(contactMessagesDefinition);
  const field = (source: string) => presentation.fields.find((candidate) => candidate.source === source);

  it('lists the short fields, newest first, with no create screen', () => {
    expect(defaultRegistration(contactMessagesDefinition).screens).toEqual({ list: true, show: true, create: false, edit: true });
    expect(presentation.defaultSort).toEqual({ field: 'createdAt', order: 'DESC' });
    expect(presentation.fields.filter((candidate) => candidate.list).map((candidate) => candidate.source)).toEqual(['name', 'email', 'company', 'language', 'status', 'assigneeId']);
    // The message itself is too long for a column: it is on the details page.
    expect(field('message')).toMatchObject({ list: false, show: true });
  });

  it('filters by the definition\'s filters, and by a range with a day picker for each end', () => {
    expect(presentation.filters).toEqual([
      { source: 'status', type: 'select', alwaysOn: true, choices: ['new', 'in-progress', 'handled', 'spam'].map((id) => ({ id, label: `resources.contact-messages.statuses.${id}` })) },
      expect.objectContaining({ source: 'language', type: 'select' }),
      { source: 'assigneeId', type: 'reference', reference: 'users' },
      { source: 'createdAtFrom', type: 'date' },
      { source: 'createdAtTo', type: 'date', bound: 'end' },
    ]);
  });

  it('offers and shows enum values by their translated labels, in lists, details and forms', () => {
    const declared = declarationOf(contactMessagesDefinition, defaultRegistration(contactMessagesDefinition), presentation);
    const status = declared.fields.find((candidate) => candidate.source === 'status');
    expect(status).toMatchObject({ type: 'select', choices: ['new', 'in-progress', 'handled', 'spam'].map((id) => ({ id, label: `resources.contact-messages.statuses.${id}` })) });
    const language = declared.fields.find((candidate) => candidate.source === 'language');
    expect(language?.choices?.map((choice) => choice.label)).toContain('resources.articles.languageNames.sr');
  });

  it('edits only what the API lets write', () => {
    expect(presentation.fields.filter((candidate) => candidate.form).map((candidate) => candidate.source)).toEqual(['status', 'assigneeId', 'note']);
    expect(presentation.tabs).toEqual([{ type: 'activity', path: 'history' }]);
  });
});
