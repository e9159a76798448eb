/**
 * The records a user opened lately in the back office, newest first, so that the command palette
 * (./CommandPalette.tsx) offers them before anything is typed and ranks them first among the
 * matches (docs/decisions.md#command-palette). Kept in the browser's localStorage, per user
 * (the session's user id in the key), as `{ resource, id }` pairs: their names are read from the
 * API when shown, so a renamed record shows its new name and one the user may no longer read, or
 * that was deleted, is not shown.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useBasename, useResourceDefinitions } from 'react-admin';
import { getCurrentUser } from '../../auth/session';
import { CREATE_PATH_SPELLINGS } from '../crud/paths';

/** One record opened: its admin resource name and id (as in the address). */
export interface RecentRecord {
  resource: string;
  id: string;
}

/** How many records are remembered. */
export const RECENT_RECORDS_KEPT = 8;

/** The storage key of a user's list (`admin.recentRecords.<userId>`, or `.anonymous`). */
export const recentRecordsKey = (userId: string | number | undefined): string => `admin.recentRecords.${userId ?? 'anonymous'}`;

const sameRecord = (a: RecentRecord, b: RecentRecord) => a.resource === b.resource && a.id === b.id;

/** The list kept under `key`, newest first; empty when there is none, it is unreadable or storage is blocked. */
export function recentRecords(storage: Pick<Storage, 'getItem'>, key: string): RecentRecord[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(key) ?? '[]');
    if (!Array.isArray(value)) return [];
    return value.filter((entry): entry is RecentRecord => typeof entry?.resource === 'string' && typeof entry?.id === 'string').slice(0, RECENT_RECORDS_KEPT);
  } catch {
    return [];
  }
}

/** Puts `record` first in the list under `key` (once), keeping {@link RECENT_RECORDS_KEPT}. Storage errors are ignored. */
export function rememberRecord(storage: Pick<Storage, 'getItem' | 'setItem'>, key: string, record: RecentRecord): void {
  const list = [record, ...recentRecords(storage, key).filter((entry) => !sameRecord(entry, record))].slice(0, RECENT_RECORDS_KEPT);
  try {
    storage.setItem(key, JSON.stringify(list));
  } catch {
    // Storage blocked or full: the palette then has no recent records.
  }
}

/**
 * The record a back-office address opens, if any: `<basename>/<resource>/<id>` (details), its
 * `/edit` or a details tab (`/<tab>`), for a resource of `resources`; not a list, a create screen
 * (`add`, `create`) or a child's screen.
 */
export function recordAtPath(pathname: string, basename: string, resources: readonly string[]): RecentRecord | undefined {
  const root = basename.replace(/\/+$/, '');
  if (!pathname.startsWith(`${root}/`)) return undefined;
  const [resource, id, ...rest] = pathname.slice(root.length + 1).replace(/\/+$/, '').split('/');
  if (!resource || !id || !resources.includes(resource) || CREATE_PATH_SPELLINGS.includes(id) || rest.length > 1) return undefined;
  try {
    return { resource, id: decodeURIComponent(id) };
  } catch {
    return undefined;
  }
}

/** The current user's storage key. */
export const currentRecentRecordsKey = (): string => recentRecordsKey(getCurrentUser()?.id);

/** Remembers every record the user opens (details, edit or a details tab). Mount once in the layout. */
export function useRememberOpenedRecords(): void {
  const { pathname } = useLocation();
  const basename = useBasename();
  const definitions = useResourceDefinitions();
  const resources = Object.keys(definitions).join(' ');
  useEffect(() => {
    const record = recordAtPath(pathname, basename, resources.split(' '));
    if (record) rememberRecord(window.localStorage, currentRecentRecordsKey(), record);
  }, [pathname, basename, resources]);
}
