/**
 * Form values → API write body. The API rejects unknown fields (400 `Unknown field x`), and a
 * form holds the whole record it was loaded from (`id`, `deletedAt`, `permissions`, …), so only
 * the declared form fields of the screen are sent, each under its API name (`writeAs`). On edit,
 * a field the user cleared is sent as null (an empty list for lists): the API keeps a field that
 * is absent, so dropping it would leave the old value while the screen says it saved. On create
 * an untouched field is left out, so the API applies its default.
 */
import type { Identifier } from 'react-admin';
import type { FieldDeclaration, ResourceDeclaration } from './types';

export type FormScreen = 'create' | 'edit';

/** Whether a field appears on a form screen. */
export function inForm(field: FieldDeclaration, screen: FormScreen): boolean {
  return field.form === true || field.form === screen;
}

/** Ids of a reference-array value holding ids or `{id, name}` objects. */
export function idsOf(value: unknown): Identifier[] {
  if (!Array.isArray(value)) return [];
  return value
    .map((item) => (item && typeof item === 'object' ? (item as { id?: Identifier }).id : (item as Identifier)))
    .filter((id): id is Identifier => id !== undefined && id !== null && id !== '')
    .map((id) => (typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : id));
}

/**
 * The items of an `array` field as the API takes them: each item's declared fields only, and
 * its `id` when it has one (kept items), none for new ones.
 */
function arrayItems(field: FieldDeclaration, value: unknown, cleared: (source: string) => boolean): Record<string, unknown>[] {
  if (!Array.isArray(value)) return [];
  const itemFields = (field.itemFields ?? []).filter((item) => item.source !== 'id' && item.form !== false);
  return value
    .filter((item): item is Record<string, unknown> => !!item && typeof item === 'object')
    .map((item) => {
      const written: Record<string, unknown> = {};
      // A kept item's field (the item has an id) whose key is there was cleared; a new item's
      // untouched field is left out, as on create.
      const kept = item.id !== undefined && item.id !== null && item.id !== '';
      const itemCleared = (source: string) => kept && cleared(field.source) && source in item;
      if (kept) written.id = Number(item.id);
      for (const itemField of itemFields) {
        const itemValue = apiValue(itemField, item[itemField.source], itemCleared);
        if (itemValue !== undefined) written[itemField.writeAs ?? itemField.source] = itemValue;
      }
      return written;
    });
}

/**
 * A localized field's value as the API takes it (docs/decisions.md#localized-fields): its
 * languages' texts, the empty ones left out; none written is null when the user cleared it
 * (edit) and left out when untouched (create).
 */
function localizedValue(value: unknown, cleared: boolean): unknown {
  if (!value || typeof value !== 'object') return value === '' || value === null ? (cleared ? null : undefined) : value;
  const texts = Object.entries(value as Record<string, unknown>).filter(([, text]) => typeof text === 'string' && text !== '');
  if (texts.length > 0) return Object.fromEntries(texts);
  return cleared ? null : undefined;
}

/**
 * One form value as the API takes it: empty (`''`, null) is null; `undefined` is a value the
 * user cleared when `cleared(source)` says so (null, or `[]` for lists: arrays, reference
 * arrays and plain lists such as an article's tags), else a field the form
 * never had, left out (`undefined`).
 */
function apiValue(field: FieldDeclaration, value: unknown, cleared: (source: string) => boolean): unknown {
  if (value === undefined) {
    if (!cleared(field.source)) return undefined;
    return field.type === 'array' || field.type === 'reference-array' || field.type === 'named-list' || field.type === 'select-array' ? [] : null;
  }
  if (field.definition?.localized) return localizedValue(value, cleared(field.source));
  switch (field.type) {
    case 'array':
      return arrayItems(field, value, cleared);
    case 'reference-array':
      return idsOf(value);
    case 'select-array':
      return Array.isArray(value) ? value : [];
    case 'number':
      return value === null || value === '' ? null : Number(value);
    case 'date':
      return value ? String(value).slice(0, 10) : null;
    case 'boolean':
      return value === null ? null : !!value;
    default:
      return value === '' ? null : value;
  }
}

/**
 * The write body of `screen`: the declared form fields only, under their API names; `fixed`
 * values (a parent id) are added, and on edit the id when the resource wants it inside.
 */
export function toWritePayload(
  declaration: Pick<ResourceDeclaration, 'fields' | 'idInUpdatePayload'>,
  values: Record<string, unknown>,
  screen: FormScreen,
  { fixed = {}, id }: { fixed?: Record<string, unknown>; id?: Identifier } = {},
): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  // On edit, a key the form holds with no value is a value the user cleared (an input leaves
  // `undefined` behind); on create it is an untouched field.
  const cleared = (source: string) => screen === 'edit' && source in values;
  if (screen === 'edit' && declaration.idInUpdatePayload && id !== undefined) payload.id = Number(id);
  for (const field of declaration.fields) {
    if (!inForm(field, screen)) continue;
    const value = apiValue(field, values[field.source], cleared);
    if (value !== undefined) payload[field.writeAs ?? field.source] = value;
  }
  return { ...payload, ...fixed };
}
