/**
 * Job openings (docs/decisions.md#job-openings): the roles the careers page advertises, kept by
 * staff in the back office — its address (`/careers/<slug>`), title, description and location in
 * each site language (English required), department, where the work is (a location, remote, or both),
 * employment type and seniority, a Markdown description, the monthly gross salary it starts
 * from, whom applicants may write to, the hiring manager, when it shows and its closing date
 * (after today whenever it is written). The careers page lists the open ones — shown
 * (`visibleFrom` passed), not closed (closing date today or later), not deleted — and each has a
 * page of its own (`publishing`; server/publishing/job-openings-collection.ts), in all seven
 * languages. An opening is a definition and nothing else: its table
 * (server/db/schema.ts), API, permissions, activity-log name and back-office screens all follow
 * from this object, as README "Adding a resource" describes.
 */
import { defineResource } from '../resource';
import { SLUG_PATTERN } from '../publishing';

const V = 'resources.job-openings.validation';

/** The careers page: the open openings' list; an opening's page is `/careers/<slug>`. */
export const CAREERS_PATH = '/careers';

/** The departments an opening belongs to. */
export const JOB_DEPARTMENTS = ['engineering', 'design', 'sales'] as const;

/** Employment types, as schema.org JobPosting's `employmentType` names them (lower-cased). */
export const EMPLOYMENT_TYPES = ['full-time', 'part-time', 'contractor', 'intern'] as const;

/** Seniority levels, from first job to leading a team. */
export const SENIORITY_LEVELS = ['junior', 'medior', 'senior', 'lead'] as const;

export const jobOpeningsDefinition = defineResource({
  name: 'job-openings',
  actions: ['read', 'create', 'update', 'delete'],
  capabilities: { softDelete: true },
  // The careers page lists the open ones (24 a page); each has its page at /careers/<slug>.
  publishing: { path: CAREERS_PATH, pageSize: 24 },
  search: ['title', 'slug', 'location'],
  filters: ['department', 'employmentType', 'seniority', 'remote'],
  rangeFilters: ['createdAt'],
  sort: ['closingDate', 'slug', 'department', 'seniority', 'createdAt', 'id'],
  fields: {
    id: { kind: 'id' },
    /** The opening's address: `/careers/<slug>`; no two undeleted openings share one. */
    slug: { kind: 'code', create: 'required', update: 'optional', rules: { minLength: 1, maxLength: 120, pattern: SLUG_PATTERN, message: `${V}.slug`, validate: ['unique'] } },
    title: { kind: 'text', localized: true, create: 'required', update: 'optional', rules: { minLength: 2, maxLength: 120, message: `${V}.title` } },
    department: { kind: 'enum', values: JOB_DEPARTMENTS, create: 'required', update: 'optional' },
    /** City and country ("Novi Sad, Serbia"); null for a fully remote role. */
    location: { kind: 'text', localized: true, nullable: true, create: 'optional', update: 'optional', rules: { maxLength: 100, message: `${V}.location` } },
    /** The role can be done from home (schema.org `jobLocationType: TELECOMMUTE`). */
    remote: { kind: 'boolean', create: 'optional', update: 'optional' },
    employmentType: { kind: 'enum', values: EMPLOYMENT_TYPES, create: 'required', update: 'optional' },
    seniority: { kind: 'enum', values: SENIORITY_LEVELS, create: 'required', update: 'optional' },
    /** How many people the opening hires. */
    positions: { kind: 'integer', default: 1, create: 'optional', update: 'optional', rules: { min: 1, max: 50, message: `${V}.positions` } },
    /** Gross monthly salary in euros the role starts from; null when not advertised. */
    salaryFrom: { kind: 'number', nullable: true, create: 'optional', update: 'optional', rules: { min: 0, max: 1_000_000, message: `${V}.salaryFrom` } },
    description: { kind: 'markdown', localized: true, create: 'required', update: 'optional', rules: { minLength: 1, maxLength: 20_000, message: `${V}.description` } },
    /** Where applicants may write with questions; null: the careers page's general address. */
    contactEmail: { kind: 'email', nullable: true, create: 'optional', update: 'optional', rules: { maxLength: 254, message: `${V}.contactEmail` } },
    hiringManagerId: { kind: 'reference', reference: 'users', nullable: true, create: 'optional', update: 'optional' },
    /** The careers page shows the opening from this moment; null: not yet shown (a draft). */
    visibleFrom: { kind: 'datetime', nullable: true, create: 'optional', update: 'optional' },
    /** The last day applications are taken: after today whenever the opening is written. */
    closingDate: { kind: 'date', create: 'required', update: 'optional', rules: { after: 'today', message: `${V}.closingDate` } },
    createdAt: { kind: 'datetime' },
    updatedAt: { kind: 'datetime' },
    deletedAt: { kind: 'datetime', nullable: true },
  },
});
