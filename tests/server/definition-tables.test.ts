/**
 * Every resource's table agrees with its definition (docs/decisions.md#definition-tables): each
 * stored field has a column whose SQL type fits the field's kind and whose nullability is the
 * field's; the database holds the definition's text lengths (a CHECK on char_length, or a
 * varchar of that length), number ranges and enum values (CHECKs); a reference has a foreign
 * key to the referenced resource's table; soft delete, active and paid state have their columns.
 * The table of a definition is found as server/routes/index.ts `tableOf` finds it: the
 * server/db/schema.ts export named after the camelCase of the definition's name. A mismatched
 * pair built here shows the comparison reports each kind of disagreement.
 */
import { getTableColumns, type SQL } from 'drizzle-orm';
import { boolean, check, getTableConfig, integer, PgDialect, pgTable, text, timestamp, type AnyPgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from '../../server/db/schema';
import { tableFromDefinition } from '../../server/db/table-from-definition';
import { defineResource, type FieldDefinition, type ResourceDefinition } from '../../src/shared/resource';
import { RESOURCE_DEFINITIONS } from '../../src/shared/resources';

const camelCase = (name: string) => name.replace(/-([a-z])/g, (_whole, letter: string) => letter.toUpperCase());

/** The table of a definition name, as `tableOf` finds it; undefined when the schema has none. */
const tableNamed = (name: string): PgTable | undefined => (schema as unknown as Record<string, PgTable | undefined>)[camelCase(name)];

/** Fields that are legitimately no column of their resource's table, each with why. */
const NOT_COLUMNS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  users: {
    password: 'write-only: stored as password_hash (argon2), never read back',
    confirmPassword: 'write-only: compared with password, never stored',
    status: 'write-only: written as `status`, stored and answered as isActive',
    roleIds: 'write-only: rows of user_roles',
    organisationIds: 'write-only: rows of user_organisations',
    roles: 'answered from user_roles joined with roles',
    organisations: 'answered from user_organisations joined with organisations',
  },
  roles: {
    permissionIds: 'rows of role_permissions',
    permissions: 'answered from role_permissions joined with permissions',
    userCount: 'counted from user_roles',
  },
  'organisation-modules': {
    organisationName: 'joined from organisations',
    moduleCode: 'joined from modules',
    moduleName: 'joined from modules',
    featureCount: 'counted from organisation_features',
    expired: 'computed from validUntil and today',
  },
  'organisation-features': {
    organisationName: 'joined from organisations',
    featureCode: 'joined from features',
    featureName: 'joined from features',
    moduleId: 'joined from features (the feature’s module)',
    moduleName: 'joined from modules',
    expired: 'computed from validUntil and today',
  },
  modules: {
    features: 'rows of the features table, written with the module',
    organisationCount: 'counted from organisation_modules',
  },
  features: { moduleName: 'joined from modules' },
  'crawled-organisations': { organisationName: 'joined from organisations' },
  emails: { sentByName: 'joined from users' },
  'contact-messages': { assigneeName: 'joined from users' },
  articles: {
    byline: 'the author’s name joined from users, else author_name',
    translations: 'rows of article_translations',
  },
  media: {
    variants: 'rows of media_variants',
    usedBy: 'the articles whose cover_media_id is the file',
  },
};

/**
 * Rules of a definition the database does not hold, each with why: the rule checks what a
 * caller writes, and the stored value is made from it by the server.
 */
const UNENFORCED_RULES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  emails: {
    subject: 'the composer’s subject; the stored mail is the template filled per recipient (placeholders can lengthen it) or a system mail',
    body: 'the composer’s body; the stored mail is the template filled per recipient or a system mail',
  },
};

/** SQL types a kind may be stored as (`varchar(n)`, `numeric(p, s)` by their prefix). */
const SQL_TYPES: Readonly<Record<FieldDefinition['kind'], readonly string[] | undefined>> = {
  id: ['integer'],
  text: ['text', 'varchar', 'citext'],
  code: ['text', 'varchar', 'citext', 'uuid'],
  multiline: ['text'],
  markdown: ['text'],
  email: ['text', 'citext', 'varchar'],
  enum: ['text', 'varchar'],
  enums: ['text[]'],
  array: ['jsonb'],
  integer: ['integer', 'bigint', 'smallint'],
  number: ['double precision', 'numeric', 'real'],
  boolean: ['boolean'],
  date: ['date'],
  datetime: ['timestamp with time zone'],
  reference: ['integer'],
  references: undefined,
  'named-refs': undefined,
  // A custom field's column is the particular part's: jsonb, an array, …
  custom: undefined,
};

const TEXT_KINDS = new Set(['text', 'code', 'multiline', 'markdown', 'email']);

interface Bounds {
  min?: number;
  max?: number;
}

/** The bounds of `between a and b`, `>= a`, `<= b`. */
function boundsOf(text: string): Bounds | undefined {
  const between = /^between (-?[\d.]+) and (-?[\d.]+)$/.exec(text);
  if (between) return { min: Number(between[1]), max: Number(between[2]) };
  const one = /^(>=|<=) (-?[\d.]+)$/.exec(text);
  if (one) return one[1] === '>=' ? { min: Number(one[2]) } : { max: Number(one[2]) };
  return undefined;
}

/** What the table's CHECKs hold per SQL column: length bounds, value bounds and enum values. */
function checksOf(table: PgTable) {
  const dialect = new PgDialect();
  const name = getTableConfig(table).name;
  const lengths = new Map<string, Bounds>();
  const ranges = new Map<string, Bounds>();
  const values = new Map<string, string[]>();
  for (const { value } of getTableConfig(table).checks) {
    const text = dialect.sqlToQuery(value).sql.replaceAll(`"${name}".`, '');
    const length = /^char_length\("(\w+)"\) (.+)$/.exec(text);
    const range = /^"(\w+)" ((?:between|>=|<=) .+)$/.exec(text);
    const list = /^"(\w+)" in \((.*)\)$/.exec(text) ?? /^"(\w+)" <@ array\[(.*)\]::text\[\]/.exec(text);
    if (length && boundsOf(length[2]!)) lengths.set(length[1]!, boundsOf(length[2]!)!);
    else if (range && boundsOf(range[2]!)) ranges.set(range[1]!, boundsOf(range[2]!)!);
    else if (list) values.set(list[1]!, list[2]!.split(', ').map((quoted) => quoted.slice(1, -1).replaceAll("''", "'")));
  }
  return { lengths, ranges, values };
}

/** A CHECK's SQL text. */
const sqlText = (value: SQL) => new PgDialect().sqlToQuery(value).sql;

/** The length a pattern fixes (`^[0-9]{9}$` → 9), else undefined. */
const fixedLength = (pattern: string | undefined): number | undefined => {
  const match = pattern ? /^\^\[[^\]]+\]\{(\d+)\}\$$/.exec(pattern) : null;
  return match ? Number(match[1]) : undefined;
};

const sameBounds = (a: Bounds | undefined, b: Bounds) => (a?.min ?? undefined) === b.min && (a?.max ?? undefined) === b.max;

/**
 * Where `table` disagrees with `definition` (empty when they agree). `notColumns` names the
 * fields that are no column; `unenforced` the fields whose rules the database does not hold.
 */
function disagreements(
  definition: ResourceDefinition,
  table: PgTable,
  notColumns: Readonly<Record<string, string>> = {},
  unenforced: Readonly<Record<string, string>> = {},
): string[] {
  const problems: string[] = [];
  const columns = getTableColumns(table) as Record<string, AnyPgColumn>;
  const config = getTableConfig(table);
  const { lengths, ranges, values } = checksOf(table);
  const where = (field: string) => `${definition.name}.${field}`;

  for (const [field, spec] of Object.entries(definition.fields)) {
    const column = columns[field];
    if (field in notColumns) {
      if (column) problems.push(`${where(field)} is listed as no column but has the column ${column.name}`);
      continue;
    }
    if (!column) {
      problems.push(`${where(field)} (${spec.kind}) has no column`);
      continue;
    }
    const sqlType = column.getSQLType();
    // A localized field holds its languages' texts in one jsonb object with English.
    const kinds = spec.localized ? ['jsonb'] : SQL_TYPES[spec.kind];
    if (kinds && !kinds.some((type) => sqlType === type || sqlType.startsWith(`${type}(`))) problems.push(`${where(field)} is ${spec.kind} but its column is ${sqlType}`);
    if (column.notNull === !!spec.nullable) problems.push(`${where(field)} is ${spec.nullable ? 'nullable' : 'not nullable'} but its column is ${column.notNull ? 'not null' : 'nullable'}`);
    if (spec.kind === 'id' && !column.primary) problems.push(`${where(field)} is the id but its column is no primary key`);

    const rules = unenforced[field] ? {} : (spec.rules ?? {});
    const varchar = /^varchar\((\d+)\)$/.exec(sqlType);
    const varcharLength = varchar ? Number(varchar[1]) : undefined;
    if (spec.localized) {
      const holdsEnglish = config.checks.some((check) => check.name === `${config.name}_${column.name}_check` && /jsonb_typeof\(.*\) = 'object' and .* \? 'en'/.test(sqlText(check.value)));
      if (!holdsEnglish) problems.push(`${where(field)} is localized but no CHECK holds its column to an object with English`);
    } else if (TEXT_KINDS.has(spec.kind) && !unenforced[field]) {
      const min = rules.minLength && rules.minLength > 0 ? rules.minLength : undefined;
      const max = rules.maxLength !== undefined && varcharLength !== rules.maxLength ? rules.maxLength : undefined;
      if (!sameBounds(lengths.get(column.name), { min, max })) {
        problems.push(`${where(field)}: the length CHECK is ${JSON.stringify(lengths.get(column.name) ?? {})}, the definition says ${JSON.stringify({ min, max })}`);
      }
      if (varcharLength !== undefined && rules.maxLength === undefined) {
        const bound = fixedLength(rules.pattern);
        const written = spec.create !== undefined || spec.update !== undefined;
        if (written && bound !== varcharLength) problems.push(`${where(field)} is ${sqlType} but the definition sets no length`);
      }
      if (varcharLength !== undefined && rules.maxLength !== undefined && varcharLength < rules.maxLength) {
        problems.push(`${where(field)} is ${sqlType}, shorter than its maxLength ${rules.maxLength}`);
      }
    }
    if (spec.kind === 'integer' || spec.kind === 'number') {
      const expected = { min: rules.min, max: rules.max };
      if (!sameBounds(ranges.get(column.name), expected)) {
        problems.push(`${where(field)}: the range CHECK is ${JSON.stringify(ranges.get(column.name) ?? {})}, the definition says ${JSON.stringify(expected)}`);
      }
    }
    if (spec.kind === 'enum' || spec.kind === 'enums') {
      const held = values.get(column.name);
      if (!held) problems.push(`${where(field)} is an enum without a CHECK of its values`);
      else if ([...held].sort().join() !== [...(spec.values ?? [])].sort().join()) {
        problems.push(`${where(field)}: the CHECK allows ${held.join(', ')}, the definition ${spec.values?.join(', ')}`);
      }
      if (varcharLength !== undefined && (spec.values ?? []).some((value) => [...value].length > varcharLength)) problems.push(`${where(field)}: a value is longer than ${sqlType}`);
    }
    if (spec.kind === 'array') {
      const holdsArray = config.checks.some((check) => check.name === `${config.name}_${column.name}_check` && /jsonb_typeof\(.*\) = 'array'/.test(sqlText(check.value)));
      if (!holdsArray) problems.push(`${where(field)} is an array but no CHECK holds its column to a JSON array`);
    }
    if (spec.kind === 'reference') {
      const target = tableNamed(spec.reference ?? '');
      const key = config.foreignKeys.map((fk) => fk.reference()).find((fk) => fk.columns.length === 1 && fk.columns[0] === column);
      if (!key) problems.push(`${where(field)} references ${spec.reference} without a foreign key`);
      else if (key.foreignTable !== target || key.foreignColumns[0]?.name !== 'id') {
        problems.push(`${where(field)}'s foreign key points at ${getTableConfig(key.foreignTable).name}.${key.foreignColumns[0]?.name}, not ${spec.reference}.id`);
      }
    }
  }

  const state: [boolean | undefined, string, string][] = [
    [definition.capabilities?.softDelete, 'deletedAt', 'timestamp with time zone'],
    [definition.capabilities?.activeState, 'isActive', 'boolean'],
    [definition.capabilities?.paidState, 'isPaid', 'boolean'],
  ];
  for (const [capability, field, type] of state) {
    if (capability && columns[field]?.getSQLType() !== type) problems.push(`${definition.name} has the capability of ${field} but no ${type} column ${field}`);
  }
  return problems;
}

describe('every resource table follows its definition', () => {
  it.each(RESOURCE_DEFINITIONS.map((definition) => [definition.name, definition] as const))('%s', (name, definition) => {
    const table = tableNamed(name);
    expect(table, `server/db/schema.ts exports no table ${camelCase(name)}`).toBeDefined();
    expect(disagreements(definition, table!, NOT_COLUMNS[name], UNENFORCED_RULES[name])).toEqual([]);
  });

  it('lists as no column and as unenforced only fields of the definitions', () => {
    for (const [name, fields] of [...Object.entries(NOT_COLUMNS), ...Object.entries(UNENFORCED_RULES)]) {
      const definition = RESOURCE_DEFINITIONS.find((candidate) => candidate.name === name);
      expect(definition, name).toBeDefined();
      for (const field of Object.keys(fields)) expect(definition!.fields, `${name}.${field}`).toHaveProperty(field);
    }
  });
});

// A definition with a field of every stored kind: the table tableFromDefinition derives from it
// agrees with it, and a hand-written table that gets each thing wrong is reported for each.
const probeDefinition = defineResource({
  name: 'definition-tables-probes',
  actions: ['read'],
  capabilities: { softDelete: true, activeState: true },
  sort: ['id'],
  fields: {
    id: { kind: 'id' },
    title: { kind: 'text', rules: { minLength: 2, maxLength: 80, message: 'm' } },
    summary: { kind: 'markdown', nullable: true, rules: { maxLength: 4000, message: 'm' } },
    stage: { kind: 'enum', values: ['open', 'closed'] },
    currencyId: { kind: 'reference', reference: 'currencies' },
    seats: { kind: 'integer', rules: { min: 1, max: 9, message: 'm' } },
    ratio: { kind: 'number', nullable: true, rules: { min: 0, message: 'm' } },
    closesOn: { kind: 'date', nullable: true },
    isActive: { kind: 'boolean' },
    watchers: { kind: 'named-refs', reference: 'users' },
    createdAt: { kind: 'datetime' },
    updatedAt: { kind: 'datetime' },
  },
});

describe('the comparison', () => {
  it('finds nothing wrong with the table tableFromDefinition derives', () => {
    const derived = tableFromDefinition(probeDefinition);
    expect(getTableConfig(derived).name).toBe('definition_tables_probes');
    expect(getTableColumns(derived).currencyId.name).toBe('currency_id');
    expect(disagreements(probeDefinition, derived, { watchers: 'answered from elsewhere' })).toEqual([]);
  });

  it('reports every disagreement of a mismatched table', () => {
    const mismatched = pgTable(
      'definition_tables_mismatched',
      {
        id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
        title: text('title').notNull(),
        summary: text('summary').notNull(),
        stage: text('stage').notNull(),
        currencyId: integer('currency_id').notNull(),
        seats: integer('seats').notNull(),
        ratio: boolean('ratio'),
        isActive: boolean('is_active').notNull(),
        watchers: text('watchers'),
        createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
        updatedAt: timestamp('updated_at').notNull(),
      },
      (t) => [
        check('definition_tables_mismatched_stage_check', sql`${t.stage} in ('open', 'archived')`),
        check('definition_tables_mismatched_seats_range', sql`${t.seats} between 0 and 9`),
      ],
    );
    const problems = disagreements(probeDefinition, mismatched, { watchers: 'answered from elsewhere' });
    const expected = [
      'title: the length CHECK',
      'summary is nullable but its column is not null',
      'summary: the length CHECK',
      'stage: the CHECK allows open, archived',
      'currencyId references currencies without a foreign key',
      'seats: the range CHECK',
      'ratio is number but its column is boolean',
      'ratio: the range CHECK',
      'closesOn (date) has no column',
      'watchers is listed as no column',
      'updatedAt is datetime but its column is timestamp',
      'has the capability of deletedAt',
    ];
    for (const part of expected) expect(problems.some((problem) => problem.includes(part)), `${part} in ${problems.join('\n')}`).toBe(true);
    expect(problems).toHaveLength(expected.length);
  });
});
