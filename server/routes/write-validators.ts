/**
 * The named validators of a definition's fields on the API's writes
 * (docs/decisions.md#resource-definitions): `rules.validate` names a shared validator
 * (src/shared/validators.ts, which the admin's forms run too) or one of this file's
 * {@link SERVER_VALIDATORS}, which may read the database and run on the API only. Each failure
 * is a 422 field error worded from the validator's translation key in the caller's language.
 *
 * {@link checkValidatorNames} throws at start-up for a name neither registry holds (a
 * programming error).
 */
import { and, getTableColumns, ne, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ResourceDefinition } from '../../src/shared/resource';
import { namedRuleViolation } from '../../src/shared/validation';
import { SHARED_VALIDATORS, type ValidatorFailure } from '../../src/shared/validators';
import type { Database } from '../db/client';
import type { FieldError } from '../http/errors';
import { keyed } from '../http/localize';

/** What a server validator may read beside the value and the record. */
export interface ServerValidatorContext {
  /** The write's transaction. */
  db: Database;
  /** The resource's table and the field's column. */
  table: PgTable;
  column: PgColumn;
  /** The id of the record an update writes; undefined on create. */
  id?: number;
}

/** A server-only named validator: null when `value` passes. */
export type ServerValidator = (
  value: unknown,
  record: Readonly<Record<string, unknown>>,
  context: ServerValidatorContext,
) => Promise<ValidatorFailure | null>;

/** The server's own named validators. */
export const SERVER_VALIDATORS: Readonly<Record<string, ServerValidator>> = {
  /**
   * No other record holds the same value (texts compared case-insensitively and trimmed; soft-
   * deleted records do not count) — for values people tell apart by name where the table has no
   * unique constraint. Empty values pass.
   */
  unique: async (value, _record, { db, table, column, id }) => {
    if (value === undefined || value === null || value === '') return null;
    const columns = getTableColumns(table) as Record<string, PgColumn>;
    const same: SQL = typeof value === 'string' ? sql`lower(trim(${column})) = lower(trim(${value}))` : sql`${column} = ${value}`;
    const conditions = [same, ...(id !== undefined && columns.id ? [ne(columns.id, id)] : []), ...(columns.deletedAt ? [sql`${columns.deletedAt} is null`] : [])];
    const [taken] = await db.select({ one: sql<number>`1` }).from(table).where(and(...conditions)).limit(1);
    return taken ? { message: 'validators.unique' } : null;
  },
};

/** Throws (at start-up) for a named validator of `definition` that neither registry holds. */
export function checkValidatorNames(definition: ResourceDefinition): void {
  for (const [field, spec] of Object.entries(definition.fields)) {
    for (const name of spec.rules?.validate ?? []) {
      if (!SHARED_VALIDATORS[name] && !SERVER_VALIDATORS[name]) {
        throw new Error(`${definition.name}.${field}: no validator named ${name} (src/shared/validators.ts or server/routes/write-validators.ts)`);
      }
    }
  }
}

/** A field error that names its field. */
type NamedFieldError = FieldError & { field: string };

const failureError = (field: string, failure: ValidatorFailure): NamedFieldError => ({ field, ...keyed(failure.message, failure.values) });

/**
 * The shared named validators of `definition` on a write: each named field's value in the record
 * as it will be (`values`, the body, over `current`, the stored record on an update), as the
 * form runs them over its values. Undefined when no field names one.
 */
export function sharedValidatorErrors(definition: ResourceDefinition) {
  const named = Object.entries(definition.fields).filter(([, spec]) => spec.rules?.validate?.some((name) => SHARED_VALIDATORS[name]));
  if (named.length === 0) return undefined;
  return (values: Readonly<Record<string, unknown>>, current?: Readonly<Record<string, unknown>>): NamedFieldError[] => {
    const record = { ...current, ...values };
    return named.flatMap(([field, spec]) => {
      const failure = namedRuleViolation(spec, record[field], record);
      return failure ? [failureError(field, failure)] : [];
    });
  };
}

/**
 * The server's named validators of `definition` on a write inside its transaction `db`, over
 * the record as it will be (the body over `current`); `id` is the updated record's. Undefined
 * when no field names one. Throws at start-up for a named field without a column.
 */
export function serverValidatorErrors(definition: ResourceDefinition, table: PgTable) {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const named = Object.entries(definition.fields).flatMap(([field, spec]) => {
    const validators = (spec.rules?.validate ?? []).flatMap((name) => (SERVER_VALIDATORS[name] ? [SERVER_VALIDATORS[name]] : []));
    if (validators.length === 0) return [];
    const column = columns[field];
    if (!column) throw new Error(`${definition.name}.${field}: a server validator needs the field's column`);
    return [{ field, column, validators }];
  });
  if (named.length === 0) return undefined;
  return async (db: Database, values: Readonly<Record<string, unknown>>, current?: Readonly<Record<string, unknown>>): Promise<FieldError[]> => {
    const record = { ...current, ...values };
    const id = typeof current?.id === 'number' ? current.id : undefined;
    const errors: FieldError[] = [];
    for (const { field, column, validators } of named) {
      for (const validate of validators) {
        const failure = await validate(record[field], record, { db, table, column, id });
        if (failure) {
          errors.push(failureError(field, failure));
          break;
        }
      }
    }
    return errors;
  };
}
