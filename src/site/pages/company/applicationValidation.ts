/**
 * Client-side rules of the job application form — the server's (src/shared/job-applications.ts,
 * the text rule of names src/shared/text-rule.ts) — each field's error as a translation key of
 * the `company` namespace (`careers.apply.validation.*`), or undefined when the value is fine.
 * Lengths are judged trimmed, as the values are sent. The CV's own bytes are checked by the
 * server; here its name's extension and its size.
 */
import { isEmailAddress, lengthOf } from '../../../shared/contact';
import { CV_MAX_BYTES, JOB_APPLICATION_LIMITS as LIMITS, JOB_APPLICATION_PHONE_PATTERN } from '../../../shared/job-applications';
import { hasForbiddenCharacters } from '../../../shared/text-rule';

/** What the applicant enters. `website` is the honeypot. */
export interface ApplicationValues {
  name: string;
  email: string;
  phone: string;
  linkedinUrl: string;
  coverLetter: string;
  cv: File | null;
  consent: boolean;
  website: string;
}

/** The fields that can be invalid, in the form's order. */
export const APPLICATION_FIELDS = ['name', 'email', 'phone', 'linkedinUrl', 'coverLetter', 'cv', 'consent'] as const;
export type ApplicationField = (typeof APPLICATION_FIELDS)[number];

export const EMPTY_APPLICATION: ApplicationValues = { name: '', email: '', phone: '', linkedinUrl: '', coverLetter: '', cv: null, consent: false, website: '' };

/** Whether `value` is an http(s) address. */
function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** The translation key of `field`'s error for `values`, or undefined. */
export function applicationFieldError(field: ApplicationField, values: ApplicationValues): string | undefined {
  const V = 'careers.apply.validation';
  switch (field) {
    case 'name': {
      if (hasForbiddenCharacters(values.name)) return `${V}.nameCharacters`;
      const length = lengthOf(values.name.trim());
      return length >= LIMITS.name.min && length <= LIMITS.name.max ? undefined : `${V}.nameLength`;
    }
    case 'email':
      return isEmailAddress(values.email.trim()) ? undefined : `${V}.email`;
    case 'phone': {
      const phone = values.phone.trim();
      return !phone || (JOB_APPLICATION_PHONE_PATTERN.test(phone) && lengthOf(phone) <= LIMITS.phone.max) ? undefined : `${V}.phone`;
    }
    case 'linkedinUrl': {
      const url = values.linkedinUrl.trim();
      return !url || (isWebAddress(url) && lengthOf(url) <= LIMITS.linkedinUrl.max) ? undefined : `${V}.linkedinUrl`;
    }
    case 'coverLetter':
      return lengthOf(values.coverLetter.trim()) <= LIMITS.coverLetter.max ? undefined : `${V}.coverLetter`;
    case 'cv':
      if (!values.cv) return `${V}.cvRequired`;
      if (!/\.(pdf|docx)$/i.test(values.cv.name)) return `${V}.cvType`;
      return values.cv.size <= CV_MAX_BYTES ? undefined : `${V}.cvSize`;
    case 'consent':
      return values.consent ? undefined : `${V}.consent`;
  }
}

/** Every invalid field's error key. */
export function applicationErrors(values: ApplicationValues): Partial<Record<ApplicationField, string>> {
  const errors: Partial<Record<ApplicationField, string>> = {};
  for (const field of APPLICATION_FIELDS) {
    const error = applicationFieldError(field, values);
    if (error) errors[field] = error;
  }
  return errors;
}
