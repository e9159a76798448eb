/**
 * One value of an activity change, in words (./changeRows.ts decides what a field holds):
 * ids as the names of the records they point to (read with react-admin's getMany through
 * `useGetManyAggregate`, so every value on a screen that points to one resource is fetched in a
 * single by-ids request), a record gone since as "#12 (deleted)", permissions in the words of the
 * permission matrix, a language code by the language's own name, anything else as
 * ./changeValueText.ts writes it. In a list, the items the
 * other side lacks are marked: removed ones struck through (`<del>`) before, added ones
 * underlined (`<ins>`) after, both in bold (marks that do not rely on colour).
 *
 * Text wraps at word boundaries; only unbroken tokens (email addresses, links, long codes) may
 * break anywhere, so a narrow column never splits "organisations" in two.
 */
import { Fragment, type ReactNode } from 'react';
import { Box } from '@mui/material';
import { useCanAccess, useGetManyAggregate, useGetRecordRepresentation, useTranslate, type Identifier, type RaRecord } from 'react-admin';
import { EMPTY_VALUE } from '../crud/fieldText';
import type { FieldDeclaration } from '../crud/types';
import { useIntlLocale } from '../useIntlLocale';
import { changeValueKind, languageMenuName, permissionWords, type Translate } from './changeRows';
import { changeValueText } from './changeValueText';

/** One item of a value, with what identifies it across before and after. */
interface Item {
  key: string;
  text: string;
}

/** A token that has no break opportunity of its own: an address, a link, a long code. */
const UNBROKEN = /^\S*(@|:\/\/)\S*$|^\S{24,}$/;

/**
 * `text` wrapping between words; only its unbroken tokens may break anywhere (`overflow-wrap:
 * anywhere` on them alone, since on a whole table cell it lets the column shrink to a letter).
 */
export function WrappingText({ text }: { text: string }) {
  const parts = text.split(/(\s+)/);
  if (!parts.some((part) => UNBROKEN.test(part))) return <>{text}</>;
  return (
    <>
      {parts.map((part, index) =>
        UNBROKEN.test(part) ? (
          <Box component="span" key={index} sx={{ overflowWrap: 'anywhere' }}>
            {part}
          </Box>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}

/** The ids in a value that points to records: one id or a list of them (named objects are not ids). */
function idsIn(value: unknown): Identifier[] {
  const list = Array.isArray(value) ? value : [value];
  return list.filter((item): item is Identifier => typeof item === 'number' || (typeof item === 'string' && /^\d+$/.test(item)));
}

/** How a record of `reference` is named: its resource's representation, a permission in the matrix's words. */
function useRecordName(reference: string | undefined): (record: RaRecord) => string {
  const translate = useTranslate();
  const represent = useGetRecordRepresentation(reference);
  return (record) => {
    if (reference === 'permissions' && typeof record.name === 'string') return permissionWords(record.name, translate as Translate);
    const text = represent(record);
    if (typeof text === 'string' && text.trim()) return text;
    return typeof record.name === 'string' && record.name ? record.name : `#${record.id}`;
  };
}

/**
 * The names of `ids` of `reference`, id → text: the record's name ("… (deleted)" when it is
 * soft-deleted), "#12 (deleted)" when the by-ids answer lacks it, "#12" while loading or when
 * the viewer may not read that resource (no request is made then).
 */
function useReferencedNames(reference: string | undefined, ids: readonly Identifier[]): Map<string, string> {
  const translate = useTranslate();
  const enabled = !!reference && ids.length > 0;
  const { canAccess } = useCanAccess({ resource: reference ?? '', action: 'show', enabled });
  const { data, isSuccess } = useGetManyAggregate(reference ?? '', { ids: [...ids] }, { enabled: enabled && canAccess === true });
  const nameOf = useRecordName(reference);
  const names = new Map<string, string>();
  for (const id of ids) {
    const key = String(id);
    const record = data?.find((candidate) => String(candidate.id) === key);
    if (record) names.set(key, record.deletedAt ? translate('resources.activity.deletedName', { name: nameOf(record), _: `${nameOf(record)} (deleted)` }) : nameOf(record));
    else if (isSuccess) names.set(key, translate('resources.activity.deletedRecord', { id: key, _: `#${key} (deleted)` }));
    else names.set(key, `#${key}`);
  }
  return names;
}

/** The items of a value (a list's entries, or the one value), named. */
function useItems(resource: string, field: string, value: unknown, declared: FieldDeclaration | undefined): Item[] | null {
  const translate = useTranslate();
  const locale = useIntlLocale();
  const kind = changeValueKind(resource, field, declared);
  const ids = kind.reference ? idsIn(value) : [];
  const names = useReferencedNames(kind.reference, ids);
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) return null;
  const list: unknown[] = Array.isArray(value) ? value : [value];
  return list.map((item) => {
    if (kind.reference && idsIn(item).length === 1) return { key: String(item), text: names.get(String(item)) ?? `#${String(item)}` };
    if (item && typeof item === 'object' && 'id' in item) {
      const named = item as { id: Identifier; name?: unknown };
      const text = kind.permissionNames && typeof named.name === 'string' ? permissionWords(named.name, translate as Translate) : changeValueText(item, translate, { locale });
      return { key: String(named.id), text };
    }
    if (kind.language && typeof item === 'string') return { key: item, text: languageMenuName(item) };
    // An `enums` field's values by their translated labels, as its chips show them.
    const choice = declared?.type === 'select-array' ? declared.choices?.find((option) => option.id === item) : undefined;
    if (choice) return { key: String(item), text: translate(choice.label) };
    const text = changeValueText(item, translate, { field: Array.isArray(value) ? undefined : declared, locale });
    return { key: text, text };
  });
}

/** The keys of another value's items, to mark what changed in a list (ids or texts). */
function keysOf(value: unknown): Set<string> {
  const list: unknown[] = Array.isArray(value) ? value : value === null || value === undefined ? [] : [value];
  return new Set(list.map((item) => (item && typeof item === 'object' && 'id' in item ? String((item as { id: unknown }).id) : String(item))));
}

export interface ChangeValueProps {
  /** The admin resource of the changed record (`auth` for sign-ins). */
  resource: string;
  field: string;
  value: unknown;
  /** The value on the other side of the change: in a list, items it lacks are marked. */
  other?: unknown;
  /** Which side this is: items missing from `other` were removed (before) or added (after). */
  side?: 'before' | 'after';
  /** The declared field, when the screen has one (a select's labels). */
  declared?: FieldDeclaration;
}

/** One side of a change, in words. */
export function ChangeValue({ resource, field, value, other, side, declared }: ChangeValueProps): ReactNode {
  const items = useItems(resource, field, value, declared);
  if (!items) return EMPTY_VALUE;
  if (!Array.isArray(value) || !side) return <WrappingText text={items.map((item) => item.text).join(', ')} />;
  const otherKeys = Array.isArray(other) ? keysOf(other) : null;
  const Mark = side === 'before' ? 'del' : 'ins';
  return (
    <>
      {items.map((item, index) => (
        <Fragment key={item.key}>
          {index > 0 && ', '}
          {otherKeys && !otherKeys.has(item.key) ? (
            <Box component={Mark} sx={{ fontWeight: 600 }}>
              <WrappingText text={item.text} />
            </Box>
          ) : (
            <WrappingText text={item.text} />
          )}
        </Fragment>
      ))}
    </>
  );
}
