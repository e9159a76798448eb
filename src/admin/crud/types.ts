/**
 * Declaration of an admin resource (docs/decisions.md#declared-resources): what a developer
 * writes once; the generic screens render list, show, create and edit from it.
 */
import type { ComponentType } from 'react';
import type { Breakpoint } from '@mui/material/styles';
import type { Identifier, RaRecord, SortPayload, Validator } from 'react-admin';
import type { FieldDefinition, ResourceDefinition } from '../../shared/resource';
import type { PermissionAction } from '../authProvider';
import type { ResourceApiCapabilities } from '../dataProvider';

/** How a field is displayed and edited. */
export type FieldType =
  | 'text'
  /** Plain text over several lines, shown with its line breaks. */
  | 'textarea'
  /**
   * Markdown (CommonMark with GitHub's extensions): edited as text beside its rendered preview,
   * shown rendered on the details page (./markdownFields.tsx, loaded on first use).
   */
  | 'markdown'
  | 'email'
  | 'number'
  | 'boolean'
  | 'date'
  | 'datetime'
  | 'select'
  /** Some of `choices` (an `enums` field): a multi-select in forms, translated chips on screens. */
  | 'select-array'
  /** An id pointing at one record of `reference`. */
  | 'reference'
  /**
   * Ids of records of `reference`: a checklist in forms (docs/requirements.md#r7 picker parameters). The
   * record may hold ids or `{id, name}` objects (`roles: [{id, name}]`); forms edit the ids.
   */
  | 'reference-array'
  /** An embedded list of `{id, name}` objects (chips; read-only). */
  | 'named-list'
  /**
   * An embedded list of objects (a module's features) whose `itemFields` are edited inline with
   * the record (react-admin's `ArrayInput` + `SimpleFormIterator`) and written with it; each
   * item keeps its `id` when it has one.
   */
  | 'array';

/** A choice of a `select` field; `label` is an i18n key. */
export interface FieldChoice {
  id: string | number | boolean;
  label: string;
}

/** Validation rules of a field; messages are react-admin's translated ones. */
export interface FieldValidation {
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  min?: number;
  max?: number;
  pattern?: RegExp;
  /** i18n key of the message when `pattern` fails (default react-admin's regex message). */
  patternMessage?: string;
  /** The resource's own rules (react-admin validators, e.g. a check digit), after the declared ones. */
  custom?: readonly Validator[];
}

/** A chip beside a field's value while another field of the record is true (`expired`). */
export interface FieldBadge {
  /** The record's boolean field (`expired`). */
  source: string;
  /** i18n key of the chip's text. */
  label: string;
  color?: 'default' | 'primary' | 'secondary' | 'error' | 'info' | 'success' | 'warning';
}

/** Where a field appears: `form` may be limited to one of the two form screens. */
export interface FieldVisibility {
  list?: boolean;
  show?: boolean;
  form?: boolean | 'create' | 'edit';
}

export interface FieldDeclaration extends FieldVisibility {
  source: string;
  type: FieldType;
  /** i18n key of the label; default `resources.<resource>.fields.<source>`. */
  label?: string;
  /** i18n key of a hint shown under the generated input (what a switch does, say). */
  helperText?: string;
  validation?: FieldValidation;
  /** Whether the list can sort by this column (default true for scalar types; must be a server `sort_by`). */
  sortable?: boolean;
  /** Choices of a `select` field. */
  choices?: readonly FieldChoice[];
  /** Target resource of `reference` / `reference-array` fields. */
  reference?: string;
  /**
   * Field of the target record shown for references; without it, the target's record
   * representation (its registration's `recordRepresentation`, else its `name`).
   */
  optionText?: string;
  /** Order of a reference picker's choices (default by `name`; must be a `sort_by` of the target). */
  referenceSort?: SortPayload;
  /**
   * A `reference-array` chosen in an autocomplete with chips that searches the server
   * (ReferencePickers.tsx) instead of the checklist.
   */
  autocomplete?: boolean;
  /** i18n key shown when the value is empty (list and show; default "—"). */
  emptyText?: string;
  /** The list column is hidden below this breakpoint (less important columns on narrow screens). */
  hideBelow?: Breakpoint;
  /**
   * Name under which a form field is written to the API when it differs from `source`
   * (a form field `permissions` read from `[{id, name}]` and written as `permissionIds`).
   */
  writeAs?: string;
  /** i18n key of the loading text of a `reference-array` checklist (default `crud.checklist.loading`). */
  loadingText?: string;
  /**
   * The resource's own input for this field (e.g. permissions grouped by resource), in place of
   * the generated one. It may be `React.lazy` (an article's editor): the form shows a placeholder
   * while its code loads, so a heavy input stays out of the admin's first download.
   */
  input?: ComponentType<DeclaredInputProps>;
  /**
   * The value as plain text (CSV export) when the column is made from the record rather than
   * read from one field of it (an article's title from its versions).
   */
  text?: (record: RaRecord, translate: (key: string, options?: Record<string, unknown>) => string) => string;
  /** The input needs the form's whole width (an editor with its preview beside it), not the narrow column of single fields. */
  wide?: boolean;
  /**
   * The resource's own display of this field in lists and details (an activity row's changes as
   * a before/after table), in place of the generated one; it reads the record from context.
   */
  display?: ComponentType<DeclaredDisplayProps>;
  /**
   * A boolean `isActive` / `isPaid` shown as a switch that saves at once
   * (`PUT /{r}/{id}/active-status` / `paid-status`, the resource's `activeState` / `paidState`);
   * read-only without the permission and on deleted records.
   */
  toggle?: boolean;
  /** The value a create form starts with (a new assignment is active: `true`). */
  defaultValue?: unknown;
  /** A chip shown beside the value (valid-until with "expired"). */
  badge?: FieldBadge;
  /**
   * The definition's field (src/shared/resource.ts), set by `declarationOf`: its rules are
   * checked on the form with the definition's message keys.
   */
  definition?: FieldDefinition;
  /** Fields of each item of an `array` field. */
  itemFields?: readonly FieldDeclaration[];
  /**
   * On a child's nested screens, a `reference` field's choices come from the parent's
   * sub-collection `GET /{parent}/{id}/{choicesFrom}` (`available-modules`) instead of the
   * whole target resource.
   */
  choicesFrom?: string;
}

/** Props the generated forms give a field's own input. */
export interface DeclaredInputProps {
  source: string;
  /** i18n key. */
  label: string;
  validate: Validator[];
  field: FieldDeclaration;
}

/** Props the generated lists and details give a field's own display. */
export interface DeclaredDisplayProps {
  source: string;
  /** i18n key (read by SimpleShowLayout and DataTable as the label). */
  label?: string;
  field: FieldDeclaration;
}

/** A list filter beside the search box. */
export interface FilterDeclaration {
  /** Query parameter name (e.g. `isActive`, `orgId`, `from`). */
  source: string;
  /**
   * `date`: a date picker whose day is sent as an ISO date-time (`from`/`to` of the activity
   * log): the start of the day in the user's time zone, or its end with `bound: 'end'`.
   * `number`: a whole number (a record id); `text`: a value typed in full (a city, an activity code).
   */
  type: 'boolean' | 'select' | 'reference' | 'date' | 'number' | 'text';
  /** i18n key; default `resources.<resource>.filters.<source>`. */
  label?: string;
  choices?: readonly FieldChoice[];
  reference?: string;
  /**
   * Field of the target record shown in a `reference` filter, or a function of it (a user's full
   * name); without it, the target's record representation.
   */
  optionText?: string | ((record: RaRecord) => string);
  /** Order of a `reference` filter's choices (default by `name`; must be a `sort_by` of the target). */
  sort?: SortPayload;
  /** A `reference` filter offers only the target records matching this (the target's own list filters, e.g. global roles). */
  referenceFilter?: Readonly<Record<string, unknown>>;
  /** Which end of the chosen day a `date` filter sends (default `start`). */
  bound?: 'start' | 'end';
  /** Shown without the user adding it. */
  alwaysOn?: boolean;
}

/**
 * A facet of the list's filter sidebar (react-admin's `FilterList`): one click applies one value
 * of a declared filter. A `select` filter offers its choices, a `boolean` one yes and no, a
 * `reference` one the first records of its target (more through the filter form), and a `date`
 * filter with `to` the ranges today, this week, this month and earlier (src/admin/crud/facets.ts).
 */
export interface FacetDeclaration {
  /** The declared filter the facet sets (`filters[].source`); for a date range, its lower bound. */
  source: string;
  /** A date range's upper bound: another declared `date` filter (`to` of the activity log). */
  to?: string;
  /** i18n key of the heading; default the filter's label ("Date" for a date range). */
  label?: string;
  /** How many records a reference facet offers (default 8). */
  limit?: number;
  icon?: ComponentType;
}

/**
 * A group of the details page's fields, shown as a card with a heading: cards in a grid from
 * `md` up, one column on phones (src/admin/crud/DetailsSections.tsx). Shown fields no section
 * names follow in a last card, "More details".
 */
export interface DetailsSectionDeclaration {
  /** Stable name; the heading's default i18n key is `resources.<resource>.sections.<key>`. */
  key: string;
  /** i18n key of the heading. */
  label?: string;
  /** Sources of fields with `show`, in the order shown. */
  fields: readonly string[];
  /** The card takes the grid's whole width (a message's body). */
  wide?: boolean;
}

/** Screens a resource has of its own; URLs are docs/requirements.md#r2's (`/add`, `/{id}`, `/{id}/edit`). */
export interface ScreenSet {
  list?: boolean;
  show?: boolean;
  create?: boolean;
  edit?: boolean;
}

/** URL segments of the resource's screens where they differ from docs/requirements.md#r2's defaults. */
export interface PathNames {
  /** The create screen (`add` by default; `/admin/emails/create` in the spec). */
  create?: string;
}

/**
 * A details-page tab listing the children of the record (react-admin's `ReferenceManyField`
 * with pagination, as its crm example does), at `/admin/<resource>/{id}/<path>`.
 */
export interface ReferenceManyTabDeclaration {
  type: 'reference-many';
  /** URL segment under the details page (`claims` → `/admin/users/5/claims`). */
  path: string;
  /** i18n key; default `resources.<resource>.tabs.<path>`. */
  label?: string;
  /** The children's resource (any record type: only its fields, name and capabilities are read). */
  reference: ResourceDeclaration<never>;
  /** Field of a child holding the parent's id (`userId`). */
  target: string;
  /** Children's columns (default: the child's list fields). */
  fields?: readonly string[];
  sort?: SortPayload;
  /** Rows per page (default 10). */
  perPage?: number;
  /**
   * Where the children are added and edited: `nested` (default) at
   * `/admin/<resource>/{id}/<path>/add` and `/{id}/<path>/{childId}/edit` with the parent id
   * taken from the URL and back to this tab after saving; `own` on the child resource's own
   * screens, the create form pre-filled with the parent id through router state.
   */
  screens?: 'nested' | 'own';
  /** Hand-written nested add screen in place of the generated one (adding a member two ways). */
  create?: ComponentType<NestedScreenProps>;
  /** Hand-written nested edit screen in place of the generated one (the shared user form). */
  edit?: ComponentType<NestedScreenProps>;
  /** Rows can be selected: activate / deactivate (when the child has `activeState`) and delete them together. */
  bulkActions?: boolean;
  /**
   * The children are members of the parent, not owned by it (an organisation's users): a row
   * is removed from the parent (`DELETE /{parent}/{id}/{path}/{childId}`, the parent's update
   * permission) and never deleted itself.
   */
  membership?: boolean;
}

/**
 * The record's history: the activity-log rows of this record
 * (`GET /activity/paged?resource=<resource>&recordId={id}`, newest first, `activity.read`), each
 * with its changed fields before and after.
 */
export interface ActivityTabDeclaration {
  type: 'activity';
  /** URL segment under the details page (`history`). */
  path: string;
  /** i18n key; default `crud.tabs.history`. */
  label?: string;
  /** Rows per page (default 10). */
  perPage?: number;
}

/**
 * A tab with the resource's own content (a user's sessions), at `/admin/<resource>/{id}/<path>`;
 * the component reads the record from context.
 */
export interface CustomTabDeclaration {
  type: 'custom';
  /** URL segment under the details page (`sessions`). */
  path: string;
  /** i18n key; default `resources.<resource>.tabs.<path>`. */
  label?: string;
  component: ComponentType;
  /** What the user must be allowed to do to see the tab (default: anyone who sees the details page). */
  access?: AccessRule;
  /**
   * Nested screens the tab links to, at `/admin/<resource>/{id}/<path>/add` and
   * `/{id}/<path>/{childId}/edit`, as a reference-many tab's (an organisation's members: the
   * global way of adding and editing a user beside the tab's own dialogs).
   */
  create?: ComponentType<NestedScreenProps>;
  edit?: ComponentType<NestedScreenProps>;
  /** The children's field holding the parent's id, for those screens ({@link ParentLink}`.target`). */
  target?: string;
}

/** What the user must be allowed to do, as react-admin's canAccess asks it. */
export interface AccessRule {
  resource: string;
  action: string;
}

/**
 * A list's own bulk action beside activate / deactivate / delete (crawled organisations: import
 * the selected records); the component reads the selection from the list context.
 */
export interface BulkActionDeclaration {
  /** A stable name (the key of its access answer). */
  name: string;
  component: ComponentType;
  /** What the user must be allowed to do to see it (and the selection checkboxes). */
  access: AccessRule;
}

/** A tab of the details page besides the first one (the record's own fields). */
export type TabDeclaration = ReferenceManyTabDeclaration | ActivityTabDeclaration | CustomTabDeclaration;

/** Props of a hand-written nested child screen. */
export interface NestedScreenProps {
  parent: ParentLink;
  /** The child's id on an edit screen (from the URL). */
  childId?: Identifier;
}

/** What the compact (phone) list shows per row: sources of the record. */
export interface CompactListDeclaration {
  /** Default: the record representation. */
  primary?: string;
  secondary?: string;
  tertiary?: string;
}

/**
 * What the back office knows of a resource from its start, before the resource's declaration
 * and screens have loaded (docs/decisions.md#admin-bundle): said once per resource, in
 * `src/resources/<name>/registration.ts`, which both the registry entry (`./index.ts`) and the
 * declaration (`./declaration.ts`, through `declarationOf`) read.
 */
export interface ResourceRegistration<R extends RaRecord = RaRecord> {
  /** The menu's and dashboard card's icon. */
  icon?: ComponentType;
  /** Which screens the resource has. */
  screens: ScreenSet;
  /** URL segments of screens where they differ from docs/requirements.md#r2's. */
  paths?: PathNames;
  /** How one record is named in titles and references (other resources name it before its screens load). */
  recordRepresentation?: string | ((record: R) => string);
}

export interface ResourceDeclaration<R extends RaRecord = RaRecord> extends ResourceRegistration<R> {
  /** react-admin resource name, also the URL segment (`/admin/<name>`). */
  name: string;
  /** The shared definition the declaration was made from (`declarationOf`). */
  definition?: ResourceDefinition;
  /** Permission prefix (`<prefix>.read` …); default `name`. */
  permission?: string;
  /** Permission names of single actions where they are not `<prefix>.<action>` (user claims: writes need `users.update`). */
  permissions?: Partial<Record<PermissionAction, string>>;
  /** What the API offers beyond the standard endpoints (soft/hard delete, active and paid state). */
  capabilities?: ResourceApiCapabilities;
  fields: readonly FieldDeclaration[];
  defaultSort?: SortPayload;
  /** Whether the list has a search box (`q` → `search_term`). */
  searchable?: boolean;
  filters?: readonly FilterDeclaration[];
  /**
   * Facets of the filter sidebar beside the list (each sets one of `filters`), with the saved
   * queries; without facets the list has no sidebar. Below `sm` they are in the filters drawer.
   */
  facets?: readonly FacetDeclaration[];
  /**
   * The details page's fields grouped into cards (profile, access, record…); without sections
   * they are one label/value column.
   */
  sections?: readonly DetailsSectionDeclaration[];
  /** Tabs of the details page after the record's own fields. */
  tabs?: readonly TabDeclaration[];
  /**
   * More buttons of the list's toolbar, after Create (users: Invite, Import); each checks its own
   * permission and renders nothing without it.
   */
  listActions?: readonly ComponentType[];
  /** The list's own bulk actions, after the standard ones. */
  bulkActions?: readonly BulkActionDeclaration[];
  /**
   * More buttons of the details page's toolbar, after Edit and the state switch (users: Resend
   * invitation); each reads the record from context and checks its own permission.
   */
  showActions?: readonly ComponentType[];
  /**
   * What the edit screen shows read-only above its form, reading the record from context (the
   * contact message being annotated: its sender, date and text over its status and note).
   */
  editIntro?: ComponentType;
  /** Whether `PUT /{r}/{id}` carries the id inside the payload too (roles, docs/requirements.md#r7). */
  idInUpdatePayload?: boolean;
  /** Rows per page of the list (default 25). */
  perPage?: number;
  /** Rows of the phone-width list. */
  compactList?: CompactListDeclaration;
}

/** The record a child screen belongs to (a child added or edited from a details tab). */
export interface ParentLink {
  /** The parent's resource (`users`). */
  resource: string;
  /** The parent's id, from the URL. */
  id: Identifier;
  /** Field of the child holding the parent's id (`userId`). */
  target: string;
  /** The details tab to go back to (`claims`). */
  tab: string;
}
