/**
 * The closed value lists of the data model (docs/architecture.md#data-model), one definition
 * for the database columns (server/db/schema.ts), the API schemas (src/shared/schemas) and the
 * back office's choices (src/resources). Plain constants: safe in the browser.
 */

/** An organisation's type. */
export const ORGANISATION_TYPES = ['company', 'entrepreneur', 'public-institution', 'non-profit'] as const;

/**
 * A role's reach (docs/decisions.md#organisation-roles): `global` roles are given to a user and
 * apply to every record; `organisation` roles are given per membership and apply inside that
 * organisation only.
 */
export const ROLE_SCOPES = ['global', 'organisation'] as const;
export type RoleScope = (typeof ROLE_SCOPES)[number];
export type OrganisationType = (typeof ORGANISATION_TYPES)[number];

/** An outbox row's delivery state. */
export const EMAIL_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

/** A crawled record's status in the business register. */
export const REGISTER_STATUSES = ['active', 'in-liquidation', 'in-bankruptcy', 'struck-off'] as const;
export type RegisterStatus = (typeof REGISTER_STATUSES)[number];

/** What an activity-log row records (docs/decisions.md#accounts). */
export const ACTIVITY_ACTIONS = [
  'create',
  'update',
  'delete',
  'restore',
  'state',
  'sign-in',
  'sign-in-failed',
  'sign-out',
  'password-reset',
  'invitation',
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

/** A contact-form message's state in the inbox; `spam` hides it from the dashboard's counter. */
export const CONTACT_STATUSES = ['new', 'in-progress', 'handled', 'spam'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

/**
 * One language version of an article: `scheduled` is published by the scheduler when its
 * `publishAt` passes; only `published` versions are on the public site.
 */
export const ARTICLE_STATUSES = ['draft', 'scheduled', 'published', 'withdrawn'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];
