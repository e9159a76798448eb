/**
 * The resource definition (docs/decisions.md#resource-definitions): one plain object per
 * resource, imported by the server and the admin alike, that says what the resource IS — its
 * name, fields with their types, rules and translation keys, capabilities, search and sort
 * fields, permissions per action and its parent. The server derives its route schemas,
 * `crudRoutes` call and OpenAPI text from it (server/routes/definition-schemas.ts); the admin
 * derives its screens' field types, client-side validation, permission rule and API
 * capabilities (src/admin/crud/fromDefinition.ts); the permission names, the activity log's
 * resources and the API path map are derived from the list of definitions
 * (src/shared/resources/index.ts). Plain data only: no TypeBox, no React, so either side can
 * import it without the other's code.
 */

/** The standard actions of a resource; each is guarded by a permission `{prefix}.{action}`. */
export const STANDARD_ACTIONS = ['read', 'create', 'update', 'delete'] as const;
export type StandardAction = (typeof STANDARD_ACTIONS)[number];

/** Endpoints a resource has beyond read, create and update (server/routes/crud/write.ts). */
export interface ResourceCapabilities {
  /** `deletedAt`: soft delete, restore, `include_deleted`; writes to deleted rows → 409. */
  softDelete?: boolean;
  /** `DELETE /{name}/{id}` removes the row. */
  hardDelete?: boolean;
  /** `isActive`: change-state, active-status and the isActive filter. */
  activeState?: boolean;
  /** `isPaid`: paid-status. */
  paidState?: boolean;
  /** No create or update endpoints (the append-only activity log). */
  readOnly?: boolean;
  /** No create endpoint: records come from elsewhere (contact messages, from the public form). */
  noCreate?: boolean;
}

/**
 * A resource whose published records are public pages (docs/decisions.md#publishing): a list at
 * `path` a page of `pageSize` records at a time (`{path}?page=2` …, page 1 without a query) and a
 * page per record at `{path}/{slug}`, each in every language the record is published in, prefixed
 * by the language as every page of the site. The server renders and stores them, lists them in
 * sitemap.xml and cuts their Open Graph images (`/og/{name}/{slug}.jpg`): server/publishing/*.
 */
export interface PublishingDefinition {
  /** The list's unprefixed address, `/blog`; a record's page is below it. */
  path: string;
  /** Records per list page (at most 24: docs/decisions.md#render-queue). */
  pageSize: number;
  /**
   * The list filtered by the value of an `enum` or `enums` field, each a page of its own that
   * needs no script: `{path}/{segment}/{value}` (`/case-studies/industry/logistics`), by field
   * name → segment. Paged as the whole list.
   */
  listFilters?: Readonly<Record<string, string>>;
  /**
   * Other pages of the site that show the published records (the home page's featured ones, a
   * service's own): the server renders them with the records' data (the collection's `shownOn`)
   * instead of the build prerendering them, and renders them again after a change.
   */
  shownOn?: readonly string[];
}

/** What a field holds. */
export type FieldKind =
  /** A database id (integer ≥ 1). */
  | 'id'
  /** One line of human-entered text (a name): trimmed, and held to the text rule (no control, invisible or bidi characters). */
  | 'text'
  /** An identifier-like text (an ISO code, a permission name): its pattern says what it may hold. */
  | 'code'
  /** Human-entered text over several lines (a description), under the same text rule. */
  | 'multiline'
  /** Text over several lines written in Markdown (CommonMark): shown rendered, edited with a preview. */
  | 'markdown'
  | 'email'
  | 'integer'
  | 'number'
  | 'boolean'
  /** A calendar date, yyyy-mm-dd. */
  | 'date'
  /** An ISO 8601 date-time. */
  | 'datetime'
  /** One of `values`. */
  | 'enum'
  /** Some of `values`, each at most once, in the definition's order (a record's services): a text array. */
  | 'enums'
  /**
   * A list of items, each an object of the field's own `fields` (a case study's result figures,
   * after Payload CMS's `array` field): written and answered whole, stored as one jsonb array.
   */
  | 'array'
  /** The id of one record of `reference`. */
  | 'reference'
  /** Ids of records of `reference`. */
  | 'references'
  /** `{id, name}` of records of `reference`, answered (not written). */
  | 'named-refs'
  /** A value whose shape the definition does not describe (the routes file gives its schema). */
  | 'custom';

/**
 * Rules a written value must meet. Every rule that can fail with 422 comes with `message`, the
 * translation key (admin namespace, `locales/<lng>/admin.json`) of what the admin shows on the
 * field and the API answers as the field's reason; `{{min}}` and `{{max}}` in it are the rule's
 * bounds.
 */
export interface FieldRules {
  /** Characters (Unicode code points), after trimming for text kinds. */
  minLength?: number;
  maxLength?: number;
  /** Numbers: inclusive bounds. */
  min?: number;
  max?: number;
  /** `enums` and `array` fields: how many values or items at least and at most (inclusive). */
  minItems?: number;
  maxItems?: number;
  /** A JSON Schema `pattern` (ECMAScript syntax, Unicode mode). */
  pattern?: string;
  /**
   * `date` and `datetime` fields: the value lies after a moment known only when it is written,
   * checked by the form and the API alike (src/shared/validation.ts relativeRuleViolation):
   * `today` (a date after today, a date-time after today's end: a closing date in the future),
   * `now`, or `{ field }` (on or after that field's value, the record's own when the write leaves
   * it out: an end not before its start).
   */
  after?: 'today' | 'now' | { field: string };
  /** Translation key of the message of every rule of this field. */
  message?: string;
  /**
   * Named validators for checks the rules above cannot hold, each answering its own message key:
   * a name of src/shared/validators.ts (run by the admin's form and by the API on writes) or of
   * the server's own registry (server/routes/write-validators.ts: may read the database, run by
   * the API only). A name in neither stops the server at start-up.
   */
  validate?: readonly string[];
}

/** Whether a write body carries the field: required, optional, or not at all (the default). */
export type WriteMode = 'required' | 'optional';

export interface FieldDefinition {
  kind: FieldKind;
  /** Translation key of the field's name; default `resources.{adminName}.fields.{field}`. */
  label?: string;
  /** The value may be null (in answers and writes). */
  nullable?: boolean;
  /**
   * The value a record gets when its create leaves the field out: the column's database default
   * (server/db/table-from-definition.ts) and the generated create form's initial value.
   */
  default?: string | number | boolean;
  /**
   * `text`, `multiline` and `markdown` fields: one value per site language, written and answered
   * as `{ en: "…", sr: "…", … }` ({@link LocalizedText}; English required when the field is, the
   * other languages optional, each under the field's rules), stored as one jsonb column. The site
   * shows a language's own value and English where it has none; the admin edits the languages in
   * tabs (react-admin's TranslatableInputs), after Payload CMS's `localized` fields.
   */
  localized?: boolean;
  /** Values of an `enum` or `enums` field. */
  values?: readonly string[];
  /**
   * The fields of each item of an `array` field (text, code, multiline, integer, number, boolean,
   * enum; text kinds may be `localized`), labelled `resources.{adminName}.items.{field}.{item}`
   * (see itemFieldLabelOf).
   */
  fields?: Readonly<Record<string, FieldDefinition>>;
  /**
   * Translation key prefix of an `enum` field's values, each labelled `{valueLabels}.{value}`;
   * default `resources.{adminName}.values.{field}` (see enumValueLabel).
   */
  valueLabels?: string;
  /** Target resource (its definition's `name`) of `reference`, `references` and `named-refs`. */
  reference?: string;
  /** In `POST /{name}` bodies. */
  create?: WriteMode;
  /** In `PUT /{name}/{id}` bodies. */
  update?: WriteMode;
  /** Answered by the API but never part of the entity's answers (write-only, a password). */
  writeOnly?: boolean;
  /**
   * Set only by callers holding the resource's permission globally (a billing fact such as
   * `isPaid`): a caller who reaches the record through an organisation role may leave it as it
   * is (absent, unchanged, or on create null or false) but not set it — 403 naming the field
   * (docs/decisions.md#organisation-roles).
   */
  globalOnly?: boolean;
  /**
   * Answered only to callers holding the resource's permission globally: the answers of a caller
   * reaching the records through an organisation role leave it out (staff's addresses and browsers
   * in the activity log). Data minimisation, docs/decisions.md#organisation-roles.
   */
  hiddenFromOrganisationRoles?: boolean;
  /**
   * Personal data of someone outside the staff (a candidate's name, address, letter): its values
   * never enter the activity log, whose rows cannot be deleted, so that erasing the record
   * (GDPR art. 17) leaves no copy of them. A change of it is logged without the field.
   */
  personal?: boolean;
  rules?: FieldRules;
}

/** A parent the resource's records belong to (a claim's user, an organisation's module). */
export interface ParentDefinition {
  /** The parent's definition name. */
  resource: string;
  /** The field holding the parent's id. */
  field: string;
}

export interface ResourceDefinition {
  /** API path segment (`/api/1.0/{name}`) and the activity log's resource name. */
  name: string;
  /** react-admin resource name and admin URL segment, where it differs from `name`. */
  adminName?: string;
  /**
   * Permission prefix (`{prefix}.read` …); default `name`. A resource guarded by another's
   * permissions (user claims by `users.*`) names it in `permissions` and has no actions.
   */
  permissionPrefix?: string;
  /** The standard actions that have a permission of their own (`{prefix}.{action}`). */
  actions: readonly StandardAction[];
  /** Further actions with a permission of their own (`emails.send`, `articles.publish`). */
  extraActions?: readonly string[];
  /** Permission of an action where it is not `{prefix}.{action}` (a claim is written with `users.update`). */
  permissions?: Partial<Record<StandardAction, string>>;
  /** Records belong to one organisation (organisation-scoped roles read this). */
  organisationOwned?: boolean;
  parent?: ParentDefinition;
  capabilities?: ResourceCapabilities;
  /** Published records are public pages (see {@link PublishingDefinition}). */
  publishing?: PublishingDefinition;
  /**
   * The field that names a record on screens (breadcrumbs, pickers, titles), after Payload CMS's
   * `useAsTitle`; default `name`, else `title`, else the id.
   */
  useAsTitle?: string;
  /** Fields `search_term` looks in, case-insensitively. */
  search?: readonly string[];
  /** Fields (boolean, enum or id) the lists can be filtered by with `?{field}=value` (equality). */
  filters?: readonly string[];
  /**
   * Date-time fields the lists can be filtered by as a range: `?{field}From=` and `?{field}To=`
   * (ISO date-times, both ends inclusive, either may be left out); see {@link rangeFilterKeys}.
   */
  rangeFilters?: readonly string[];
  /** `sort_by` values; the first is the default. */
  sort: readonly string[];
  /** `sort_order` when the query gives none (default asc). */
  defaultSortOrder?: 'asc' | 'desc';
  /** `PUT /{name}/{id}` bodies may carry the record's id (it must match the path). */
  updateBodyId?: boolean;
  /** Changes are written to the activity log (default true). */
  logged?: boolean;
  fields: Readonly<Record<string, FieldDefinition>>;
}

/** The TypeScript value of each field kind in answers. */
interface KindValues {
  id: number;
  text: string;
  code: string;
  multiline: string;
  markdown: string;
  email: string;
  integer: number;
  number: number;
  boolean: boolean;
  date: string;
  datetime: string;
  enum: string;
  enums: string[];
  array: Record<string, unknown>[];
  reference: number;
  references: number[];
  'named-refs': { id: number; name: string }[];
  custom: unknown;
}

/**
 * A localized field's value (FieldDefinition.localized): a text per site language code (the
 * codes of src/shared/languages.ts), English always present in a stored value.
 */
export type LocalizedText = { en: string } & Partial<Record<string, string>>;

/** A localized field's text in language `lng`: its own when written (not empty), else the English one. */
export const localizedTextIn = (value: LocalizedText, lng: string): string => {
  const own = value[lng];
  return typeof own === 'string' && own.trim() !== '' ? own : value.en;
};

/** The value of one field in answers: its kind's type (an enum's values, a localized text's languages), or null when nullable. */
export type FieldValue<F> = F extends { kind: infer K extends keyof KindValues }
  ?
      | (F extends { kind: 'enums'; values: readonly (infer V)[] }
          ? V[]
          : F extends { kind: 'array'; fields: infer S extends Readonly<Record<string, FieldDefinition>> }
            ? { -readonly [I in keyof S]: FieldValue<S[I]> }[]
            : F extends { values: readonly (infer V)[] }
              ? V
              : F extends { localized: true }
                ? LocalizedText
                : KindValues[K])
      | (F extends { nullable: true } ? null : never)
  : never;

/**
 * The entity a definition's endpoints answer, as a TypeScript type (what the server's derived
 * entity schema describes): every field that is not write-only. `custom` fields are `unknown`:
 * intersect with their type where one is needed.
 */
export type EntityOf<D extends ResourceDefinition> = {
  -readonly [K in keyof D['fields'] as D['fields'][K] extends { writeOnly: true } ? never : K]: FieldValue<D['fields'][K]>;
};

type WrittenKeys<D extends ResourceDefinition, O extends 'create' | 'update', M extends WriteMode> = {
  [K in keyof D['fields']]: D['fields'][K] extends { [P in O]: M } ? K : never;
}[keyof D['fields']];

/** The body of `POST` (`create`) or `PUT` (`update`) as a TypeScript type: the written fields, optional ones optional. */
export type WriteOf<D extends ResourceDefinition, O extends 'create' | 'update'> = {
  -readonly [K in WrittenKeys<D, O, 'required'>]: FieldValue<D['fields'][K]>;
} & {
  -readonly [K in WrittenKeys<D, O, 'optional'>]?: FieldValue<D['fields'][K]>;
};

/** Checks the shape at compile time and keeps the literal types. */
export const defineResource = <const D extends ResourceDefinition>(definition: D): D => definition;

/** The react-admin resource name of `definition`. */
export const adminNameOf = (definition: ResourceDefinition): string => definition.adminName ?? definition.name;

/** The permission guarding `action` (a standard or an extra one). */
export function permissionOf(definition: ResourceDefinition, action: string): string {
  return definition.permissions?.[action as StandardAction] ?? `${definition.permissionPrefix ?? definition.name}.${action}`;
}

/** The permissions this resource brings, in action order (`users.read`, …, `emails.send`). */
export function ownPermissionsOf(definition: ResourceDefinition): string[] {
  return [...definition.actions, ...(definition.extraActions ?? [])].map((action) => `${definition.permissionPrefix ?? definition.name}.${action}`);
}

/** The query parameters of a range filter on `field` (`createdAt` → `createdAtFrom`, `createdAtTo`). */
export const rangeFilterKeys = (field: string): { from: string; to: string } => ({ from: `${field}From`, to: `${field}To` });

/** Translation key of a field's name. */
export const fieldLabelOf = (definition: ResourceDefinition, field: string): string =>
  definition.fields[field]?.label ?? `resources.${adminNameOf(definition)}.fields.${field}`;

/** Whether the rules of a field can fail with 422 (and so need a message). */
export const hasValueRules = (rules: FieldRules | undefined): boolean =>
  !!rules &&
  (rules.minLength !== undefined ||
    rules.maxLength !== undefined ||
    rules.min !== undefined ||
    rules.max !== undefined ||
    rules.minItems !== undefined ||
    rules.maxItems !== undefined ||
    rules.pattern !== undefined ||
    rules.after !== undefined);

/** `{{name}}` placeholders of `template` replaced by `values` (the i18next interpolation syntax). */
export function interpolate(template: string, values: Readonly<Record<string, unknown>>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** The interpolation values of a rule message: the rule's bounds. */
export function messageValuesOf(rules: FieldRules): Record<string, number> {
  const values: Record<string, number> = {};
  const names = { minLength: 'min', maxLength: 'max', minItems: 'min', maxItems: 'max', min: 'min', max: 'max' } as const;
  for (const key of ['minLength', 'maxLength', 'minItems', 'maxItems', 'min', 'max'] as const) {
    if (rules[key] !== undefined) values[names[key]] = rules[key]!;
  }
  return values;
}

/** Translation key of the name of field `item` of the items of `array` field `field`. */
export const itemFieldLabelOf = (definition: ResourceDefinition, field: string, item: string): string =>
  definition.fields[field]?.fields?.[item]?.label ?? `resources.${adminNameOf(definition)}.items.${field}.${item}`;

/**
 * Translation key of one value of an enum (or enums) field (`organisations`, `type`, `company` →
 * `resources.organisations.types.company` when the field's `valueLabels` is
 * `resources.organisations.types`; else `resources.{adminName}.values.{field}.{value}`).
 */
export const enumValueLabel = (definition: ResourceDefinition, field: string, value: string): string =>
  `${definition.fields[field]?.valueLabels ?? `resources.${adminNameOf(definition)}.values.${field}`}.${value}`;
