/**
 * How the back office's date inputs read and write dates (docs/decisions.md#date-inputs): the
 * order and separators of the interface language, as Intl (CLDR) formats a numeric date, with
 * two-digit day and month and a four-digit year (Serbian 17.05.1990, English 05/17/1990), and
 * the value the API keeps (`yyyy-mm-dd`, an ISO date-time for date-times) unchanged. Light on
 * purpose: the picker itself (./LocalizedPickers.tsx) loads with the first form that shows one.
 */
import { DEFAULT_LANGUAGE, isSupportedLanguage, type LanguageCode } from '../../shared/languages';

const TOKENS: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = { day: 'DD', month: 'MM', year: 'YYYY', hour: 'HH', minute: 'mm' };

/** A fixed day whose day, month and year differ (2 January 2006, 15:04), so every part is told apart. */
const SAMPLE = new Date(2006, 0, 2, 15, 4);

/**
 * The dayjs format of a date typed in `locale` (a BCP 47 tag such as `sr-Latn`, `en`): the
 * parts in the language's order with its separators; a separator after the year (Serbian
 * writes "17.05.1990.") is left out, so the field ends with the year as users type it.
 */
export function pickerDateFormat(locale: string): string {
  const parts = new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric' }).formatToParts(SAMPLE);
  return formatOf(parts).replace(/[^A-Za-z]+$/, '');
}

/** The dayjs format of a time in `locale`: 24-hour `HH:mm`, or `hh:mm A` where the language counts 12 hours (English). */
export function pickerTimeFormat(locale: string): string {
  const format = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' });
  const twelveHours = format.resolvedOptions().hourCycle === 'h12' || format.resolvedOptions().hourCycle === 'h11';
  return twelveHours ? 'hh:mm A' : 'HH:mm';
}

/** The dayjs format of a date and time in `locale`: the date, a space, the time. */
export function pickerDateTimeFormat(locale: string): string {
  return `${pickerDateFormat(locale)} ${pickerTimeFormat(locale)}`;
}

function formatOf(parts: Intl.DateTimeFormatPart[]): string {
  return parts.map((part) => (part.type === 'literal' ? part.value.replace(/[A-Za-z[\]]/g, '') : (TOKENS[part.type] ?? ''))).join('');
}

/** The dayjs locale of each interface language (Serbian `sr` is dayjs's Latin-script Serbian; Chinese is simplified). */
export const DAYJS_LOCALES: Readonly<Record<LanguageCode, string>> = { en: 'en', sr: 'sr', it: 'it', zh: 'zh-cn', es: 'es', ru: 'ru', nl: 'nl' };

/** The interface language of react-admin's locale (`sr`, or anything else → English). */
export function pickerLanguage(locale: string | undefined): LanguageCode {
  const code = (locale ?? '').split('-')[0];
  return isSupportedLanguage(code) ? code : DEFAULT_LANGUAGE;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A date-time value (ISO string, Date, timestamp) as the wall-clock `yyyy-mm-ddTHH:mm` of the user's time zone; '' when it is none. */
export function toLocalDateTime(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return value;
  const date = value instanceof Date ? value : new Date(value as string | number);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A wall-clock `yyyy-mm-ddTHH:mm` read in the user's time zone, as the UTC ISO time the API stores; null when it is no time. */
export function localDateTimeToIso(value: string | null | undefined): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  const date = new Date(value); // no offset: ECMAScript reads it as local time
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** A date value (`yyyy-mm-dd`, ISO date-time, Date) as the `yyyy-mm-dd` of the user's time zone; '' when it is none. */
export function toDay(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const date = value instanceof Date ? value : new Date(value as string | number);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
