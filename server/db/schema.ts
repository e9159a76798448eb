/**
 * The database, table by table, then the relations between them (DESIGN.md "Data the spec
 * leaves not shown"). Columns are snake_case in SQL and camelCase in TypeScript.
 * Change this file, then `npm run db:generate` to add a migration.
 */
import { relations, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

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

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: citext('email').notNull(),
    userName: citext('user_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** true male, false female, null unspecified (SPEC §3). */
    gender: boolean('gender'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    isActive: boolean('is_active').notNull().default(true),
    requestPasswordChange: boolean('request_password_change').notNull().default(true),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [unique('users_email_unique').on(t.email), unique('users_user_name_unique').on(t.userName)],
);

export const roles = pgTable('roles', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull().unique('roles_name_unique'),
  description: text('description'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A permission is a string `<resource>.<action>` (DESIGN.md "Authentication and authorisation"). */
export const permissions = pgTable('permissions', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull().unique('permissions_name_unique'),
  description: text('description'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

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

export const ORGANISATION_TYPES = ['company', 'entrepreneur', 'public-institution', 'non-profit'] as const;
export type OrganisationType = (typeof ORGANISATION_TYPES)[number];

export const organisations = pgTable(
  'organisations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    /** PIB: Serbian tax registration number, 9 digits. */
    taxRegistrationNumber: varchar('tax_registration_number', { length: 9 }).notNull(),
    /** MB: Serbian national (company) identification number, 8 digits. */
    nationalIdentificationNumber: varchar('national_identification_number', { length: 8 }).notNull(),
    type: text('type').$type<OrganisationType>().notNull().default('company'),
    address: text('address'),
    city: text('city'),
    /** ISO 3166-1 alpha-2. */
    country: varchar('country', { length: 2 }),
    email: text('email'),
    phone: text('phone'),
    website: text('website'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    unique('organisations_tax_registration_number_unique').on(t.taxRegistrationNumber),
    unique('organisations_national_identification_number_unique').on(t.nationalIdentificationNumber),
    check('organisations_tax_registration_number_digits', sql`${t.taxRegistrationNumber} ~ '^[0-9]{9}$'`),
    check('organisations_national_identification_number_digits', sql`${t.nationalIdentificationNumber} ~ '^[0-9]{8}$'`),
    check(
      'organisations_type_known',
      sql`${t.type} in ('company', 'entrepreneur', 'public-institution', 'non-profit')`,
    ),
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
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.organisationId] }),
    index('user_organisations_organisation_idx').on(t.organisationId),
  ],
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
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId), index('refresh_tokens_user_idx').on(t.userId)],
);

/**
 * Single-use password reset tokens (DESIGN.md "Forgot password"), stored as SHA-256 hex;
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

export const EMAIL_STATUSES = ['queued', 'sent', 'failed'] as const;

/**
 * Outgoing emails (DESIGN.md "email"): every mail the product sends is recorded here; with
 * SMTP_URL it is delivered through nodemailer, otherwise it stays queued in this outbox.
 */
export const emails = pgTable(
  'emails',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    to: text('to').notNull(),
    cc: text('cc'),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    status: text('status', { enum: EMAIL_STATUSES }).notNull().default('queued'),
    error: text('error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The staff user who sent it; null for mails the system sends (contact form, resets). */
    sentBy: integer('sent_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [check('emails_status_check', sql`${t.status} in ('queued', 'sent', 'failed')`), index('emails_status_idx').on(t.status)],
);

/** Messages sent through the public contact form (DESIGN.md "contact message"). */
export const contactMessages = pgTable('contact_messages', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  company: text('company'),
  message: text('message').notNull(),
  /** Page language the visitor wrote from (en, sr, …). */
  language: varchar('language', { length: 2 }).notNull().default('en'),
  handled: boolean('handled').notNull().default(false),
  createdAt: createdAt(),
});

/**
 * Blog posts (DESIGN.md "blog post"): one row per post and language; `slug` identifies the
 * post across languages and is the `{id}` of the public URL /blog/{id}.
 */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: varchar('slug', { length: 120 }).notNull(),
    language: varchar('language', { length: 2 }).notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    /** Markdown-free plain text; paragraphs separated by blank lines. */
    body: text('body').notNull(),
    author: text('author').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [unique('blog_posts_slug_language_unique').on(t.slug, t.language), index('blog_posts_language_published_idx').on(t.language, t.publishedAt)],
);

// Relations (for db.query.* reads).

export const usersRelations = relations(users, ({ many }) => ({
  userRoles: many(userRoles),
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
