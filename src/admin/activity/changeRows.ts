/**
 * How an activity row's `changes` (`{field: [before, after]}`, server/audit/activity.ts) read in
 * the back office, decided in one place for every resource (docs/decisions.md#resource-definitions:
 * the definitions know each field's label and what its ids point to):
 *
 * - which rows are shown: one per change, the ids field dropped when the same change is also
 *   logged by name (`permissionIds` beside `permissions`, `moduleId` beside `moduleName`);
 * - each field's label: the declared field's, the definition's, the resource's
 *   `resources.<name>.fields.<field>`, else `resources.activity.changeFields.<field>` (fields no
 *   definition has: a session ended, a member added); never the code name;
 * - what ids point to (`roleIds` → roles), so the display can name them;
 * - a permission in the words of the role's permission matrix ("Users: Create").
 *
 * Plain functions over the shared definitions; the React side is ./ChangeValue.tsx and
 * ./ChangesDisplay.tsx.
 */
import { adminNameOf, fieldLabelOf, STANDARD_ACTIONS, type FieldDefinition, type ResourceDefinition } from '../../shared/resource';
import { isSupportedLanguage, LANGUAGE_MENU } from '../../shared/languages';
import { RESOURCE_DEFINITIONS, definitionOf } from '../../shared/resources';
import type { FieldDeclaration } from '../crud/types';

/** react-admin's translate, as the functions here need it. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** One change as shown: the field, its value before and after. */
export interface ChangeRow {
  field: string;
  before: unknown;
  after: unknown;
}

/** What a changed field's values are, where it matters to how they read. */
export interface ChangeValueKind {
  /** The admin resource the value's ids point to (`roleIds` → `roles`). */
  reference?: string;
  /** Named records (`[{id, name}]`) of permissions: read in the matrix's words. */
  permissionNames?: boolean;
  /** A language code (a user's preferred language): read as the language's own name, as the language menu shows it. */
  language?: boolean;
}

/** A language code's name as the language menu shows it (`sr` → "Srpski"); other values unchanged. */
export const languageMenuName = (value: string): string => LANGUAGE_MENU.find((language) => language.code === value)?.nativeName ?? value;

/** The definition behind an admin resource name (`crawl-organisations`), if any. */
const BY_ADMIN_NAME = new Map(RESOURCE_DEFINITIONS.map((definition) => [adminNameOf(definition), definition]));

/** The definition of the admin resource `resource`, if it has one (`auth` has none). */
export const definitionOfAdmin = (resource: string): ResourceDefinition | undefined => BY_ADMIN_NAME.get(resource);

/**
 * Fields some routes log that no definition has, whose values are ids: the definition (API)
 * name they point to. server/routes/organisations/membership.ts, emails.ts,
 * crawled-organisations/import.ts write them.
 */
export const LOGGED_ONLY_REFERENCES: Readonly<Record<string, string>> = {
  memberAdded: 'users',
  memberRemoved: 'users',
  templateId: 'email-templates',
  crawledOrganisationId: 'crawled-organisations',
};

/**
 * Fields logged outside the definitions (besides {@link LOGGED_ONLY_REFERENCES}), by the
 * resource they are logged under: each has a label under `resources.<resource>.fields` or
 * `resources.activity.changeFields`. The unit tests check every one of them is labelled.
 */
export const LOGGED_ONLY_FIELDS: Readonly<Record<string, readonly string[]>> = {
  users: ['session', 'passwordChangedAt', 'invitationResent', 'invitationAccepted', 'resetLinkSentTo'],
  organisations: ['memberAdded', 'memberRemoved', 'crawledOrganisationId', 'memberInvited', 'memberInvitationAccepted', 'memberInvitationRevoked', 'memberInvitationDeclined'],
  emails: ['templateId'],
  auth: ['email', 'twoFactor'],
};

/** A field logged per language (`status.sr`, an article version's status): its field and language. */
const PER_LANGUAGE = /^([A-Za-z]+)\.([a-z]{2})$/;

const referenceOfDefinition = (field: FieldDefinition | undefined): string | undefined =>
  field && (field.kind === 'reference' || field.kind === 'references') && field.reference ? adminNameOf(definitionOf(field.reference)) : undefined;

/** What `field` of `resource` holds, for its display (see {@link ChangeValueKind}). */
export function changeValueKind(resource: string, field: string, declared?: FieldDeclaration): ChangeValueKind {
  const defined = definitionOfAdmin(resource)?.fields[field];
  if (defined?.kind === 'named-refs') return defined.reference === 'permissions' ? { permissionNames: true } : {};
  if (defined?.kind === 'enum' && defined.values?.length && defined.values.every((value) => isSupportedLanguage(value))) return { language: true };
  const reference = referenceOfDefinition(defined) ?? (LOGGED_ONLY_REFERENCES[field] ? adminNameOf(definitionOf(LOGGED_ONLY_REFERENCES[field])) : undefined);
  if (reference) return { reference };
  if (declared?.reference && (declared.type === 'reference' || declared.type === 'reference-array')) return { reference: declared.reference };
  return {};
}

/**
 * The fields of `definition` that repeat another field by id (field → the field that names it):
 * ids of records beside the same records by name (`permissionIds` → `permissions`, a
 * `named-refs` field of the same reference), and one record's id beside its name
 * (`moduleId` → `moduleName`, `sentBy` → `sentByName`: a text field `<base>Name`).
 */
export function idFieldsNamedBy(definition: ResourceDefinition): Record<string, string> {
  const named: Record<string, string> = {};
  const entries = Object.entries(definition.fields);
  for (const [field, spec] of entries) {
    if (spec.kind === 'references') {
      const byName = entries.find(([, other]) => other.kind === 'named-refs' && other.reference === spec.reference);
      if (byName) named[field] = byName[0];
    } else if (spec.kind === 'reference') {
      const base = field.endsWith('Id') ? field.slice(0, -2) : field;
      const nameField = `${base}Name`;
      if (definition.fields[nameField]?.kind === 'text') named[field] = nameField;
    }
  }
  return named;
}

const NAMED_BY = new Map(RESOURCE_DEFINITIONS.map((definition) => [adminNameOf(definition), idFieldsNamedBy(definition)]));

/** No value: nothing, an empty text or an empty list. */
const isEmptyValue = (value: unknown): boolean => value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * The rows a change shows, in the order logged: one per changed field, except an ids field
 * whose records are also in the change by name (the names row alone, in the ids row's place)
 * and a field empty on both sides (a new record's empty list logged as `[null, []]`). A value
 * logged bare rather than as `[before, after]` is the value after.
 */
export function changeRows(resource: string, changes: Readonly<Record<string, unknown>> | null | undefined): ChangeRow[] {
  if (!changes) return [];
  const namedBy = NAMED_BY.get(resource) ?? {};
  const row = (field: string): ChangeRow => {
    const pair = changes[field];
    const [before, after] = Array.isArray(pair) && pair.length === 2 ? pair : [undefined, pair];
    return { field, before, after };
  };
  const rows: ChangeRow[] = [];
  const shown = new Set<string>();
  for (const field of Object.keys(changes)) {
    const shownAs = namedBy[field] && namedBy[field] in changes ? namedBy[field] : field;
    if (shown.has(shownAs)) continue;
    shown.add(shownAs);
    const shownRow = row(shownAs);
    if (!(isEmptyValue(shownRow.before) && isEmptyValue(shownRow.after))) rows.push(shownRow);
  }
  return rows;
}

/** A language's name in the admin's language (an article's version), from the articles' names or Intl. */
function languageName(language: string, translate: Translate, locale?: string): string {
  let intlName: string | undefined;
  try {
    intlName = new Intl.DisplayNames(locale ? [locale] : undefined, { type: 'language' }).of(language);
  } catch {
    intlName = undefined;
  }
  return translate(`resources.articles.languageNames.${language}`, { _: intlName ?? language.toUpperCase() });
}

/** `passwordChangedAt` → "Password changed at": the last resort, never reached by a field the tests know. */
const spacedWords = (field: string): string => {
  const words = field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[._-]+/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * The translation keys that may name `field` changed in a record of `resource` (admin name, or
 * `auth` for sign-ins), first found wins: the declared field's label, the definition's,
 * `resources.<resource>.fields.<field>`, `resources.activity.changeFields.<field>` (sign-ins:
 * `resources.activity.authFields.<field>` first).
 */
export function changeFieldLabelKeys(resource: string, field: string, declared?: FieldDeclaration): string[] {
  const keys: string[] = [];
  if (resource === 'auth') keys.push(`resources.activity.authFields.${field}`);
  if (declared?.label) keys.push(declared.label);
  const definition = definitionOfAdmin(resource);
  if (definition?.fields[field]) keys.push(fieldLabelOf(definition, field));
  keys.push(`resources.${resource}.fields.${field}`, `resources.activity.changeFields.${field}`);
  return [...new Set(keys)];
}

/**
 * The label of `field` changed in a record of `resource`, translated (the first of
 * {@link changeFieldLabelKeys} that exists); a per-language field (`status.sr`, an article
 * version's status) as "Status (Serbian)". Never the code name: a field no key names reads as
 * words ("Member added"), which the unit tests keep from happening for every field logged.
 */
export function changeFieldLabel(resource: string, field: string, translate: Translate, { declared, locale }: { declared?: FieldDeclaration; locale?: string } = {}): string {
  const perLanguage = definitionOfAdmin(resource)?.fields[field] ? null : PER_LANGUAGE.exec(field);
  if (perLanguage) {
    const [, base, language] = perLanguage;
    return translate('resources.activity.fieldInLanguage', {
      field: changeFieldLabel(resource, base, translate, { locale }),
      language: languageName(language, translate, locale),
      _: `${spacedWords(base)} (${language})`,
    });
  }
  return changeFieldLabelKeys(resource, field, declared).reduceRight((fallback, key) => translate(key, { _: fallback }), spacedWords(field));
}

/** The definition that brings the permissions of each prefix (`users` → the users' definition). */
const PERMISSION_OWNERS = new Map<string, ResourceDefinition>();
for (const definition of RESOURCE_DEFINITIONS) {
  const prefix = definition.permissionPrefix ?? definition.name;
  if (definition.actions.length + (definition.extraActions?.length ?? 0) > 0 && !PERMISSION_OWNERS.has(prefix)) PERMISSION_OWNERS.set(prefix, definition);
}

/**
 * A permission name (`users.create`) in the words the role's permission matrix uses
 * (src/resources/roles/PermissionMatrix.tsx): "Users: Create", the resource by its title name
 * and the action by its column's name. A name of no definition stays as it is.
 */
export function permissionWords(name: string, translate: Translate): string {
  const dot = name.lastIndexOf('.');
  const owner = dot > 0 ? PERMISSION_OWNERS.get(name.slice(0, dot)) : undefined;
  if (!owner) return name;
  const action = name.slice(dot + 1);
  const known = (STANDARD_ACTIONS as readonly string[]).includes(action) || (owner.extraActions ?? []).includes(action);
  if (!known) return name;
  const resource = translate(`resources.activity.resourceNames.${owner.name}`, {
    _: translate(`resources.${adminNameOf(owner)}.name`, { smart_count: 2, _: owner.name }),
  });
  const actionName = translate(`resources.roles.matrix.actions.${action}`, { _: action.charAt(0).toUpperCase() + action.slice(1) });
  return translate('resources.roles.matrix.cell', { resource, action: actionName, _: `${resource}: ${actionName}` });
}
