/**
 * Seeded records in the reader's language (docs/decisions.md#seeded-texts). A record the seed
 * wrote is known by its stable code (src/shared/seeded.ts); while its text is still the one the
 * seed wrote, the back office shows it translated: a currency's name from
 * `Intl.DisplayNames(locale, {type: 'currency'})`, a module's or feature's name and description
 * and a role's description from `seeded.*` in locales/<lng>/admin.json. Text staff changed is
 * shown as written; forms always edit what is stored.
 */
import { Typography } from '@mui/material';
import { useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { SEEDED_CURRENCY_NAMES, SEEDED_MODULES, SEEDED_ROLE_TEXTS } from '../../shared/seeded';
import { useIntlLocale } from '../useIntlLocale';
import { EMPTY_VALUE } from './fieldText';
import type { DeclaredDisplayProps } from './types';

/** What a seeded text is the text of: its kind, its code (a role: its name) and which text. */
export interface SeededTextRef {
  kind: 'currency' | 'module' | 'feature' | 'role';
  /** The currency or module or feature code, or the role's name. */
  code: string | null | undefined;
  field: 'name' | 'description';
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

const MODULE_TEXTS = new Map(SEEDED_MODULES.map((module) => [module.code, { name: module.name, description: module.description }]));
const FEATURE_TEXTS = new Map(SEEDED_MODULES.flatMap((module) => module.features.map(([code, name, description]) => [code, { name, description }] as const)));

/** The seed's English text of `ref` and its locale key, when the seed wrote one. */
function seeded(ref: SeededTextRef): { english: string; key?: string } | undefined {
  if (!ref.code) return undefined;
  switch (ref.kind) {
    case 'currency':
      return ref.field === 'name' && SEEDED_CURRENCY_NAMES[ref.code] ? { english: SEEDED_CURRENCY_NAMES[ref.code] } : undefined;
    case 'module': {
      const texts = MODULE_TEXTS.get(ref.code);
      return texts ? { english: texts[ref.field], key: `seeded.modules.${ref.code}.${ref.field}` } : undefined;
    }
    case 'feature': {
      const texts = FEATURE_TEXTS.get(ref.code);
      return texts ? { english: texts[ref.field], key: `seeded.features.${ref.code}.${ref.field}` } : undefined;
    }
    case 'role': {
      const texts = SEEDED_ROLE_TEXTS[ref.code];
      return texts && ref.field === 'description' ? { english: texts.description, key: `seeded.roles.${texts.key}.description` } : undefined;
    }
  }
}

/** A currency's name in `locale` (Intl's display name of its ISO 4217 code), undefined where Intl has none. */
export function currencyDisplayName(code: string, locale: string): string | undefined {
  try {
    const name = new Intl.DisplayNames([locale], { type: 'currency', fallback: 'none' }).of(code);
    // Intl capitalises nothing; a name at the start of a cell reads better with a capital.
    return name ? name.charAt(0).toLocaleUpperCase(locale) + name.slice(1) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The text to show for a stored text `stored` of `ref`: translated while it is the seed's
 * English text, else `stored` as written (also when there is no translation).
 */
export function seededText(ref: SeededTextRef, stored: string | null | undefined, translate: Translate, locale: string): string {
  const text = stored ?? '';
  const seed = seeded(ref);
  if (!seed || seed.english !== text) return text;
  if (ref.kind === 'currency') return currencyDisplayName(ref.code as string, locale) ?? text;
  return seed.key ? translate(seed.key, { _: text }) : text;
}

/** `seededText` bound to the interface language. */
export function useSeededText(): (ref: SeededTextRef, stored: string | null | undefined) => string {
  const translate = useTranslate();
  const locale = useIntlLocale();
  return (ref, stored) => seededText(ref, stored, translate, locale);
}

/**
 * A list or details display (`display` of a field) of a seeded text: `kind`, and which field of
 * the record holds the code (`code`, a role's `name`).
 */
export function seededTextDisplay(kind: SeededTextRef['kind'], codeSource: string) {
  function SeededTextDisplay({ source }: DeclaredDisplayProps) {
    const record = useRecordContext<RaRecord>();
    const text = useSeededText();
    if (!record) return null;
    const field = source === 'description' ? 'description' : 'name';
    const shown = text({ kind, code: record[codeSource] as string | undefined, field }, record[source] as string | null | undefined);
    return (
      <Typography component="span" variant="body2">
        {shown || EMPTY_VALUE}
      </Typography>
    );
  }
  SeededTextDisplay.displayName = `SeededText(${kind}.${codeSource})`;
  return SeededTextDisplay;
}
