/**
 * How a declared field reads as text: its label key, the mark of an empty value, and its value
 * without markup (exports, compact rows). Shared by the displays, the forms and the exporter.
 */
import { localizedTextIn, type LocalizedText } from '../../shared/resource';
import type { FieldDeclaration } from './types';

/** What an empty value reads in lists and details. */
export const EMPTY_VALUE = '—';

/** The i18n key of a field's label (react-admin's `resources.<name>.fields.<source>`). */
export function fieldLabel(resource: string, field: Pick<FieldDeclaration, 'source' | 'label'>): string {
  return field.label ?? `resources.${resource}.fields.${field.source}`;
}

/**
 * The text of a field value for exports and compact rows (no markup); a localized field's in
 * `language` (an admin language code; English where the record has none).
 */
export function plainValue(field: FieldDeclaration | undefined, value: unknown, translate: (key: string) => string, language = 'en'): string {
  if (value === undefined || value === null || value === '') return '';
  if (field?.definition?.localized && typeof value === 'object' && !Array.isArray(value)) return localizedTextIn(value as LocalizedText, language);
  // An `enums` field: its values' translated names.
  if (field?.type === 'select-array' && Array.isArray(value)) {
    return value.map((item) => {
      const choice = field.choices?.find((option) => option.id === item);
      return choice ? translate(choice.label) : String(item);
    }).join(', ');
  }
  if (Array.isArray(value)) {
    const optionText = field?.optionText ?? 'name';
    return value.map((item) => (item && typeof item === 'object' ? String((item as Record<string, unknown>)[optionText] ?? '') : String(item))).join(', ');
  }
  if (field?.type === 'select') {
    const choice = field.choices?.find((option) => option.id === value);
    if (choice) return translate(choice.label);
  }
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
