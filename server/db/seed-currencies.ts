/**
 * Currencies every installation starts with (docs/decisions.md#organisations): the Serbian dinar (the base, rate 1) and
 * the currencies Serbian companies meet most, with plausible rates to RSD (autumn 2026 levels)
 * and ISO 4217 minor units. Each seeded currency gets its rate as one history row; the major
 * ones also get ten earlier weekly rates (a deterministic small walk), so the chart on a
 * currency's page has data from the start.
 *
 * Left out on purpose: HRK (Croatia adopted the euro in 2023) and BGN (Bulgaria adopted the
 * euro on 1 January 2026).
 *
 * Idempotent by code: a currency that exists is left as it is (its rate and history too), so a
 * second run changes no rows.
 */
import type { Database } from './client';
import { currencies, currencyRates } from './schema';
import { mulberry32 } from './seeded-random';
import { SEEDED_CURRENCY_NAMES } from '../../src/shared/seeded';

/** One seeded currency. */
export interface SeedCurrency {
  /** Its name is SEEDED_CURRENCY_NAMES[code] (src/shared/seeded.ts), which the back office recognises as the seeded one. */
  code: string;
  symbol: string;
  minorUnits: number;
  /** RSD per one unit. */
  rate: number;
  /** Ten earlier weekly rates for the chart. */
  major?: boolean;
  isActive?: boolean;
}

/** The date of the seeded current rates. */
export const SEED_RATE_DATE = '2026-11-02';

export const SEEDED_CURRENCIES: readonly SeedCurrency[] = [
  { code: 'RSD', symbol: 'дин.', minorUnits: 2, rate: 1 },
  { code: 'EUR', symbol: '€', minorUnits: 2, rate: 117.1953, major: true },
  { code: 'USD', symbol: '$', minorUnits: 2, rate: 101.0304, major: true },
  { code: 'CHF', symbol: 'CHF', minorUnits: 2, rate: 125.7218, major: true },
  { code: 'GBP', symbol: '£', minorUnits: 2, rate: 133.4712, major: true },
  { code: 'JPY', symbol: '¥', minorUnits: 0, rate: 0.6562, major: true },
  { code: 'CNY', symbol: '¥', minorUnits: 2, rate: 14.1932, major: true },
  { code: 'RUB', symbol: '₽', minorUnits: 2, rate: 1.2481, major: true },
  { code: 'BAM', symbol: 'KM', minorUnits: 2, rate: 59.9210, major: true },
  { code: 'MKD', symbol: 'ден', minorUnits: 2, rate: 1.9038 },
  { code: 'HUF', symbol: 'Ft', minorUnits: 2, rate: 0.3036, major: true },
  { code: 'RON', symbol: 'lei', minorUnits: 2, rate: 23.0351 },
  { code: 'CZK', symbol: 'Kč', minorUnits: 2, rate: 4.8196 },
  { code: 'PLN', symbol: 'zł', minorUnits: 2, rate: 27.6138 },
  { code: 'SEK', symbol: 'kr', minorUnits: 2, rate: 10.6472 },
  { code: 'NOK', symbol: 'kr', minorUnits: 2, rate: 9.9768 },
  { code: 'DKK', symbol: 'kr.', minorUnits: 2, rate: 15.6901 },
  { code: 'CAD', symbol: 'CA$', minorUnits: 2, rate: 71.9427, major: true },
  { code: 'AUD', symbol: 'A$', minorUnits: 2, rate: 65.6370, major: true },
  { code: 'TRY', symbol: '₺', minorUnits: 2, rate: 2.3915 },
  { code: 'ALL', symbol: 'L', minorUnits: 2, rate: 1.2152 },
  { code: 'INR', symbol: '₹', minorUnits: 2, rate: 1.1371 },
  { code: 'BRL', symbol: 'R$', minorUnits: 2, rate: 18.8521 },
  { code: 'KWD', symbol: 'KD', minorUnits: 3, rate: 328.9087 },
  { code: 'AED', symbol: 'AED', minorUnits: 2, rate: 27.5099 },
  { code: 'NZD', symbol: 'NZ$', minorUnits: 2, rate: 57.3384 },
  { code: 'SGD', symbol: 'S$', minorUnits: 2, rate: 77.6245 },
  { code: 'HKD', symbol: 'HK$', minorUnits: 2, rate: 12.9954 },
  { code: 'KRW', symbol: '₩', minorUnits: 0, rate: 0.0693 },
  { code: 'UAH', symbol: '₴', minorUnits: 2, rate: 2.4031 },
  { code: 'ILS', symbol: '₪', minorUnits: 2, rate: 30.9112 },
  { code: 'SAR', symbol: 'SAR', minorUnits: 2, rate: 26.9411 },
  { code: 'ISK', symbol: 'kr', minorUnits: 0, rate: 0.7921, isActive: false },
  { code: 'BHD', symbol: 'BD', minorUnits: 3, rate: 268.6813, isActive: false },
];

/** How many earlier weekly rates a major currency gets. */
export const PAST_RATES_PER_MAJOR = 10;

/** `date` (yyyy-mm-dd) moved by `days`. */
function shiftDate(date: string, days: number): string {
  const moved = new Date(`${date}T00:00:00Z`);
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved.toISOString().slice(0, 10);
}

/** A rate as the database keeps it: six decimals. */
const asDecimal = (rate: number) => rate.toFixed(6);

/**
 * The history rows of `currency`, oldest first, ending with its current rate: for a major
 * currency ten weekly rates before it, walking back by at most ±0.6 % a week.
 */
export function seedHistory(currency: SeedCurrency, random: () => number): { rateToRsd: string; rateDate: string }[] {
  const rows = [{ rateToRsd: asDecimal(currency.rate), rateDate: SEED_RATE_DATE }];
  if (currency.major) {
    let rate = currency.rate;
    for (let week = 1; week <= PAST_RATES_PER_MAJOR; week++) {
      rate = rate * (1 + (random() - 0.5) * 0.012);
      rows.unshift({ rateToRsd: asDecimal(rate), rateDate: shiftDate(SEED_RATE_DATE, -7 * week) });
    }
  }
  return rows;
}

/** Inserts the currencies whose code is not there yet, each with its history. */
export async function seedCurrencies(db: Database): Promise<void> {
  for (const currency of SEEDED_CURRENCIES) {
    // Seeded per code, so that a currency's history is the same whatever else exists.
    const random = mulberry32([...currency.code].reduce((hash, char) => hash * 31 + char.charCodeAt(0), 7));
    const [created] = await db
      .insert(currencies)
      .values({
        code: currency.code,
        name: SEEDED_CURRENCY_NAMES[currency.code],
        symbol: currency.symbol,
        minorUnits: currency.minorUnits,
        rateToRsd: asDecimal(currency.rate),
        rateDate: SEED_RATE_DATE,
        isActive: currency.isActive ?? true,
      })
      .onConflictDoNothing({ target: currencies.code })
      .returning({ id: currencies.id });
    if (!created) continue;
    await db.insert(currencyRates).values(seedHistory(currency, random).map((row) => ({ ...row, currencyId: created.id, changedBy: null })));
  }
}
