/**
 * How a rate to the dinar (RSD per unit) reads everywhere in the back office: the list's inline
 * field, the details page, the rate history's table, its chart's axis and tooltip. Six decimals
 * at most, the precision the API keeps (src/shared/resources/currencies.ts: `min: 0.000001`),
 * and at least two; in the admin's digits (`locale`).
 */
export function formatRate(rate: number, locale: string): string {
  return rate.toLocaleString(locale, { minimumFractionDigits: 2, maximumFractionDigits: 6 });
}
