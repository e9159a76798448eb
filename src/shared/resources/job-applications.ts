/**
 * Applications to job openings (docs/decisions.md#job-applications): sent by candidates through
 * the form on an open opening's page (`POST /public/job-openings/{slug}/applications`,
 * src/shared/job-applications.ts), never created by staff (`noCreate`). Staff work them as an
 * inbox — a status from `new` to `hired` or `rejected`, the colleague who handles one and notes
 * of their own — and download the CV (`GET /job-applications/{id}/cv`, `job-applications.read`).
 * An application is the candidate's personal data (docs/requirements.md#r2): its fields marked
 * `personal` never reach the activity log, it is deleted whole, CV included, on request
 * (`DELETE /job-applications/{id}`) and after JOB_APPLICATION_RETENTION_MONTHS. The routes:
 * server/routes/job-applications.ts and server/routes/job-application-form.ts.
 */
import { CV_CONTENT_TYPES, CV_MAX_BYTES, JOB_APPLICATION_LIMITS } from '../job-applications';
import { LANGUAGE_CODES } from '../languages';
import { defineResource } from '../resource';

const V = 'resources.job-applications.validation';

/** Where an application stands, from receipt to the decision. */
export const JOB_APPLICATION_STATUSES = ['new', 'screening', 'interview', 'offer', 'rejected', 'hired'] as const;
export type JobApplicationStatus = (typeof JOB_APPLICATION_STATUSES)[number];

/** Longest staff note (characters). */
export const MAX_JOB_APPLICATION_NOTES_LENGTH = 5000;

/** Longest stored CV file name (characters). */
export const MAX_CV_FILE_NAME_LENGTH = 255;

export const jobApplicationsDefinition = defineResource({
  name: 'job-applications',
  actions: ['read', 'update', 'delete'],
  capabilities: { noCreate: true, hardDelete: true },
  search: ['name', 'email'],
  filters: ['status', 'jobOpeningId', 'assigneeId'],
  rangeFilters: ['createdAt'],
  sort: ['createdAt', 'name', 'status', 'updatedAt', 'id'],
  defaultSortOrder: 'desc',
  fields: {
    id: { kind: 'id' },
    /** The opening applied to (open when the application arrived). */
    jobOpeningId: { kind: 'reference', reference: 'job-openings' },
    name: { kind: 'text', personal: true, rules: { minLength: JOB_APPLICATION_LIMITS.name.min, maxLength: JOB_APPLICATION_LIMITS.name.max, message: `${V}.name` } },
    email: { kind: 'email', personal: true, rules: { maxLength: JOB_APPLICATION_LIMITS.email.max, message: `${V}.email` } },
    phone: { kind: 'text', nullable: true, personal: true, rules: { maxLength: JOB_APPLICATION_LIMITS.phone.max, message: `${V}.phone` } },
    linkedinUrl: { kind: 'text', nullable: true, personal: true, rules: { maxLength: JOB_APPLICATION_LIMITS.linkedinUrl.max, message: `${V}.linkedinUrl` } },
    coverLetter: { kind: 'multiline', nullable: true, personal: true, rules: { maxLength: JOB_APPLICATION_LIMITS.coverLetter.max, message: `${V}.coverLetter` } },
    /** The page language the candidate applied from: their mails are written in it. */
    language: { kind: 'enum', values: LANGUAGE_CODES, valueLabels: 'resources.articles.languageNames' },
    status: { kind: 'enum', values: JOB_APPLICATION_STATUSES, default: 'new', update: 'optional' },
    /** The staff member who handles it. */
    assigneeId: { kind: 'reference', reference: 'users', nullable: true, update: 'optional' },
    /** Staff's own notes on the candidate; never sent to them, never in the activity log. */
    notes: { kind: 'multiline', nullable: true, personal: true, update: 'optional', rules: { maxLength: MAX_JOB_APPLICATION_NOTES_LENGTH, message: `${V}.notes` } },
    /** When the candidate agreed to the form's consent text (the moment the application arrived). */
    consentAt: { kind: 'datetime' },
    /** The CV's name as uploaded (its extension the real type's). */
    cvFileName: { kind: 'text', personal: true, rules: { minLength: 1, maxLength: MAX_CV_FILE_NAME_LENGTH, message: `${V}.cvFileName` } },
    /** Read from the file's own bytes. */
    cvContentType: { kind: 'enum', values: Object.values(CV_CONTENT_TYPES), valueLabels: 'resources.job-applications.cvTypes' },
    /** Bytes. */
    cvSize: { kind: 'integer', rules: { min: 1, max: CV_MAX_BYTES, message: `${V}.cvSize` } },
    createdAt: { kind: 'datetime' },
    updatedAt: { kind: 'datetime' },
  },
});
