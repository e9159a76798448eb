/**
 * Declaration of an admin resource (DESIGN.md "Configuration-driven admin"): what a developer
 * writes once; the generic screens render list, show, create and edit from it.
 */
import type { ComponentType } from 'react';
import type { RaRecord, SortPayload } from 'react-admin';

/** How a field is displayed and edited. */
export type FieldType =
  | 'text'
  | 'textarea'
  | 'email'
  | 'number'
  | 'boolean'
  | 'date'
  | 'datetime'
  | 'select'
  /** An id pointing at one record of `reference`. */
  | 'reference'
  /** A list of ids pointing at records of `reference` (checkbox group in forms). */
  | 'reference-array'
  /** An embedded list of `{id, name}` objects (chips; read-only). */
  | 'named-list';

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
  validation?: FieldValidation;
  /** Whether the list can sort by this column (default true for scalar types). */
  sortable?: boolean;
  /** Choices of a `select` field. */
  choices?: readonly FieldChoice[];
  /** Target resource of `reference` / `reference-array` fields. */
  reference?: string;
  /** Field of the target record shown for references (default `name`). */
  optionText?: string;
  /** i18n key shown when the value is empty (list and show). */
  emptyText?: string;
}

/** A list filter beside the search box. */
export interface FilterDeclaration {
  /** Query parameter name (e.g. `isActive`, `orgId`). */
  source: string;
  type: 'boolean' | 'select' | 'reference';
  label?: string;
  choices?: readonly FieldChoice[];
  reference?: string;
  optionText?: string;
  /** Shown without the user adding it. */
  alwaysOn?: boolean;
}

/** Screens a resource has; URLs are SPEC §2's (`/add`, `/{id}`, `/{id}/edit`). */
export interface ScreenSet {
  list?: boolean;
  show?: boolean;
  create?: boolean;
  edit?: boolean;
  /** A delete button on the edit screen (soft delete on the server). */
  delete?: boolean;
}

export interface ResourceDeclaration<R extends RaRecord = RaRecord> {
  /** react-admin resource name, also the URL segment (`/admin/<name>`). */
  name: string;
  /** Permission prefix (`<prefix>.read` …); default `name`. */
  permission?: string;
  fields: readonly FieldDeclaration[];
  defaultSort?: SortPayload;
  /** Whether the list has a search box (`q` → `search_term`). */
  searchable?: boolean;
  filters?: readonly FilterDeclaration[];
  screens: ScreenSet;
  /** Rows per page of the list (default 25). */
  perPage?: number;
  /** How one record is named in titles and references. */
  recordRepresentation?: string | ((record: R) => string);
  icon?: ComponentType;
}
