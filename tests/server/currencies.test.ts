/**
 * Currencies (docs/decisions.md#organisations): the seeded list (RSD = 1 and at least 25 others, with a rate history
 * for the chart), create/update rules (ISO 4217 code, unique, rate > 0, minor units 0–4), a
 * history row with the caller for every rate change (create, PUT, PUT /{id}/rate), the
 * history listed newest first, RSD as the fixed base, active state, and who may do what.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { Paged } from '../../src/shared/api';
import { activity } from '../../server/db/schema';
import { PAST_RATES_PER_MAJOR, SEED_RATE_DATE, SEEDED_CURRENCIES } from '../../server/db/seed-currencies';
import { ADMIN_EMAIL, ADMIN_PASSWORD, setupTestApp } from './helpers';

const t = setupTestApp();

interface Currency {
  id: number;
  code: string;
  name: string;
  symbol: string;
  minorUnits: number;
  rateToRsd: number;
  rateDate: string;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
}

interface Rate {
  id: number;
  rateToRsd: number;
  rateDate: string;
  changedBy: number | null;
  changedByName: string | null;
  createdAt: string;
}

let adminId: number;
let viewer: string;
let manager: { bearer: string; id: number; name: string };

beforeAll(async () => {
  adminId = (await t.signIn(ADMIN_EMAIL, ADMIN_PASSWORD)).user.id;
  viewer = await t.bearerOfNewUser(['Viewer']);
  const managerUser = await t.createUser({ roles: ['Manager'], firstName: 'Mila', lastName: 'Rakić' });
  manager = { bearer: (await t.signIn(managerUser.email, managerUser.password)).bearer_token, id: managerUser.id, name: 'Mila Rakić' };
});

const call = t.api;

function expectStatus(response: LightMyRequestResponse, status: number) {
  expect(response.statusCode, response.body).toBe(status);
}

const all = async () => (await call('GET', '/currencies')).json() as Currency[];
const byCode = async (code: string) => (await all()).find((currency) => currency.code === code)!;
const rates = async (id: number) => (await call('GET', `/currencies/${id}/rates`)).json() as Rate[];

/** Test currencies use ISO 4217 codes the seed leaves out, a new one per body. */
const seededCodes = new Set(SEEDED_CURRENCIES.map((seeded) => seeded.code));
const unusedCodes = Intl.supportedValuesOf('currency').filter((code) => !seededCodes.has(code));
const nextCode = () => unusedCodes.shift()!;

const currency = (overrides: Record<string, unknown> = {}) => ({
  code: nextCode(),
  name: 'Georgian lari',
  symbol: '₾',
  minorUnits: 2,
  rateToRsd: 37.45,
  rateDate: '2026-11-10',
  ...overrides,
});

async function createCurrency(overrides: Record<string, unknown> = {}): Promise<Currency> {
  const response = await call('POST', '/currencies', currency(overrides));
  expectStatus(response, 201);
  return response.json();
}

describe('seeded currencies', () => {
  it('has RSD at rate 1 and at least 25 other currencies with plausible rates and ISO 4217 minor units', async () => {
    const list = await all();
    expect(list.length).toBeGreaterThanOrEqual(26);
    const codes = list.map((entry) => entry.code);
    for (const code of ['EUR', 'USD', 'CHF', 'GBP', 'JPY', 'CNY', 'RUB', 'BAM', 'MKD', 'HUF', 'RON', 'CZK', 'PLN', 'SEK', 'NOK', 'DKK', 'CAD', 'AUD', 'TRY', 'ALL', 'INR', 'BRL', 'KWD', 'AED']) {
      expect(codes).toContain(code);
    }
    expect(codes).not.toContain('HRK');
    const rsd = list.find((entry) => entry.code === 'RSD')!;
    expect(rsd).toMatchObject({ rateToRsd: 1, minorUnits: 2, isActive: true });
    const eur = list.find((entry) => entry.code === 'EUR')!;
    expect(eur.rateToRsd).toBeGreaterThan(110);
    expect(eur.rateToRsd).toBeLessThan(125);
    expect(typeof eur.rateToRsd).toBe('number');
    expect(list.find((entry) => entry.code === 'JPY')!.minorUnits).toBe(0);
    expect(list.find((entry) => entry.code === 'KWD')!.minorUnits).toBe(3);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('gives a major currency ten earlier weekly rates before its current one, newest first, set by nobody', async () => {
    const eur = await byCode('EUR');
    const history = await rates(eur.id);
    expect(history).toHaveLength(PAST_RATES_PER_MAJOR + 1);
    expect(history[0]).toMatchObject({ rateToRsd: eur.rateToRsd, rateDate: SEED_RATE_DATE, changedBy: null, changedByName: null });
    const dates = history.map((rate) => rate.rateDate);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const rate of history) expect(Math.abs(rate.rateToRsd / eur.rateToRsd - 1)).toBeLessThan(0.1);
    expect(new Set(history.map((rate) => rate.rateToRsd)).size).toBeGreaterThan(5);
  });
});

describe('create', () => {
  it('creates a currency (201) with its rate as a number and one history row by the caller', async () => {
    const made = await createCurrency({ rateToRsd: 37.451234 });
    expect(made).toMatchObject({ name: 'Georgian lari', symbol: '₾', minorUnits: 2, rateToRsd: 37.451234, rateDate: '2026-11-10', isActive: true });
    expect(await rates(made.id)).toEqual([
      { id: expect.any(Number), rateToRsd: 37.451234, rateDate: '2026-11-10', changedBy: adminId, changedByName: 'System Administrator', createdAt: expect.any(String) },
    ]);
  });

  it('defaults the rate date to today and the minor units to 2', async () => {
    const { minorUnits: _units, rateDate: _date, ...body } = currency();
    const response = await call('POST', '/currencies', body);
    expectStatus(response, 201);
    expect(response.json().minorUnits).toBe(2);
    expect(response.json().rateDate).toBe(new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Belgrade' }).format(new Date()));
  });

  it('refuses a code that is not three upper-case letters or not ISO 4217 (422), and a code in use (409)', async () => {
    const lower = await call('POST', '/currencies', currency({ code: 'eur' }));
    expectStatus(lower, 422);
    expect(lower.json().errors).toEqual([{ field: 'code', reason: 'Code must be three upper-case letters (ISO 4217)' }]);
    const invented = await call('POST', '/currencies', currency({ code: 'QQQ' }));
    expectStatus(invented, 422);
    expect(invented.json().errors).toEqual([{ field: 'code', reason: 'QQQ is not an ISO 4217 currency code' }]);
    const taken = await call('POST', '/currencies', currency({ code: 'EUR' }));
    expectStatus(taken, 409);
    expect(taken.json().reason).toBe('Code already in use');
  });

  it('refuses a rate of zero or below and minor units outside 0–4 (422), naming the field', async () => {
    for (const rateToRsd of [0, -1, 0.0000001]) {
      const response = await call('POST', '/currencies', currency({ rateToRsd }));
      expectStatus(response, 422);
      expect(response.json().errors[0].field).toBe('rateToRsd');
    }
    for (const minorUnits of [-1, 5]) {
      const response = await call('POST', '/currencies', currency({ minorUnits }));
      expectStatus(response, 422);
      expect(response.json().errors[0]).toEqual({ field: 'minorUnits', reason: 'Minor units must be a whole number from 0 to 4' });
    }
    // Not an integer is the wrong type: malformed (400), as everywhere in the API.
    expectStatus(await call('POST', '/currencies', currency({ minorUnits: 1.5 })), 400);
    expectStatus(await call('POST', '/currencies', currency({ rateDate: '2026-13-01' })), 422);
  });

  it('refuses malformed bodies (400): a rate as text, unknown or server-owned fields, a missing code', async () => {
    expectStatus(await call('POST', '/currencies', currency({ rateToRsd: '37.45' })), 400);
    expectStatus(await call('POST', '/currencies', currency({ id: 5 })), 400);
    expectStatus(await call('POST', '/currencies', currency({ createdAt: '2026-01-01T00:00:00Z' })), 400);
    const { code: _code, ...withoutCode } = currency();
    expectStatus(await call('POST', '/currencies', withoutCode), 400);
  });
});

describe('rate changes', () => {
  it('PUT with a new rate writes a history row by the caller; a PUT that keeps rate and date writes none', async () => {
    const made = await createCurrency();
    const body = { code: made.code, name: made.name, symbol: made.symbol, minorUnits: 2, rateToRsd: 38.1, rateDate: '2026-11-11' };

    const changed = await call('PUT', `/currencies/${made.id}`, body, manager.bearer);
    expectStatus(changed, 200);
    expect(changed.json()).toMatchObject({ rateToRsd: 38.1, rateDate: '2026-11-11' });
    const renamed = await call('PUT', `/currencies/${made.id}`, { ...body, name: 'Lari' });
    expectStatus(renamed, 200);
    expect(renamed.json().name).toBe('Lari');

    const history = await rates(made.id);
    expect(history.map((rate) => [rate.rateToRsd, rate.rateDate, rate.changedBy, rate.changedByName])).toEqual([
      [38.1, '2026-11-11', manager.id, manager.name],
      [37.45, '2026-11-10', adminId, 'System Administrator'],
    ]);
  });

  it('PUT with only a new rate date writes a history row too', async () => {
    const made = await createCurrency();
    const body = { code: made.code, name: made.name, symbol: made.symbol, rateToRsd: made.rateToRsd, rateDate: '2026-11-12' };
    expectStatus(await call('PUT', `/currencies/${made.id}`, body), 200);
    expect((await rates(made.id)).map((rate) => rate.rateDate)).toEqual(['2026-11-12', '2026-11-10']);
  });

  it('PUT /currencies/{id}/rate sets the rate inline, writes history with the caller and logs the change', async () => {
    const made = await createCurrency();

    const response = await call('PUT', `/currencies/${made.id}/rate`, { rateToRsd: 36.9, rateDate: '2026-11-13' }, manager.bearer);

    expectStatus(response, 200);
    expect(response.json()).toMatchObject({ id: made.id, code: made.code, rateToRsd: 36.9, rateDate: '2026-11-13' });
    expect((await rates(made.id))[0]).toMatchObject({ rateToRsd: 36.9, rateDate: '2026-11-13', changedBy: manager.id, changedByName: manager.name });
    const logged = await t.app.db
      .select()
      .from(activity)
      .where(and(eq(activity.resource, 'currencies'), eq(activity.recordId, made.id), eq(activity.action, 'update')));
    expect(logged.map((row) => row.changes)).toContainEqual({ rateToRsd: [37.45, 36.9], rateDate: ['2026-11-10', '2026-11-13'] });
    expect(logged.at(-1)!.actorId).toBe(manager.id);

    // The same rate and date again changes nothing.
    expectStatus(await call('PUT', `/currencies/${made.id}/rate`, { rateToRsd: 36.9, rateDate: '2026-11-13' }), 200);
    expect(await rates(made.id)).toHaveLength(2);
  });

  it('PUT /currencies/{id}/rate: 422 for a rate of zero, 400 for unknown fields, 404 for an unknown currency', async () => {
    const made = await createCurrency();
    const zero = await call('PUT', `/currencies/${made.id}/rate`, { rateToRsd: 0 });
    expectStatus(zero, 422);
    expect(zero.json().errors[0].field).toBe('rateToRsd');
    expectStatus(await call('PUT', `/currencies/${made.id}/rate`, { rateToRsd: 1.5, code: 'USD' }), 400);
    expectStatus(await call('PUT', `/currencies/${made.id}/rate`, {}), 400);
    expectStatus(await call('PUT', '/currencies/999999/rate', { rateToRsd: 1.5 }), 404);
    expect(await rates(made.id)).toHaveLength(1);
  });

  it('lists the history of an unknown currency as 404', async () => {
    expectStatus(await call('GET', '/currencies/999999/rates'), 404);
  });
});

describe('the base currency and the others', () => {
  it('keeps RSD at rate 1 with its code (422) and active (409)', async () => {
    const rsd = await byCode('RSD');
    const body = { code: 'RSD', name: rsd.name, symbol: rsd.symbol, rateToRsd: 1 };
    expectStatus(await call('PUT', `/currencies/${rsd.id}/rate`, { rateToRsd: 1.01 }), 422);
    expectStatus(await call('PUT', `/currencies/${rsd.id}`, { ...body, rateToRsd: 2 }), 422);
    expectStatus(await call('PUT', `/currencies/${rsd.id}`, { ...body, code: 'RSX' }), 422);
    expectStatus(await call('PUT', `/currencies/${rsd.id}/active-status`, { isActive: false }), 409);
    expectStatus(await call('POST', '/currencies/change-state', { ids: [rsd.id], isActive: false }), 409);
    expectStatus(await call('PUT', `/currencies/${rsd.id}`, { ...body, isActive: false }), 409);
    expectStatus(await call('PUT', `/currencies/${rsd.id}`, { ...body, name: 'Srpski dinar' }), 200);
    expect(await byCode('RSD')).toMatchObject({ rateToRsd: 1, isActive: true, name: 'Srpski dinar' });
  });

  it('deactivates and reactivates others, and filters by isActive', async () => {
    const made = await createCurrency();
    expectStatus(await call('POST', '/currencies/change-state', { ids: [made.id], isActive: false }), 200);
    const inactive = (await call('GET', '/currencies/paged?isActive=false&page_size=100')).json() as Paged<Currency>;
    expect(inactive.items.map((entry) => entry.id)).toContain(made.id);
    expect(inactive.items.every((entry) => !entry.isActive)).toBe(true);
    const back = await call('PUT', `/currencies/${made.id}/active-status`, { isActive: true });
    expectStatus(back, 200);
    expect(back.json().isActive).toBe(true);
  });

  it('pages, searches by code or name and sorts by rate', async () => {
    const search = (await call('GET', '/currencies/paged?search_term=franc')).json() as Paged<Currency>;
    expect(search.items.map((entry) => entry.code)).toEqual(['CHF']);
    const byRate = (await call('GET', '/currencies/paged?sort_by=rateToRsd&sort_order=desc&page_size=5')).json() as Paged<Currency>;
    expect(byRate.items[0].code).toBe('KWD');
    const values = byRate.items.map((entry) => entry.rateToRsd);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    expectStatus(await call('GET', '/currencies/paged?page_size=101'), 400);
  });

  it('has no delete endpoint: a currency is deactivated instead', async () => {
    const made = await createCurrency();
    expectStatus(await call('DELETE', `/currencies/${made.id}`), 404);
    expectStatus(await call('DELETE', `/currencies/${made.id}/soft`), 404);
  });

  it('lets a Viewer read currencies and rates but not create, update or change rates (403)', async () => {
    const eur = await byCode('EUR');
    expectStatus(await call('GET', '/currencies/paged', undefined, viewer), 200);
    expectStatus(await call('GET', `/currencies/${eur.id}/rates`, undefined, viewer), 200);
    expectStatus(await call('POST', '/currencies', currency(), viewer), 403);
    expectStatus(await call('PUT', `/currencies/${eur.id}`, { code: 'EUR', name: 'Euro', symbol: '€', rateToRsd: 1 }, viewer), 403);
    expectStatus(await call('PUT', `/currencies/${eur.id}/rate`, { rateToRsd: 1 }, viewer), 403);
    expectStatus(await call('POST', '/currencies/change-state', { ids: [eur.id], isActive: false }, viewer), 403);
    expect((await byCode('EUR')).rateToRsd).toBe(eur.rateToRsd);
  });
});
