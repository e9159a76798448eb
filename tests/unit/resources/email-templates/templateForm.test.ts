/**
 * The email-template form's rules and the composer's use of a template
 * (src/resources/email-templates/templateForm.ts; docs/decisions.md#email-templates).
 */
import { describe, expect, it } from 'vitest';
import { composerTextOf, translationsProblem, withText } from '../../../../src/resources/email-templates/templateForm';
import { toSendPayload } from '../../../../src/resources/emails/ComposeEmail';

describe('withText', () => {
  it('keeps only the languages with text', () => {
    const one = withText(undefined, 'sr', 'subject', 'Zdravo');
    expect(one).toEqual({ sr: { subject: 'Zdravo', body: '' } });
    const two = withText(one, 'en', 'body', 'Hello');
    expect(two).toEqual({ sr: { subject: 'Zdravo', body: '' }, en: { subject: '', body: 'Hello' } });
    expect(withText(two, 'sr', 'subject', '')).toEqual({ en: { subject: '', body: 'Hello' } });
  });
});

describe('translationsProblem', () => {
  it('asks for one language with both a subject and a body', () => {
    expect(translationsProblem({})).toEqual({ message: 'resources.email-templates.validation.translations', args: {} });
    expect(translationsProblem({ sr: { subject: 'S', body: ' ' } })).toEqual({ message: 'resources.email-templates.validation.incomplete', args: { language: 'SR' } });
    expect(translationsProblem({ en: { subject: 'Hi {{firstName}}', body: 'For {{ email }}' } })).toBeUndefined();
  });

  it('names an unknown placeholder as the API does', () => {
    expect(translationsProblem({ en: { subject: 'Hi', body: 'Dear {{nickname}}' } })).toEqual({
      message: 'resources.email-templates.validation.unknownPlaceholder',
      args: { name: '{{nickname}}', language: 'EN' },
    });
  });
});

describe('composerTextOf', () => {
  const translations = { en: { subject: 'Hello', body: 'B' }, sr: { subject: 'Zdravo', body: 'T' }, it: { subject: 'Ciao', body: 'C' } };
  it('shows the interface language, else English, else the first language', () => {
    expect(composerTextOf(translations, 'sr')).toEqual({ subject: 'Zdravo', body: 'T', language: 'sr' });
    expect(composerTextOf(translations, 'ru')).toMatchObject({ language: 'en' });
    expect(composerTextOf({ it: translations.it, nl: { subject: 'Hallo', body: 'H' } }, 'ru')).toMatchObject({ language: 'it' });
    expect(composerTextOf({}, 'en')).toBeNull();
  });
});

describe('toSendPayload with a template', () => {
  it('sends the template in place of the subject and body', () => {
    expect(toSendPayload({ to: 'a@example.com', userIds: [3], subject: 'Shown', body: 'Shown', templateId: 7 })).toEqual({ to: ['a@example.com'], userIds: [3], templateId: 7 });
    expect(toSendPayload({ to: 'a@example.com', subject: 'S', body: 'B', templateId: null })).toEqual({ to: ['a@example.com'], subject: 'S', body: 'B' });
  });
});
