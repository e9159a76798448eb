/**
 * The careers page's application form (docs/decisions.md#job-applications): its limits, the CV
 * files it takes and its address, shared by the browser form (src/site/pages/company) and the
 * server route that receives it, so that the form accepts exactly what the API does. Lengths
 * count Unicode code points, as JSON Schema does. Browser-safe: no Node APIs.
 */

/** Field lengths of an application (code points). */
export const JOB_APPLICATION_LIMITS = {
  name: { min: 2, max: 100 },
  email: { max: 254 },
  phone: { max: 40 },
  linkedinUrl: { max: 300 },
  coverLetter: { max: 5000 },
} as const;

/**
 * What a phone number may hold: an optional leading `+`, then at least six digits, spaces and
 * `( ) - . /` (the form's rule and the API's).
 */
export const JOB_APPLICATION_PHONE_PATTERN = /^\+?[0-9 ()\-./]{6,}$/;

/** The largest CV accepted, in bytes (5 MB). */
export const CV_MAX_BYTES = 5 * 1024 * 1024;

/** The CV formats accepted, by their media type (the file's own bytes are checked, not its name). */
export const CV_CONTENT_TYPES = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;

/** The file input's `accept`: the two formats by extension and media type. */
export const CV_ACCEPT = `.pdf,.docx,${Object.values(CV_CONTENT_TYPES).join(',')}`;

/** Applications accepted per IP in one window (server side; the form explains a 429). */
export const JOB_APPLICATION_RATE_LIMIT = { max: 5, windowMs: 10 * 60_000 } as const;

/**
 * How long applications are kept, in months from receipt: the server's default of
 * JOB_APPLICATION_RETENTION_MONTHS and the period /gdpr and /privacy state.
 */
export const JOB_APPLICATION_RETENTION_MONTHS = 12;

/**
 * Where the form posts (under /api/1.0): `multipart/form-data` with the fields `name`, `email`,
 * `phone`, `linkedinUrl`, `coverLetter`, `consent` ("true"), `language` (a site language),
 * `website` (the honeypot) and the file `cv`.
 */
export const jobApplicationPath = (slug: string) => `/public/job-openings/${encodeURIComponent(slug)}/applications`;
