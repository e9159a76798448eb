/**
 * Client-side rules of the contact form (the server's, from src/shared/contact.ts and the text
 * rule of names, src/shared/text-rule.ts): each field's error as a translation key of the
 * `contact` namespace, or undefined when the value is fine. Lengths are judged as the values
 * will be sent, i.e. trimmed; characters as typed, as the server does.
 */
import { CONTACT_LIMITS, isEmailAddress, lengthOf } from '../../shared/contact';
import { hasForbiddenCharacters } from '../../shared/text-rule';

/** What the visitor types. `website` is the honeypot. */
export interface ContactValues {
  name: string;
  email: string;
  company: string;
  message: string;
  website: string;
}

/** The fields a visitor sees and that can be invalid. */
export type ContactField = 'name' | 'email' | 'company' | 'message';

export const CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'company', 'message'];

export const EMPTY_CONTACT: ContactValues = { name: '', email: '', company: '', message: '', website: '' };

const within = (value: string, min: number, max: number) => {
  const length = lengthOf(value.trim());
  return length >= min && length <= max;
};

/** The translation key of `field`'s error for `values`, or undefined. */
export function contactFieldError(field: ContactField, values: ContactValues): string | undefined {
  switch (field) {
    case 'name':
      if (hasForbiddenCharacters(values.name)) return 'validation.nameCharacters';
      return within(values.name, CONTACT_LIMITS.name.min, CONTACT_LIMITS.name.max) ? undefined : 'validation.nameLength';
    case 'email':
      return isEmailAddress(values.email.trim()) ? undefined : 'validation.emailInvalid';
    case 'company':
      if (hasForbiddenCharacters(values.company)) return 'validation.companyCharacters';
      return lengthOf(values.company.trim()) <= CONTACT_LIMITS.company.max ? undefined : 'validation.companyLength';
    case 'message':
      return within(values.message, CONTACT_LIMITS.message.min, CONTACT_LIMITS.message.max) ? undefined : 'validation.messageLength';
  }
}

/** Every field's error key (only the invalid ones). */
export function contactErrors(values: ContactValues): Partial<Record<ContactField, string>> {
  const errors: Partial<Record<ContactField, string>> = {};
  for (const field of CONTACT_FIELDS) {
    const error = contactFieldError(field, values);
    if (error) errors[field] = error;
  }
  return errors;
}
