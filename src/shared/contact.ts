/**
 * Limits of the public contact form, shared by the browser form and the server route
 * (server/routes/contact.ts), so that client-side validation accepts exactly what the API does.
 * Lengths count Unicode code points, as JSON Schema does.
 */
export const CONTACT_LIMITS = {
  name: { min: 2, max: 100 },
  email: { max: 254 },
  company: { max: 150 },
  message: { min: 10, max: 5000 },
} as const;

/**
 * How long contact messages are kept, in months from receipt: the server's default of
 * CONTACT_RETENTION_MONTHS (server/config.ts, the retention job) and the period the /gdpr and
 * privacy pages state. A deployment that sets another period must change this too.
 */
export const CONTACT_RETENTION_MONTHS = 24;

/** Messages accepted per IP in one window (server side; the form explains a 429). */
export const CONTACT_RATE_LIMIT = { max: 5, windowMs: 10 * 60_000 } as const;

/**
 * The `email` string format of the API's validator (ajv-formats, full mode), so that both sides
 * agree on what an address is.
 */
export const EMAIL_PATTERN =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

/** Length in code points (what the API's minLength/maxLength count). */
export const lengthOf = (value: string): number => [...value].length;

/** True for an address the API accepts. */
export const isEmailAddress = (value: string): boolean => lengthOf(value) <= CONTACT_LIMITS.email.max && EMAIL_PATTERN.test(value);
