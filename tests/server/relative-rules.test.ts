/**
 * Rules relative to the moment of writing (FieldRules `after`: src/shared/validation.ts
 * relativeRuleViolation): the same function decides for the admin's form (its field validator)
 * and for the API (CrudResource.writeErrors, derived for every definition using the rule), and
 * both word the failure from the rule's message key. Checked on a fixture definition and table
 * (a job opening's closing date after today, an interview's end not before its start).
 */
import { date, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { validatorsOf } from '../../src/admin/crud/fieldInputs';
import { defineResource } from '../../src/shared/resource';
import { relativeRuleViolation } from '../../src/shared/validation';
import { crudResourceOf } from '../../server/routes/defined-crud';

const V = 'resources.organisations.validation';
/** Any translated label: the fixture is worded from existing keys. */
const L = 'resources.organisations.fields.name';
const AFTER_TODAY = 'crud.validation.afterToday';
const NOT_BEFORE_START = 'crud.validation.notBeforeStart';
const openings = defineResource({
  name: 'fixture-openings',
  actions: ['read', 'create', 'update'],
  sort: ['id'],
  fields: {
    id: { kind: 'id' },
    title: { kind: 'text', label: L, create: 'required', update: 'required', rules: { maxLength: 120, message: `${V}.name` } },
    closesOn: { kind: 'date', label: L, create: 'required', update: 'optional', rules: { after: 'today', message: AFTER_TODAY } },
    startsAt: { kind: 'datetime', label: L, create: 'optional', update: 'optional', nullable: true },
    endsAt: { kind: 'datetime', label: L, create: 'optional', update: 'optional', nullable: true, rules: { after: { field: 'startsAt' }, message: NOT_BEFORE_START } },
  },
});
const table = pgTable('fixture_openings', {
  id: integer('id').primaryKey(),
  title: text('title').notNull(),
  closesOn: date('closes_on').notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
});

const NOW = new Date('2026-12-02T10:00:00Z');
const field = (name: keyof typeof openings.fields) => openings.fields[name];

describe('a date after today', () => {
  it('refuses today and the past, takes tomorrow', () => {
    expect(relativeRuleViolation(field('closesOn'), '2026-12-02', {}, NOW)).toMatchObject({ message: AFTER_TODAY });
    expect(relativeRuleViolation(field('closesOn'), '2026-11-30', {}, NOW)).not.toBeNull();
    expect(relativeRuleViolation(field('closesOn'), '2026-12-03', {}, NOW)).toBeNull();
    // Empty is the required check's business.
    expect(relativeRuleViolation(field('closesOn'), '', {}, NOW)).toBeNull();
  });
});

describe('an end not before its start', () => {
  it('compares with the other field of the record, and lets an empty start be', () => {
    const startsAt = '2026-12-10T09:00:00Z';
    expect(relativeRuleViolation(field('endsAt'), '2026-12-10T08:59:00Z', { startsAt }, NOW)).not.toBeNull();
    expect(relativeRuleViolation(field('endsAt'), '2026-12-10T09:00:00Z', { startsAt }, NOW)).toBeNull();
    expect(relativeRuleViolation(field('endsAt'), '2026-12-10T08:00:00Z', { startsAt: null }, NOW)).toBeNull();
  });
});

describe('the API and the form say the same', () => {
  const resource = crudResourceOf(openings, table);

  it("refuses a write with the rule's message on the field, reading the stored record for the other field", () => {
    expect(resource.writeErrors).toBeDefined();
    expect(resource.writeErrors!({ title: 'Engineer', closesOn: '2000-01-01' })).toEqual([{ field: 'closesOn', reason: 'Choose a date after today', key: AFTER_TODAY }]);
    expect(resource.writeErrors!({ title: 'Engineer', closesOn: '2999-01-01' })).toEqual([]);
    // An update naming only the end is checked against the stored start.
    const stored = { id: 1, title: 'Engineer', closesOn: '2999-01-01', startsAt: new Date('2026-12-10T09:00:00Z'), endsAt: null };
    expect(resource.writeErrors!({ endsAt: '2026-12-10T08:00:00Z' }, stored)).toHaveLength(1);
    // A write leaving the field out is not refused for it.
    expect(resource.writeErrors!({ title: 'Senior engineer' }, { ...stored, closesOn: '2000-01-01' })).toEqual([]);
  });

  it("gives the admin's field the same key", async () => {
    const validators = validatorsOf({ source: 'closesOn', type: 'date', definition: field('closesOn') });
    const errors = await Promise.all(validators.map((validate) => validate('2000-01-01', { title: 'Engineer', closesOn: '2000-01-01' }, {})));
    expect(errors.filter(Boolean)).toEqual([{ message: AFTER_TODAY, args: {} }]);
  });
});
