/**
 * A resource's Drizzle table, derived from its definition (docs/decisions.md#definition-tables),
 * after Payload CMS, whose PostgreSQL adapter builds the Drizzle schema from a collection config.
 *
 * One column per stored field, by kind: `id` an integer identity primary key; `text`, `code`,
 * `multiline`, `markdown` and `email` text, their `minLength` (above 0) and `maxLength` a CHECK
 * on `char_length` (a `localized` one jsonb, an object holding `en`, its languages' lengths the
 * API's to check); `enum` text under a CHECK listing the values; `enums` a text array (default
 * empty) under a CHECK that it holds only the values, its `minItems`/`maxItems` on its
 * cardinality; `array` jsonb (default `[]`) under a CHECK that it is an array of at most
 * `maxItems` items, the items' fields the API's to check; `reference` an integer with a
 * foreign key to the referenced definition's table (cascade for the definition's parent field,
 * set null when nullable, else restrict); `integer` (integer) and `number` (double precision)
 * with `min`/`max` as a CHECK; `boolean` (default false, `isActive` true); `date` (yyyy-mm-dd
 * strings); `datetime` timestamptz (`createdAt`/`updatedAt` default now, `updatedAt` set on each
 * update). Not null unless `nullable`. Soft delete (`capabilities.softDelete`) brings
 * `deletedAt`. SQL names are snake_case: the table's is the definition's name
 * (`contact-messages` → `contact_messages`), a column's its field's (`rateToRsd` → `rate_to_rsd`).
 *
 * Not columns: `references` and `named-refs` fields (join tables), write-only fields (written,
 * never read back from a row: a password, `status` written as `isActive`), `custom` fields unless
 * the particular part gives their column, and the fields the particular part names in
 * `notColumns` (answered from joins or counts).
 *
 * A brand-new resource's table is one line in server/db/schema.ts:
 *
 * ```ts
 * export const jobOpenings = tableFromDefinition(jobOpeningsDefinition);
 * ```
 *
 * and what the definition cannot say is the particular part beside it:
 *
 * ```ts
 * export const currencies = tableFromDefinition(
 *   currenciesDefinition,
 *   { columns: { rateToRsd: numeric('rate_to_rsd', { precision: 18, scale: 6 }).notNull() }, defaults: { minorUnits: 2 } },
 *   (t) => [unique('currencies_code_unique').on(t.code)],
 * );
 * ```
 *
 * The export's name must be the camelCase of the definition's name: server/routes/index.ts
 * `tableOf` finds the table by it. Throws, when the module loads, for a particular part naming
 * a field the definition lacks, for two tables of one definition, and (when drizzle-kit or a
 * query first reads the foreign keys) for a reference to a resource with no table built here
 * and none given in `references`.
 */
import { sql, type BuildColumns, type BuildExtraConfigColumns, type HasDefault, type IsIdentity, type IsPrimaryKey, type NotNull, type $Type, type SQL } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  type AnyPgColumn,
  type PgBooleanBuilderInitial,
  type PgColumnBuilderBase,
  type PgDateStringBuilderInitial,
  type PgDoublePrecisionBuilderInitial,
  type PgIntegerBuilderInitial,
  type PgJsonbBuilderInitial,
  type PgTable,
  type PgTableExtraConfigValue,
  type PgTableWithColumns,
  type PgTextBuilderInitial,
  type PgTimestampBuilderInitial,
  type UpdateDeleteAction,
} from 'drizzle-orm/pg-core';
import type { FieldDefinition, FieldKind, FieldValue, LocalizedText, ResourceDefinition } from '../../src/shared/resource';

/** Kinds held as text, whose `minLength`/`maxLength` the database checks. */
export const TEXT_KINDS: readonly FieldKind[] = ['text', 'code', 'multiline', 'markdown', 'email'];

/** What a definition cannot say about its table (all optional). */
export interface TableParticular<D extends ResourceDefinition = ResourceDefinition> {
  /** The SQL table name, where it is not the snake_case of the definition's name. */
  name?: string;
  /**
   * Columns given whole (SQL name, type, nullability, default): a field's column where the
   * derived one does not fit (citext, varchar(n), numeric, jsonb of a `custom` field), or a
   * column the definition does not have (a password hash, a generated column). The definition's
   * CHECKs (lengths, ranges, enum values) still apply to a field's given column; a varchar(n)
   * whose n is the field's `maxLength` needs no length CHECK.
   */
  columns?: Record<string, PgColumnBuilderBase>;
  /** Fields of the definition answered from elsewhere (joins, counts), each with why it is no column. */
  notColumns?: Partial<Record<keyof D['fields'] & string, string>>;
  /** Database defaults of derived columns: a value, or SQL (`sql\`now()\``). */
  defaults?: Partial<Record<keyof D['fields'] & string, unknown>>;
  /** Foreign keys: the referenced column where the target's table is not built here, and `onDelete` where not the default. */
  references?: Partial<Record<keyof D['fields'] & string, { column?: () => AnyPgColumn; onDelete?: UpdateDeleteAction }>>;
}

// ---- The column types, so the table's TypeScript types follow from the definition too. ----

type IdBuilder = IsIdentity<IsPrimaryKey<NotNull<PgIntegerBuilderInitial<''>>>, 'always'>;
type TextBuilder = PgTextBuilderInitial<'', [string, ...string[]]>;

type TextArrayBuilder = ReturnType<TextBuilder['array']>;

type KindBuilder<F extends FieldDefinition> = F['kind'] extends 'enum'
  ? $Type<TextBuilder, F extends { values: readonly (infer V)[] } ? V : string>
  : F['kind'] extends 'enums'
    ? $Type<TextArrayBuilder, F extends { values: readonly (infer V)[] } ? V[] : string[]>
  : F['kind'] extends 'array'
    ? $Type<PgJsonbBuilderInitial<''>, NonNullable<FieldValue<F>>>
  : F extends { localized: true }
    ? $Type<PgJsonbBuilderInitial<''>, LocalizedText>
    : F['kind'] extends 'text' | 'code' | 'multiline' | 'markdown' | 'email'
    ? TextBuilder
    : F['kind'] extends 'integer' | 'reference'
      ? PgIntegerBuilderInitial<''>
      : F['kind'] extends 'number'
        ? PgDoublePrecisionBuilderInitial<''>
        : F['kind'] extends 'boolean'
          ? PgBooleanBuilderInitial<''>
          : F['kind'] extends 'date'
            ? PgDateStringBuilderInitial<''>
            : PgTimestampBuilderInitial<''>;

type Nullability<F extends FieldDefinition, B extends PgColumnBuilderBase> = F extends { nullable: true } ? B : NotNull<B>;

/** Whether the derived column has a database default: named in `defaults`, the field's `default`, a timestamp of the record, or a not-null boolean. */
type Defaulted<F extends FieldDefinition, K, P> = K extends keyof NonNullable<P extends { defaults?: infer X } ? X : never>
  ? true
  : F extends { default: string | number | boolean }
    ? true
    : K extends 'createdAt' | 'updatedAt'
      ? true
      : F extends { kind: 'boolean'; nullable: true }
        ? false
        : F['kind'] extends 'boolean'
          ? true
          : false;

type DerivedBuilder<F extends FieldDefinition, K, P> = F['kind'] extends 'id'
  ? IdBuilder
  : Defaulted<F, K, P> extends true
    ? HasDefault<Nullability<F, KindBuilder<F>>>
    : Nullability<F, KindBuilder<F>>;

type GivenColumns<P> = P extends { columns: infer C extends Record<string, PgColumnBuilderBase> } ? C : Record<never, never>;
type NotColumnKeys<P> = P extends { notColumns: infer N } ? keyof N : never;

/** The fields of D that are columns under P. */
type StoredField<D extends ResourceDefinition, P, K extends keyof D['fields']> = K extends NotColumnKeys<P>
  ? never
  : K extends keyof GivenColumns<P>
    ? K
    : D['fields'][K] extends { writeOnly: true }
      ? never
      : D['fields'][K]['kind'] extends 'references' | 'named-refs' | 'custom'
        ? never
        : K;

type SoftDeleteColumn<D extends ResourceDefinition> = D extends { capabilities: { softDelete: true } }
  ? { deletedAt: PgTimestampBuilderInitial<''> }
  : Record<never, never>;

/** The column builders of the table of D with the particular part P. */
export type ColumnsOf<D extends ResourceDefinition, P> = {
  [K in keyof D['fields'] as StoredField<D, P, K>]: K extends keyof GivenColumns<P> ? GivenColumns<P>[K] : DerivedBuilder<D['fields'][K], K, P>;
} & Omit<SoftDeleteColumn<D>, keyof D['fields']> &
  Omit<GivenColumns<P>, keyof D['fields']>;

type SnakeCase<S extends string> = S extends `${infer A}-${infer B}` ? `${A}_${SnakeCase<B>}` : S;
type TableNameOf<D extends ResourceDefinition, P> = P extends { name: infer N extends string } ? N : SnakeCase<D['name']>;

/** The table tableFromDefinition answers for D and P. */
export type DefinitionTable<D extends ResourceDefinition, P> =
  BuildColumns<TableNameOf<D, P>, Extract<ColumnsOf<D, P>, Record<string, PgColumnBuilderBase>>, 'pg'> extends infer C extends Record<string, AnyPgColumn>
    ? PgTableWithColumns<{ name: TableNameOf<D, P>; schema: undefined; columns: C; dialect: 'pg' }>
    : never;

// ---- Building. ----

/** `rateToRsd` → `rate_to_rsd`; `contact-messages` → `contact_messages`. */
export const snakeCase = (name: string): string => name.replace(/-/g, '_').replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** Whether a field of the definition is stored in a column of its own (the particular part aside). */
export function storesField(field: FieldDefinition): boolean {
  return !field.writeOnly && field.kind !== 'references' && field.kind !== 'named-refs' && field.kind !== 'custom';
}

/** The foreign key's action on deleting the referenced record: the parent's records go with it, a nullable reference is cleared, others hold it back. */
export function defaultOnDelete(definition: ResourceDefinition, field: string): UpdateDeleteAction {
  if (definition.parent?.field === field) return 'cascade';
  return definition.fields[field]?.nullable ? 'set null' : 'restrict';
}

/** Tables built here, by definition name: what a `reference` field's foreign key points at. */
const TABLES = new Map<string, PgTable>();

function referencedId(definition: ResourceDefinition, field: string, target: string): AnyPgColumn {
  const table = TABLES.get(target) as (PgTable & { id?: AnyPgColumn }) | undefined;
  if (!table?.id) {
    throw new Error(`${definition.name}.${field} references ${target}, which has no table built by tableFromDefinition with an id; give its column in the particular part's references`);
  }
  return table.id;
}

/** What derivedColumn chains on a column of any kind (Drizzle's builders each type it for themselves). */
interface Chainable extends PgColumnBuilderBase {
  notNull(): Chainable;
  default(value: unknown): Chainable;
  $onUpdate(fn: () => unknown): Chainable;
}

function derivedColumn(definition: ResourceDefinition, field: string, spec: FieldDefinition, particular: TableParticular): PgColumnBuilderBase {
  const name = snakeCase(field);
  if (spec.kind === 'id') return integer(name).primaryKey().generatedAlwaysAsIdentity();
  let column: Chainable;
  switch (spec.kind) {
    case 'integer':
      column = integer(name) as unknown as Chainable;
      break;
    case 'reference': {
      const given = particular.references?.[field];
      const target = spec.reference;
      if (!target && !given?.column) throw new Error(`${definition.name}.${field} is a reference without a target resource`);
      column = integer(name).references(given?.column ?? (() => referencedId(definition, field, target!)), {
        onDelete: given?.onDelete ?? defaultOnDelete(definition, field),
      }) as unknown as Chainable;
      break;
    }
    case 'number':
      column = doublePrecision(name) as unknown as Chainable;
      break;
    case 'boolean':
      column = boolean(name) as unknown as Chainable;
      break;
    case 'date':
      column = date(name, { mode: 'string' }) as unknown as Chainable;
      break;
    case 'datetime':
      column = timestamp(name, { withTimezone: true }) as unknown as Chainable;
      break;
    case 'text':
    case 'multiline':
    case 'markdown':
      column = (spec.localized ? jsonb(name) : text(name)) as unknown as Chainable;
      break;
    case 'enum':
      if (!spec.values?.length) throw new Error(`${definition.name}.${field} is an enum without values`);
      column = text(name, { enum: spec.values as [string, ...string[]] }) as unknown as Chainable;
      break;
    case 'enums':
      if (!spec.values?.length) throw new Error(`${definition.name}.${field} is an enums field without values`);
      column = text(name).array().default(sql`'{}'::text[]`) as unknown as Chainable;
      break;
    case 'array':
      if (!spec.fields || Object.keys(spec.fields).length === 0) throw new Error(`${definition.name}.${field} is an array without item fields`);
      column = jsonb(name).default(sql`'[]'::jsonb`) as unknown as Chainable;
      break;
    default:
      column = text(name) as unknown as Chainable;
  }
  if (!spec.nullable) column = column.notNull();
  const defaults = particular.defaults as Record<string, unknown> | undefined;
  if (defaults && field in defaults) {
    column = column.default(defaults[field]);
  } else if (spec.default !== undefined) {
    column = column.default(spec.default);
  } else if (field === 'createdAt' || field === 'updatedAt') {
    column = column.default(sql`now()`);
  } else if (spec.kind === 'boolean' && !spec.nullable) {
    column = column.default(field === 'isActive');
  }
  if (field === 'updatedAt') column = column.$onUpdate(() => new Date());
  return column;
}

const quoted = (value: string) => `'${value.replaceAll("'", "''")}'`;

/** A bound as SQL: `between a and b`, `>= a` or `<= b`; undefined without either. */
function bounds(min: number | undefined, max: number | undefined): SQL | undefined {
  if (min !== undefined && max !== undefined) return sql.raw(`between ${min} and ${max}`);
  if (min !== undefined) return sql.raw(`>= ${min}`);
  if (max !== undefined) return sql.raw(`<= ${max}`);
  return undefined;
}

/** The varchar length of a built column (`varchar(50)` → 50), else undefined. */
function varcharLength(column: AnyPgColumn | undefined): number | undefined {
  const match = /^varchar\((\d+)\)$/.exec(column?.getSQLType() ?? '');
  return match ? Number(match[1]) : undefined;
}

/**
 * The CHECKs the definition's rules give, named `{table}_{column}_{length|range|check}`: text
 * lengths on `char_length` (characters, as the rules count), number ranges, enum values.
 */
function ruleChecks(definition: ResourceDefinition, tableName: string, stored: readonly string[], columns: Record<string, AnyPgColumn>, built: Record<string, AnyPgColumn>): PgTableExtraConfigValue[] {
  const checks: PgTableExtraConfigValue[] = [];
  for (const field of stored) {
    const spec = definition.fields[field]!;
    const column = columns[field]!;
    const prefix = `${tableName}_${snakeCase(field)}`;
    const rules = spec.rules ?? {};
    if (spec.localized) {
      // The languages' texts are held to the rules by the API (per language); the column holds an object with English.
      checks.push(check(`${prefix}_check`, sql`jsonb_typeof(${column}) = 'object' and ${column} ? 'en'`));
    } else if (TEXT_KINDS.includes(spec.kind)) {
      const min = rules.minLength && rules.minLength > 0 ? rules.minLength : undefined;
      const max = rules.maxLength !== undefined && varcharLength(built[field]) !== rules.maxLength ? rules.maxLength : undefined;
      const bound = bounds(min, max);
      if (bound) checks.push(check(`${prefix}_length`, sql`char_length(${column}) ${bound}`));
    } else if (spec.kind === 'integer' || spec.kind === 'number') {
      const bound = bounds(rules.min, rules.max);
      if (bound) checks.push(check(`${prefix}_range`, sql`${column} ${bound}`));
    } else if (spec.kind === 'enum') {
      checks.push(check(`${prefix}_check`, sql`${column} in (${sql.raw(spec.values!.map(quoted).join(', '))})`));
    } else if (spec.kind === 'enums') {
      const count = bounds(rules.minItems, rules.maxItems);
      checks.push(
        check(`${prefix}_check`, sql`${column} <@ array[${sql.raw(spec.values!.map(quoted).join(', '))}]::text[]${count ? sql` and cardinality(${column}) ${count}` : sql``}`),
      );
    } else if (spec.kind === 'array') {
      // The items' fields are held to their rules by the API; the column holds an array.
      const count = bounds(rules.minItems, rules.maxItems);
      checks.push(check(`${prefix}_check`, sql`jsonb_typeof(${column}) = 'array'${count ? sql` and jsonb_array_length(${column}) ${count}` : sql``}`));
    }
  }
  return checks;
}

/**
 * The table of `definition`: its derived columns and CHECKs, with `particular`'s columns,
 * defaults and references, and `extras` (indexes, unique constraints, further CHECKs) beside
 * them; see the module's comment.
 */
export function tableFromDefinition<const D extends ResourceDefinition, const P extends TableParticular<D> = Record<never, never>>(
  definition: D,
  particular?: P,
  extras?: (self: BuildExtraConfigColumns<TableNameOf<D, P>, ColumnsOf<D, P>, 'pg'>) => PgTableExtraConfigValue[],
): DefinitionTable<D, P> {
  const given: TableParticular = particular ?? {};
  for (const part of ['notColumns', 'defaults', 'references'] as const) {
    for (const field of Object.keys(given[part] ?? {})) {
      if (!(field in definition.fields)) throw new Error(`The particular ${part} of ${definition.name} name ${field}, which is no field of its definition`);
    }
  }
  if (TABLES.has(definition.name)) throw new Error(`A second table for the resource ${definition.name}`);

  const columns: Record<string, PgColumnBuilderBase> = {};
  const stored: string[] = [];
  for (const [field, spec] of Object.entries(definition.fields as Record<string, FieldDefinition>)) {
    const own = given.columns?.[field];
    if (given.notColumns?.[field] !== undefined) {
      if (own) throw new Error(`${definition.name}.${field} is both a given column and no column`);
      continue;
    }
    if (!own && !storesField(spec)) continue;
    columns[field] = own ?? derivedColumn(definition, field, spec, given);
    if (spec.kind !== 'custom') stored.push(field);
  }
  if (definition.capabilities?.softDelete && !columns.deletedAt) columns.deletedAt = timestamp('deleted_at', { withTimezone: true });
  for (const [field, column] of Object.entries(given.columns ?? {})) columns[field] ??= column;

  const tableName = given.name ?? snakeCase(definition.name);
  const table: PgTable = pgTable(tableName, columns, (self) => [
    ...ruleChecks(definition, tableName, stored, self as Record<string, AnyPgColumn>, table as unknown as Record<string, AnyPgColumn>),
    ...(extras?.(self as never) ?? []),
  ]);
  TABLES.set(definition.name, table);
  return table as unknown as DefinitionTable<D, P>;
}
