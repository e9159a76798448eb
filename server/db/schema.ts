/**
 * The database, table by table, then the relations between them (docs/architecture.md#data-model). Columns are snake_case in SQL and camelCase in TypeScript.
 * Change this file, then `npm run db:generate` to add a migration.
 * Long because Drizzle's convention is one schema file, readable top to bottom: every table,
 * then every relation, as drizzle-kit reads it to generate migrations.
 */
import { relations, sql, type SQL } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { activityDefinition } from '../../src/shared/resources/activity';
import { contactMessagesDefinition } from '../../src/shared/resources/contact-messages';
import { crawledOrganisationsDefinition } from '../../src/shared/resources/crawled-organisations';
import { currenciesDefinition } from '../../src/shared/resources/currencies';
import { emailTemplatesDefinition } from '../../src/shared/resources/email-templates';
import { featuresDefinition } from '../../src/shared/resources/features';
import { jobApplicationsDefinition } from '../../src/shared/resources/job-applications';
import { jobOpeningsDefinition } from '../../src/shared/resources/job-openings';
import { testimonialsDefinition } from '../../src/shared/resources/testimonials';
import { caseStudiesDefinition } from '../../src/shared/resources/case-studies';
import { modulesDefinition } from '../../src/shared/resources/modules';
import { organisationFeaturesDefinition } from '../../src/shared/resources/organisation-features';
import { organisationModulesDefinition } from '../../src/shared/resources/organisation-modules';
import { organisationsDefinition } from '../../src/shared/resources/organisations';
import { permissionsDefinition } from '../../src/shared/resources/permissions';
import { rolesDefinition } from '../../src/shared/resources/roles';
import { userClaimsDefinition } from '../../src/shared/resources/user-claims';
import { usersDefinition } from '../../src/shared/resources/users';
import { tableFromDefinition } from './table-from-definition';
import { ARTICLE_STATUSES, EMAIL_STATUSES } from '../../src/shared/enums';
import { MEDIA_CONTENT_TYPES } from '../../src/shared/media';

// The value lists of the columns are shared with the API schemas and the back office.
export {
  ACTIVITY_ACTIONS,
  ARTICLE_STATUSES,
  CONTACT_STATUSES,
  EMAIL_STATUSES,
  ORGANISATION_TYPES,
  REGISTER_STATUSES,
  type ActivityAction,
  type EmailStatus,
  type OrganisationType,
} from '../../src/shared/enums';

/** Case-insensitive text (PostgreSQL citext extension, created by the first migration). */
const citext = customType<{ data: string }>({
  dataType: () => 'citext',
});

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** Users (src/shared/resources/users.ts); the columns below are what the definition does not answer. */
export const users = tableFromDefinition(
  usersDefinition,
  {
    columns: {
      email: citext('email').notNull(),
      userName: citext('user_name').notNull(),
      passwordHash: text('password_hash').notNull(),
      /** The language of the mails the product sends this user (one of the seven; src/shared/languages.ts). */
      preferredLanguage: varchar('preferred_language', { length: 2 }).notNull().default('en'),
      /** TOTP secret (RFC 6238), encrypted at rest; null until enrolment starts. */
      twoFactorSecret: text('two_factor_secret'),
      /**
       * The TOTP time step (Unix seconds / 30) of the last code accepted for this user: a code at or
       * before it is refused, so one code signs in once (RFC 6238 §5.2).
       */
      twoFactorLastStep: bigint('two_factor_last_step', { mode: 'number' }),
      /**
       * What `search_term` on /users looks in (see {@link userSearchText}): stored and lower-cased
       * once per write, so a search compares each candidate row with a plain LIKE instead of
       * concatenating and case-folding it again (ILIKE), and the trigram index covers it.
       */
      searchText: text('search_text').generatedAlwaysAs((): SQL => sql`lower(${userSearchText(users)})`),
    },
    defaults: { requestPasswordChange: true },
  },
  (t) => [
    unique('users_email_unique').on(t.email),
    unique('users_user_name_unique').on(t.userName),
    // `search_term` on /users: one trigram index over the stored, lower-cased searched text (LIKE '%term%').
    index('users_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // The default sort of /users/paged (last name, then id) walks this index.
    index('users_last_name_id_idx').on(t.lastName, t.id),
  ],
);

/**
 * What `search_term` on /users looks in: "first last", email and user name in one text. Stored
 * lower-cased as `users.search_text` (a generated column) under the trigram GIN index
 * `users_search_text_trgm_idx` (pg_trgm); a search is `search_text LIKE lower('%term%')`
 * (server/routes/paging.ts, loweredTextSearch), which PostgreSQL answers through that index.
 */
export function userSearchText(t: { firstName: AnyPgColumn; lastName: AnyPgColumn; email: AnyPgColumn; userName: AnyPgColumn }): SQL {
  return sql`${t.firstName} || ' ' || ${t.lastName} || ' ' || ${t.email}::text || ' ' || ${t.userName}::text`;
}

/**
 * The ordered trigram postings of the users' search: one row per live (not soft-deleted) user
 * and per literal trigram of its search text (three letters or digits from one word, as
 * pg_trgm's `show_trgm` gives them), with the user's last name beside it. The primary key walks
 * one trigram's users in last-name order, so a searched page in the default sort reads its 25
 * rows instead of every match (server/routes/ordered-search.ts; docs/decisions.md#ordered-search).
 * Kept by statement triggers on `users` (migration 0015), never written by the application.
 */
export const userSearchTrigrams = pgTable(
  'user_search_trigrams',
  {
    trigram: text('trigram').notNull(),
    lastName: text('last_name').notNull(),
    userId: integer('user_id').notNull(),
  },
  (t) => [primaryKey({ name: 'user_search_trigrams_pkey', columns: [t.trigram, t.lastName, t.userId] })],
);

/** Roles (src/shared/resources/roles.ts); `scope` global: given to users (`user_roles`), organisation: given per membership (`membership_roles`), organisation permissions only (docs/decisions.md#organisation-roles). */
export const roles = tableFromDefinition(
  rolesDefinition,
  {
    notColumns: { userCount: 'counted from user_roles' },
    defaults: { scope: 'global' },
  },
  (t) => [unique('roles_name_unique').on(t.name)],
);

/** A permission is a string `<resource>.<action>` (docs/decisions.md#tokens); `isSystem`: a name the API's routes declare, never renamed or deleted. */
export const permissions = tableFromDefinition(permissionsDefinition, {}, (t) => [unique('permissions_name_unique').on(t.name)]);

export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    permissionId: integer('permission_id')
      .notNull()
      .references(() => permissions.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.permissionId] }), index('role_permissions_permission_idx').on(t.permissionId)],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('user_roles_role_idx').on(t.roleId)],
);

/** Organisations (src/shared/resources/organisations.ts): PIB and MB are Serbian tax and company numbers (9 and 8 digits). */
export const organisations = tableFromDefinition(
  organisationsDefinition,
  {
    columns: {
      taxRegistrationNumber: varchar('tax_registration_number', { length: 9 }).notNull(),
      nationalIdentificationNumber: varchar('national_identification_number', { length: 8 }).notNull(),
      /** ISO 3166-1 alpha-2. */
      country: varchar('country', { length: 2 }),
    },
    defaults: { type: 'company' },
  },
  (t) => [
    unique('organisations_tax_registration_number_unique').on(t.taxRegistrationNumber),
    unique('organisations_national_identification_number_unique').on(t.nationalIdentificationNumber),
    check('organisations_tax_registration_number_digits', sql`${t.taxRegistrationNumber} ~ '^[0-9]{9}$'`),
    check('organisations_national_identification_number_digits', sql`${t.nationalIdentificationNumber} ~ '^[0-9]{8}$'`),
  ],
);

export const userOrganisations = pgTable(
  'user_organisations',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    /** When the person became a member (the membership view's "member since"). */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.organisationId] }),
    index('user_organisations_organisation_idx').on(t.organisationId),
  ],
);

/**
 * Organisation roles a member holds in that organisation (docs/decisions.md#organisation-roles):
 * only roles of scope `organisation`; removed with the membership.
 */
export const membershipRoles = pgTable(
  'membership_roles',
  {
    userId: integer('user_id').notNull(),
    organisationId: integer('organisation_id').notNull(),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.organisationId, t.roleId] }),
    foreignKey({ name: 'membership_roles_membership_fk', columns: [t.userId, t.organisationId], foreignColumns: [userOrganisations.userId, userOrganisations.organisationId] }).onDelete('cascade'),
    index('membership_roles_organisation_idx').on(t.organisationId),
    index('membership_roles_role_idx').on(t.roleId),
  ],
);

/**
 * Invitations into an organisation sent by its own administrators (docs/decisions.md#organisation-roles):
 * an address, the organisation roles it is invited with and the SHA-256 hex of the mailed
 * link's token (never the token). No account or membership exists because of it until the
 * person acts on the link: signed in as that address they accept, without an account they
 * register through it. Open while neither accepted, revoked nor declined; at most one open
 * invitation per organisation and address (inviting again renews it: new token, roles, dates).
 */
export const organisationInvitations = pgTable(
  'organisation_invitations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    email: citext('email').notNull(),
    /** Organisation roles (`roles.scope = 'organisation'`) the membership gets on acceptance. */
    roleIds: integer('role_ids').array().notNull().default(sql`'{}'::integer[]`),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique('organisation_invitations_token_hash_unique'),
    /** The language the inviter chose for someone without an account (their mail, their new account); null: English. */
    preferredLanguage: varchar('preferred_language', { length: 2 }),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** When the current link was mailed (the first invitation, or its last renewal). */
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: integer('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: integer('revoked_by').references(() => users.id, { onDelete: 'set null' }),
    declinedAt: timestamp('declined_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('organisation_invitations_open_unique')
      .on(t.organisationId, t.email)
      .where(sql`${t.acceptedAt} is null and ${t.revokedAt} is null and ${t.declinedAt} is null`),
  ],
);

/** Claims of a user (docs/architecture.md#data-model): free `type`/`value` pairs, e.g. `department`/`sales`. */
export const userClaims = tableFromDefinition(
  userClaimsDefinition,
  {},
  (t) => [index('user_claims_user_idx').on(t.userId)],
);

/**
 * Refresh tokens, stored as the SHA-256 hex of the random token. A family is one sign-in and
 * every token rotated from it; reuse of a used token revokes the family (RFC 9700 §4.14.2).
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique('refresh_tokens_token_hash_unique'),
    familyId: uuid('family_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Client address and user agent of the request that obtained this token (sessions list). */
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId), index('refresh_tokens_user_idx').on(t.userId)],
);

export const ACCOUNT_TOKEN_PURPOSES = ['invitation', 'email-change', 'two-factor-challenge'] as const;

/**
 * Single-use tokens of account flows other than password reset (docs/decisions.md#accounts): invitations (72 h),
 * email-change confirmations (to the new address, kept in `payload`) and two-factor sign-in
 * challenges. Stored as SHA-256 hex; `attempts` counts wrong codes against a challenge.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique('account_tokens_token_hash_unique'),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ACCOUNT_TOKEN_PURPOSES }).notNull(),
    payload: text('payload'),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('account_tokens_user_idx').on(t.userId, t.purpose)],
);

/** Two-factor recovery codes (docs/decisions.md#accounts): ten per enrolment, stored hashed, each usable once. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

/**
 * Single-use password reset tokens (docs/decisions.md#password-reset), stored as SHA-256 hex;
 * they expire and are consumed once.
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique('password_reset_tokens_token_hash_unique'),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

/**
 * Outgoing emails (docs/architecture.md#data-model): every mail the product sends is recorded here, queued;
 * with SMTP_URL it is delivered through nodemailer (queued → sending → sent | failed, retried
 * with backoff), otherwise it stays queued in this outbox.
 */
export const emails = pgTable(
  'emails',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    to: text('to').notNull(),
    cc: text('cc'),
    subject: text('subject').notNull(),
    /** The plain-text part (or, for mails carrying a secret, the secret-free copy kept here). */
    body: text('body').notNull(),
    /** The HTML part of composed mails (sanitised Markdown rendering); null for plain-text mails. */
    html: text('html'),
    status: text('status', { enum: EMAIL_STATUSES }).notNull().default('queued'),
    error: text('error'),
    /** Delivery attempts made so far. */
    attempts: integer('attempts').notNull().default(0),
    /** When the outbox worker may (re)try; null: not for the worker (kept in the outbox). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** When the current `sending` attempt started: a stale one was interrupted and is retried. */
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    /** False when `body` is not what was sent (a secret link was cut): never re-sent from here. */
    retryable: boolean('retryable').notNull().default(true),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The staff user who sent it; null for mails the system sends (contact form, resets). */
    sentBy: integer('sent_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * Rows written by one send share it: a message to several recipients is stored and sent as
     * one row per recipient, so that no recipient sees the others' addresses. Null for system mails.
     */
    batchId: uuid('batch_id'),
    /** The contact-form message this mail replies to (the inbox lists its replies). */
    contactMessageId: integer('contact_message_id').references((): AnyPgColumn => contactMessages.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('emails_batch_idx').on(t.batchId),
    check('emails_status_check', sql`${t.status} in ('queued', 'sending', 'sent', 'failed')`),
    index('emails_status_idx').on(t.status),
    index('emails_next_attempt_idx').on(t.nextAttemptAt),
  ],
);

/** A product module an organisation can use (docs/architecture.md#data-model), e.g. e-commerce. */
export const modules = tableFromDefinition(
  modulesDefinition,
  {
    columns: { code: varchar('code', { length: 50 }).notNull() },
    notColumns: { organisationCount: 'counted from organisation_modules' },
  },
  (t) => [unique('modules_code_unique').on(t.code)],
);

/** A feature of a module (docs/architecture.md#data-model); its code is unique within the module. */
export const features = tableFromDefinition(
  featuresDefinition,
  {
    columns: { code: varchar('code', { length: 50 }).notNull() },
    notColumns: { moduleName: 'joined from modules' },
  },
  (t) => [unique('features_module_code_unique').on(t.moduleId, t.code), index('features_module_idx').on(t.moduleId)],
);

/** A module assigned to an organisation (docs/requirements.md#r3: active and paid status), once per organisation. */
export const organisationModules = tableFromDefinition(
  organisationModulesDefinition,
  {
    notColumns: {
      organisationName: 'joined from organisations',
      moduleCode: 'joined from modules',
      moduleName: 'joined from modules',
      featureCount: 'counted from organisation_features',
      expired: 'computed from validUntil and today',
    },
  },
  (t) => [
    unique('organisation_modules_organisation_module_unique').on(t.organisationId, t.moduleId),
    index('organisation_modules_module_idx').on(t.moduleId),
  ],
);

/** A feature assigned to an organisation (docs/requirements.md#r3), allowed only while its module is assigned and active. */
export const organisationFeatures = tableFromDefinition(
  organisationFeaturesDefinition,
  {
    notColumns: {
      organisationName: 'joined from organisations',
      featureCode: 'joined from features',
      featureName: 'joined from features',
      moduleId: 'joined from features (the feature\'s module)',
      moduleName: 'joined from modules',
      expired: 'computed from validUntil and today',
    },
  },
  (t) => [
    unique('organisation_features_organisation_feature_unique').on(t.organisationId, t.featureId),
    index('organisation_features_feature_idx').on(t.featureId),
  ],
);

/**
 * A company record gathered from a public business register (docs/architecture.md#data-model); `organisationId` is the organisation it was imported as.
 */
export const crawledOrganisations = tableFromDefinition(
  crawledOrganisationsDefinition,
  {
    columns: {
      taxRegistrationNumber: varchar('tax_registration_number', { length: 9 }).notNull(),
      nationalIdentificationNumber: varchar('national_identification_number', { length: 8 }).notNull(),
      /** Activity code of the Serbian classification (KD 2010), 4 digits. */
      activityCode: varchar('activity_code', { length: 4 }),
    },
    notColumns: { organisationName: 'joined from organisations' },
    defaults: { registerStatus: 'active', crawledAt: sql`now()` },
  },
  (t) => [
    unique('crawled_organisations_tax_registration_number_unique').on(t.taxRegistrationNumber),
    index('crawled_organisations_national_identification_number_idx').on(t.nationalIdentificationNumber),
    check('crawled_organisations_tax_registration_number_digits', sql`${t.taxRegistrationNumber} ~ '^[0-9]{9}$'`),
    check('crawled_organisations_national_identification_number_digits', sql`${t.nationalIdentificationNumber} ~ '^[0-9]{8}$'`),
  ],
);

/** A currency (ISO 4217) with its exchange rate to the Serbian dinar (src/shared/resources/currencies.ts). */
export const currencies = tableFromDefinition(
  currenciesDefinition,
  {
    columns: {
      code: varchar('code', { length: 3 }).notNull(),
      /** RSD per one unit of this currency, as a decimal string (exact, unlike the definition's double precision). */
      rateToRsd: numeric('rate_to_rsd', { precision: 18, scale: 6 }).notNull(),
    },
    defaults: { minorUnits: 2 },
  },
  (t) => [unique('currencies_code_unique').on(t.code), check('currencies_code_format', sql`${t.code} ~ '^[A-Z]{3}$'`)],
);

/** Every rate a currency had (docs/architecture.md#data-model). */
export const currencyRates = pgTable(
  'currency_rates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currencies.id, { onDelete: 'cascade' }),
    rateToRsd: numeric('rate_to_rsd', { precision: 18, scale: 6 }).notNull(),
    rateDate: date('rate_date', { mode: 'string' }).notNull(),
    changedBy: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('currency_rates_currency_idx').on(t.currencyId, t.rateDate)],
);

/**
 * The append-only audit log (docs/architecture.md#data-model, docs/decisions.md#accounts): who did what to which record,
 * with the changed fields as `{field: [before, after]}` — never secrets. No route updates or
 * deletes a row, and a trigger refuses UPDATE and DELETE in the database itself.
 */
export const activity = tableFromDefinition(
  activityDefinition,
  {
    columns: { changes: jsonb('changes').$type<Record<string, [unknown, unknown]>>() },
    defaults: { at: sql`now()` },
  },
  (t) => [
    index('activity_record_idx').on(t.resource, t.recordId),
    index('activity_actor_idx').on(t.actorId),
    index('activity_at_idx').on(t.at),
    index('activity_organisation_idx').on(t.organisationId, t.at),
  ],
);

/** Messages sent through the public contact form (docs/architecture.md#data-model), the staff's inbox. */
export const contactMessages = tableFromDefinition(
  contactMessagesDefinition,
  {
    columns: { language: varchar('language', { length: 2 }).notNull().default('en') },
    notColumns: { assigneeName: 'joined from users' },
    defaults: { status: 'new' },
  },
  (t) => [
    index('contact_messages_status_idx').on(t.status),
    index('contact_messages_created_idx').on(t.createdAt),
    index('contact_messages_email_idx').on(t.email),
  ],
);

/** Binary data (PostgreSQL bytea) as a Node Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Uploaded images (docs/architecture.md#data-model): the original file in the database, so
 * every instance serves it; `alt` is the alternative text per language ({en: "…", sr: "…"}).
 */
export const media = pgTable(
  'media',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    fileName: text('file_name').notNull(),
    /** The type read from the file's own bytes (image/jpeg, image/png, image/webp, image/avif, image/svg+xml). */
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    width: integer('width'),
    height: integer('height'),
    /** SHA-256 of `data`, hex: part of the public URL, so a file's URL never changes its bytes (immutable caching). */
    sha256: varchar('sha256', { length: 64 }).notNull(),
    data: bytea('data').notNull(),
    alt: jsonb('alt').$type<Partial<Record<string, string>>>().notNull().default({}),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('media_created_idx').on(t.createdAt),
    check('media_content_type_check', sql`${t.contentType} in (${sql.raw(MEDIA_CONTENT_TYPES.map((type) => `'${type}'`).join(', '))})`),
  ],
);

/** Resized copies of a media image (widths for `srcset`, WebP and AVIF), made on upload. */
export const mediaVariants = pgTable(
  'media_variants',
  {
    mediaId: integer('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    /** `webp`, `avif` or `jpeg`. */
    format: varchar('format', { length: 8 }).notNull(),
    byteSize: integer('byte_size').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.mediaId, t.width, t.format] })],
);

/** A blog article: one slug, a version per language (`article_translations`). */
export const articles = pgTable(
  'articles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: varchar('slug', { length: 120 }).notNull(),
    /** The staff user who wrote it; the byline shows their name. */
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** The byline when the author is no user of the back office (articles that came from content/blog). */
    authorName: text('author_name'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    /** The cover picture; null shows the generated cover. A used file cannot be deleted. */
    coverMediaId: integer('cover_media_id').references(() => media.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    unique('articles_slug_unique').on(t.slug),
    index('articles_author_idx').on(t.authorId),
    check('articles_slug_length', sql`char_length(${t.slug}) >= 1`),
  ],
);

/** One language version of an article, with its own status (src/shared/enums.ts ARTICLE_STATUSES). */
export const articleTranslations = pgTable(
  'article_translations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    language: varchar('language', { length: 2 }).notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    /** Markdown (rendered and sanitised by src/shared/markdown.ts, the same on the site and in the editor). */
    body: text('body').notNull(),
    seoTitle: text('seo_title'),
    seoDescription: text('seo_description'),
    status: text('status', { enum: ARTICLE_STATUSES }).notNull().default('draft'),
    /** When a `scheduled` version is published (UTC). */
    publishAt: timestamp('publish_at', { withTimezone: true }),
    /** When it was first published: the date the site shows and the list's order. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('article_translations_article_language_unique').on(t.articleId, t.language),
    check('article_translations_status_check', sql`${t.status} in ('draft', 'scheduled', 'published', 'withdrawn')`),
    index('article_translations_public_idx').on(t.language, t.status, t.publishedAt),
    index('article_translations_schedule_idx').on(t.status, t.publishAt),
  ],
);

/** An article's former slugs: `/blog/<old>` answers 301 to the current slug. */
export const articleRedirects = pgTable('article_redirects', {
  oldSlug: varchar('old_slug', { length: 120 }).primaryKey(),
  articleId: integer('article_id')
    .notNull()
    .references(() => articles.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

/**
 * Documents the server renders at run time (docs/decisions.md#publishing): a published
 * article's pages, the blog list pages and sitemap.xml, keyed by their path without the origin
 * (`/sr/blog/x`, `/sitemap.xml`). Every instance serves them from here.
 */
export const renderedDocuments = pgTable(
  'rendered_documents',
  {
    path: text('path').primaryKey(),
    contentType: text('content_type').notNull(),
    /** A text document (HTML, XML); '' for a binary one. */
    body: text('body').notNull(),
    /** A binary document (an Open Graph JPEG); null for text. */
    data: bytea('data'),
    /** The build the document was rendered with (a new build renders them again). */
    buildId: text('build_id').notNull(),
    /**
     * The other records the page lists besides its own (an article's related articles), as their
     * pages' unprefixed paths (`/blog/<slug>`): after one of them changes, the pages showing it are
     * found by this index instead of by reading every stored page.
     */
    shows: text('shows').array().notNull().default(sql`'{}'::text[]`),
    updatedAt: updatedAt(),
  },
  (t) => [index('rendered_documents_shows').using('gin', t.shows)],
);

/**
 * The render queue (server/publishing/render-queue.ts, docs/decisions.md#render-queue): one row
 * per document path or task (`related:<slug>`) waiting to be rendered, leased by the instance
 * working on it, retried with backoff, kept as failed after its last attempt.
 */
export const renderJobs = pgTable(
  'render_jobs',
  {
    key: text('key').primaryKey(),
    /** When it was last asked for; a run deletes it only if still the request it ran for. */
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
    /** Not run before (a retry's backoff). */
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
    attempts: integer('attempts').notNull().default(0),
    /** 0: a change asked for it; 1: background work (a new build's renders), run after every 0. */
    priority: smallint('priority').notNull().default(0),
    /** The lease of the instance running it. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    /** Set after the last attempt failed; cleared by a retry from the back office or a new request. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
  },
  (t) => [index('render_jobs_due').on(t.failedAt, t.priority, t.requestedAt)],
);

/**
 * The backups `npm run backup` completed (docs/decisions.md#system-screen): one row written after
 * the file is complete, so the System screen can say when the last one was taken. A backup's own
 * row is written after its snapshot, so a backup holds the rows of the backups before it.
 */
export const backups = pgTable('backups', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  /** The snapshot's time (the manifest's createdAt). */
  takenAt: timestamp('taken_at', { withTimezone: true }).notNull(),
  /** When the file was complete and this row written. */
  finishedAt: timestamp('finished_at', { withTimezone: true }).notNull().defaultNow(),
  /** The file's absolute path on the machine that ran the backup. */
  file: text('file').notNull(),
  bytes: bigint('bytes', { mode: 'number' }).notNull(),
  /** Rows written, all tables. */
  rows: bigint('rows', { mode: 'number' }).notNull(),
  /** The schema version backed up: the last migration's journal tag (null when this code did not know it). */
  schemaVersion: text('schema_version'),
});

/**
 * Saved email subjects and Markdown bodies per language, with `{{placeholders}}`
 * ({en: {subject, body}, sr: …}); the composer fills them per recipient.
 */
export const emailTemplates = tableFromDefinition(
  emailTemplatesDefinition,
  {
    columns: {
      translations: jsonb('translations').$type<Partial<Record<string, { subject: string; body: string }>>>().notNull().default({}),
    },
  },
  (t) => [unique('email_templates_name_unique').on(t.name)],
);

/** Job openings: a definition, and the index that keeps an address to one undeleted opening. */
export const jobOpenings = tableFromDefinition(jobOpeningsDefinition, {}, (t) => [
  uniqueIndex('job_openings_slug_unique').on(t.slug).where(sql`deleted_at is null`),
]);

/**
 * Applications to job openings (docs/decisions.md#job-applications): the definition's columns,
 * and the CV's bytes, which no answer carries (the CRUD routes read the table without them:
 * server/routes/job-applications.ts; the download sends them). Deleting a row deletes its CV.
 */
export const jobApplications = tableFromDefinition(
  jobApplicationsDefinition,
  { columns: { cvData: bytea('cv_data').notNull() } },
  (t) => [
    index('job_applications_created_idx').on(t.createdAt),
    index('job_applications_opening_idx').on(t.jobOpeningId),
    index('job_applications_status_idx').on(t.status),
  ],
);

// Relations (for db.query.* reads).

export const usersRelations = relations(users, ({ many }) => ({
  userRoles: many(userRoles),
  claims: many(userClaims),
  userOrganisations: many(userOrganisations),
  refreshTokens: many(refreshTokens),
}));

export const rolesRelations = relations(roles, ({ many }) => ({
  rolePermissions: many(rolePermissions),
  userRoles: many(userRoles),
}));

export const permissionsRelations = relations(permissions, ({ many }) => ({
  rolePermissions: many(rolePermissions),
}));

export const rolePermissionsRelations = relations(rolePermissions, ({ one }) => ({
  role: one(roles, { fields: [rolePermissions.roleId], references: [roles.id] }),
  permission: one(permissions, { fields: [rolePermissions.permissionId], references: [permissions.id] }),
}));

export const userRolesRelations = relations(userRoles, ({ one }) => ({
  user: one(users, { fields: [userRoles.userId], references: [users.id] }),
  role: one(roles, { fields: [userRoles.roleId], references: [roles.id] }),
}));

export const organisationsRelations = relations(organisations, ({ many }) => ({
  userOrganisations: many(userOrganisations),
}));

export const userOrganisationsRelations = relations(userOrganisations, ({ one }) => ({
  user: one(users, { fields: [userOrganisations.userId], references: [users.id] }),
  organisation: one(organisations, { fields: [userOrganisations.organisationId], references: [organisations.id] }),
}));

export const refreshTokensRelations = relations(refreshTokens, ({ one }) => ({
  user: one(users, { fields: [refreshTokens.userId], references: [users.id] }),
}));

export const userClaimsRelations = relations(userClaims, ({ one }) => ({
  user: one(users, { fields: [userClaims.userId], references: [users.id] }),
}));

export const modulesRelations = relations(modules, ({ many }) => ({
  features: many(features),
  organisationModules: many(organisationModules),
}));

export const featuresRelations = relations(features, ({ one, many }) => ({
  module: one(modules, { fields: [features.moduleId], references: [modules.id] }),
  organisationFeatures: many(organisationFeatures),
}));

export const organisationModulesRelations = relations(organisationModules, ({ one }) => ({
  organisation: one(organisations, { fields: [organisationModules.organisationId], references: [organisations.id] }),
  module: one(modules, { fields: [organisationModules.moduleId], references: [modules.id] }),
}));

export const organisationFeaturesRelations = relations(organisationFeatures, ({ one }) => ({
  organisation: one(organisations, { fields: [organisationFeatures.organisationId], references: [organisations.id] }),
  feature: one(features, { fields: [organisationFeatures.featureId], references: [features.id] }),
}));

export const currencyRatesRelations = relations(currencyRates, ({ one }) => ({
  currency: one(currencies, { fields: [currencyRates.currencyId], references: [currencies.id] }),
}));

/** Testimonials (docs/decisions.md#case-studies): a definition and nothing else. */
export const testimonials = tableFromDefinition(testimonialsDefinition, { references: { photoId: { column: () => media.id } } });

/** Case studies: a definition, and the index that keeps an address to one undeleted case study. */
export const caseStudies = tableFromDefinition(caseStudiesDefinition, { references: { clientLogoId: { column: () => media.id }, coverId: { column: () => media.id } } }, (t) => [
  uniqueIndex('case_studies_slug_unique').on(t.slug).where(sql`deleted_at is null`),
]);
