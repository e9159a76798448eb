/**
 * Users: people who sign in to the back office (docs/requirements.md#r7; docs/decisions.md#accounts).
 * The form's rules and messages are docs/requirements.md#r3 and #r5. A user is written with
 * a password (on create only), role and organisation ids and `status`, and answered with
 * `isActive` and their roles and organisations as `{id, name}` lists: the written fields are
 * write-only, the answered lists `named-refs`.
 */
import { LANGUAGE_CODES } from '../languages';
import { defineResource } from '../resource';

const V = 'resources.users.validation';

export const usersDefinition = defineResource({
  name: 'users',
  actions: ['read', 'create', 'update', 'delete'],
  capabilities: { softDelete: true, activeState: true },
  updateBodyId: true,
  search: ['firstName', 'lastName', 'email', 'userName'],
  sort: ['lastName', 'firstName', 'email', 'userName', 'createdAt', 'lastLoginAt', 'isActive', 'id'],
  fields: {
    id: { kind: 'id' },
    // The labels name the field inside the API's reasons ("First name contains …").
    firstName: {
      kind: 'text',
      label: 'resources.users.fieldNames.firstName',
      create: 'required',
      update: 'required',
      rules: { minLength: 2, maxLength: 100, message: `${V}.firstName` },
    },
    lastName: {
      kind: 'text',
      label: 'resources.users.fieldNames.lastName',
      create: 'required',
      update: 'required',
      rules: { minLength: 2, maxLength: 100, message: `${V}.lastName` },
    },
    /** 254: the longest address (RFC 5321 §4.5.3.1.3: a 256-octet path less its angle brackets). */
    email: { kind: 'email', create: 'required', update: 'required', rules: { maxLength: 254, message: `${V}.email` } },
    userName: { kind: 'text', create: 'required', update: 'required', rules: { minLength: 2, maxLength: 100, message: `${V}.userName` } },
    /** Set once, on create (stored hashed; never answered, not trimmed: `code` is taken as typed). */
    password: { kind: 'code', writeOnly: true, create: 'required', rules: { minLength: 6, maxLength: 200, message: `${V}.password` } },
    /** When sent, it must equal `password` ('Passwords must match', checked by the routes). */
    confirmPassword: { kind: 'code', writeOnly: true, create: 'optional', rules: { maxLength: 200, message: `${V}.confirmPassword` } },
    /** true male, false female, null unspecified (docs/requirements.md#r3). */
    gender: { kind: 'boolean', nullable: true, create: 'optional', update: 'optional' },
    /**
     * From 1900-01-01 to today: the routes write it with the server's birth-date format (the
     * range is not a rule a definition holds), under this message.
     */
    dateOfBirth: { kind: 'date', nullable: true, create: 'optional', update: 'optional', rules: { message: `${V}.dateOfBirth` } },
    isActive: { kind: 'boolean' },
    /**
     * The language every mail the product sends the user is worded in (docs/decisions.md#accounts):
     * 'en' unless chosen; an invitation sets it to the language chosen in the invite, else the
     * inviter's. The user changes it in My account.
     */
    preferredLanguage: { kind: 'enum', values: LANGUAGE_CODES, create: 'optional', update: 'optional', valueLabels: 'resources.articles.languageNames' },
    requestPasswordChange: { kind: 'boolean', create: 'optional', update: 'optional' },
    /** Written as `status`, answered as `isActive` (docs/requirements.md#r3). */
    status: { kind: 'boolean', writeOnly: true, create: 'optional', update: 'optional' },
    /** The roles and organisations are written as ids (absent: none, docs/requirements.md#r4) … */
    roleIds: { kind: 'references', reference: 'roles', writeOnly: true, create: 'optional', update: 'optional' },
    organisationIds: { kind: 'references', reference: 'organisations', writeOnly: true, create: 'optional', update: 'optional' },
    /** … and answered as `{id, name}` lists, by name. */
    roles: { kind: 'named-refs', reference: 'roles' },
    organisations: { kind: 'named-refs', reference: 'organisations' },
    lastLoginAt: { kind: 'datetime', nullable: true },
    /** Invitation sent (docs/decisions.md#accounts); null for users created with a password. */
    invitedAt: { kind: 'datetime', nullable: true },
    invitationAcceptedAt: { kind: 'datetime', nullable: true },
    twoFactorEnabled: { kind: 'boolean' },
    createdAt: { kind: 'datetime' },
    updatedAt: { kind: 'datetime' },
    deletedAt: { kind: 'datetime', nullable: true },
  },
});
