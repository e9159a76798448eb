/**
 * The contact form's own checks (src/site/contact/validation.ts) hold the name and company to the
 * text rule the API applies (src/shared/text-rule.ts), with a message of their own in every
 * language, so a visitor reads why in the page's language before the round trip.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../../src/shared/languages';
import { contactFieldError, EMPTY_CONTACT } from '../../../src/site/contact/validation';

const values = (overrides: Partial<typeof EMPTY_CONTACT>) => ({ ...EMPTY_CONTACT, name: 'Ana Visitor', email: 'ana@example.com', message: 'A message of some length.', ...overrides });

describe('contact form: control, invisible and bidirectional characters', () => {
  it('refuses them in the name and the company, with their own message', () => {
    for (const name of ['Ana\r\nBcc: evil@example.com', 'Ana \u202Erotisiv', 'Ana\u200BVisitor', 'Ana\u0000Visitor']) {
      expect(contactFieldError('name', values({ name })), JSON.stringify(name)).toBe('validation.nameCharacters');
    }
    expect(contactFieldError('company', values({ company: 'Ltd\nBcc: x' }))).toBe('validation.companyCharacters');
  });

  it("accepts names of every script with accents, apostrophes and hyphens", () => {
    for (const name of ["Zoë Ćirić-O'Brien", '王小明', 'José María Núñez', 'Анна Сергеевна']) {
      expect(contactFieldError('name', values({ name })), name).toBeUndefined();
      expect(contactFieldError('company', values({ company: name })), name).toBeUndefined();
    }
  });

  it('has both messages in every language', () => {
    for (const lng of LANGUAGE_CODES) {
      const texts = JSON.parse(readFileSync(`locales/${lng}/contact.json`, 'utf8')) as { validation: Record<string, string> };
      expect(texts.validation.nameCharacters, lng).toMatch(/\S/);
      expect(texts.validation.companyCharacters, lng).toMatch(/\S/);
    }
  });
});
