/**
 * One value of an activity change as plain text (src/admin/crud/ActivityTab.tsx and
 * ./ChangeValue.tsx show it): "—" for none, Yes/No for booleans, a declared select's choice
 * label, dates and times in the admin's language, numbers without grouping, lists joined,
 * named objects (`{id, name}`) by name and other objects as "key: value" pairs.
 */
import { EMPTY_VALUE, plainValue } from '../crud/fieldText';
import type { FieldDeclaration } from '../crud/types';

/** An ISO date-time as the API writes them (`2026-05-17T10:00:00.000Z`). */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** `value` as text; `field` (the declared field, when there is one) gives a select's labels. */
export function changeValueText(
  value: unknown,
  translate: (key: string) => string,
  { field, locale }: { field?: FieldDeclaration; locale?: string } = {},
): string {
  if (value === null || value === undefined || value === '') return EMPTY_VALUE;
  if (typeof value === 'boolean') return translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
  if (Array.isArray(value)) return value.length ? value.map((item) => changeValueText(item, translate, { locale })).join(', ') : EMPTY_VALUE;
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    const named = (value as Record<string, unknown>).name;
    if (typeof named === 'string' && named) return named;
    if (entries.length === 0) return EMPTY_VALUE;
    return entries.map(([key, item]) => `${key}: ${changeValueText(item, translate, { locale })}`).join('; ');
  }
  // No grouping: most numbers in a change are ids (organisationIds), which read wrong as "1,200".
  if (typeof value === 'number' && field?.type !== 'select') return value.toLocaleString(locale, { useGrouping: false, maximumFractionDigits: 20 });
  if (field?.type === 'select') return plainValue(field, value, translate);
  if (typeof value === 'string' && ISO_DATE_TIME.test(value) && !Number.isNaN(Date.parse(value))) return new Date(value).toLocaleString(locale);
  return String(value);
}
