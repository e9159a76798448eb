/**
 * Currencies (docs/decisions.md#organisations; docs/architecture.md#data-model) on the CRUD route factory
 * with active state (no delete: a currency no longer used is deactivated). A currency is
 * `{code (ISO 4217), name, symbol, minorUnits (0–4), rateToRsd (RSD per unit, > 0), rateDate,
 * isActive}`; `rateToRsd` is a JSON number, kept with six decimals.
 *
 * Every rate change — create, a PUT with a new rate or rate date, and
 * `PUT /currencies/{id}/rate {rateToRsd, rateDate?}` (inline editing, `currencies.update`) —
 * writes a `currency_rates` row in the same transaction with `changedBy` = the caller.
 * `GET /currencies/{id}/rates` lists that history newest first (for the chart).
 *
 * RSD is the base currency: its rate is always 1 and its code never changes (422), and it
 * cannot be deactivated (409).
 */
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { desc, eq, sql } from 'drizzle-orm';
import { diffChanges, recordActivity } from '../audit/activity';
import type { Database } from '../db/client';
import { currencies, currencyRates, users } from '../db/schema';
import { conflict, notFound, unprocessable } from '../http/errors';
import type { Row } from './crud';
import { definedCrudRoutes } from './defined-crud';
import { entitySchemaOf, writeBodyOf } from './definition-schemas';
import type { Currency as CurrencyEntity } from '../../src/shared/api';
import type { WriteOf } from '../../src/shared/resource';
import { currenciesDefinition } from '../../src/shared/resources';
import { CurrencyRate } from '../../src/shared/schemas/currencies';
import { IdParams } from './schemas';

/** The base currency: every rate is RSD per one unit of a currency. */
export const BASE_CURRENCY = 'RSD';

/** At most this many history rows are listed (newest first). */
export const RATE_HISTORY_LIMIT = 1000;

/** ISO 4217 codes the runtime knows (ICU's list, historic ones included). */
const ISO_4217 = new Set(Intl.supportedValuesOf('currency'));

/** The derived schemas (src/shared/resources/currencies.ts). */
const Currency = entitySchemaOf(currenciesDefinition);
const CurrencyUpdate = writeBodyOf(currenciesDefinition, 'update');
type CurrencyBody = WriteOf<typeof currenciesDefinition, 'create'>;
type CurrencyUpdateBody = WriteOf<typeof currenciesDefinition, 'update'>;
type CurrencyRow = typeof currencies.$inferSelect;

/** Today in Serbia (yyyy-mm-dd). */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Belgrade' }).format(new Date());

/** A rate as the database keeps it (numeric, six decimals). */
const asDecimal = (rate: number) => rate.toFixed(6);

/** Rows → entities with the rate as a number. */
export function presentCurrencies(_db: Database, rows: Row[]): Promise<CurrencyEntity[]> {
  return Promise.resolve(
    (rows as CurrencyRow[]).map((row) => ({
      id: row.id,
      code: row.code,
      name: row.name,
      symbol: row.symbol,
      minorUnits: row.minorUnits,
      rateToRsd: Number(row.rateToRsd),
      rateDate: row.rateDate,
      isActive: row.isActive,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    })),
  );
}

/** 422 with every rule of `body` the schema cannot see: a known ISO 4217 code, RSD's rate of 1. */
function assertCurrencyRules(body: Pick<CurrencyBody, 'code' | 'rateToRsd'>, current?: CurrencyRow) {
  const errors: { field: string; reason: string }[] = [];
  if (!ISO_4217.has(body.code)) errors.push({ field: 'code', reason: `${body.code} is not an ISO 4217 currency code` });
  if (current?.code === BASE_CURRENCY && body.code !== BASE_CURRENCY) {
    errors.push({ field: 'code', reason: `${BASE_CURRENCY} is the base currency; its code cannot change` });
  }
  if (body.code === BASE_CURRENCY && asDecimal(body.rateToRsd) !== asDecimal(1)) {
    errors.push({ field: 'rateToRsd', reason: `${BASE_CURRENCY} is the base currency; its rate to RSD is always 1` });
  }
  if (errors.length) throw unprocessable(errors);
}

/** Appends a history row for the currency's rate `rateToRsd` on `rateDate`, set by `userId`. */
async function recordRate(db: Database, currencyId: number, rateToRsd: string, rateDate: string, userId: number | null) {
  await db.insert(currencyRates).values({ currencyId, rateToRsd, rateDate, changedBy: userId });
}

/**
 * Sets the rate of the locked row `current` (and writes history) when the rate or its date
 * differs; `rateDate` defaults to the stored one when the rate is the same, else today.
 * Returns whether anything changed.
 */
async function changeRate(db: Database, userId: number, current: CurrencyRow, rateToRsd: number, rateDate: string | undefined): Promise<boolean> {
  const rate = asDecimal(rateToRsd);
  const rateChanged = asDecimal(Number(current.rateToRsd)) !== rate;
  const date = rateDate ?? (rateChanged ? today() : current.rateDate);
  if (!rateChanged && date === current.rateDate) return false;
  await db.update(currencies).set({ rateToRsd: rate, rateDate: date }).where(eq(currencies.id, current.id));
  await recordRate(db, current.id, rate, date, userId);
  return true;
}

const crud = definedCrudRoutes(currenciesDefinition, currencies, {
  subCollections: {
    rates: {
      item: CurrencyRate,
      async load(db, id) {
        const rows = await db
          .select({
            id: currencyRates.id,
            rateToRsd: currencyRates.rateToRsd,
            rateDate: currencyRates.rateDate,
            changedBy: currencyRates.changedBy,
            changedByName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
            createdAt: currencyRates.createdAt,
          })
          .from(currencyRates)
          .leftJoin(users, eq(users.id, currencyRates.changedBy))
          .where(eq(currencyRates.currencyId, id))
          .orderBy(desc(currencyRates.rateDate), desc(currencyRates.id))
          .limit(RATE_HISTORY_LIMIT);
        return rows.map((row) => ({ ...row, rateToRsd: Number(row.rateToRsd), createdAt: row.createdAt.toISOString() }));
      },
    },
  },
  hooks: {
    present: presentCurrencies,
    async insert(ctx, written) {
      const body = written as CurrencyBody;
      assertCurrencyRules(body);
      const values = { ...body, rateToRsd: asDecimal(body.rateToRsd), rateDate: body.rateDate ?? today() };
      const [created] = await ctx.tx.insert(currencies).values(values).returning({ id: currencies.id });
      await recordRate(ctx.tx, created.id, values.rateToRsd, values.rateDate, ctx.principal.userId);
      return created.id;
    },
    async authorise(_ctx, action, rows, change) {
      const base = rows.find((row) => row.code === BASE_CURRENCY);
      const deactivating = (action === 'state' && change?.isActive === false) || (action === 'update' && change?.isActive === false);
      if (base && deactivating) throw conflict(`${BASE_CURRENCY} is the base currency and cannot be deactivated`);
    },
    async update(ctx, current, changes) {
      const { rateToRsd, rateDate, ...fields } = changes as CurrencyUpdateBody;
      const row = current as CurrencyRow;
      assertCurrencyRules({ code: fields.code, rateToRsd }, row);
      await ctx.tx.update(currencies).set(fields).where(eq(currencies.id, row.id));
      await changeRate(ctx.tx, ctx.principal.userId, row, rateToRsd, rateDate);
    },
  },
});

const tags = ['currencies'];

/** `PUT /currencies/{id}/rate`: inline editing of one rate. */
const rateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    '/currencies/:id/rate',
    {
      config: { permission: 'currencies.update' },
      schema: {
        tags,
        params: IdParams,
        body: Type.Object({ rateToRsd: CurrencyUpdate.properties.rateToRsd, rateDate: CurrencyUpdate.properties.rateDate }, { additionalProperties: false }),
        response: { 200: Currency },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { rateToRsd, rateDate } = request.body as Pick<CurrencyUpdateBody, 'rateToRsd' | 'rateDate'>;
      await app.db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        const [current] = await tx.select().from(currencies).where(eq(currencies.id, id)).for('update');
        if (!current) throw notFound();
        assertCurrencyRules({ code: current.code, rateToRsd }, current);
        const [before] = await presentCurrencies(tx, [current as Row]);
        if (!(await changeRate(tx, request.principal!.userId, current, rateToRsd, rateDate))) return;
        const [after] = await presentCurrencies(tx, (await tx.select().from(currencies).where(eq(currencies.id, id))) as Row[]);
        await recordActivity(tx, request, { action: 'update', resource: 'currencies', recordId: id, changes: diffChanges(before, after) });
      });
      const [row] = await app.db.select().from(currencies).where(eq(currencies.id, id));
      return (await presentCurrencies(app.db, [row as Row]))[0];
    },
  );
};

/** Every currency endpoint; register under /api/1.0. */
const currencyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(rateRoutes);
  await app.register(crud);
};

export default currencyRoutes;
