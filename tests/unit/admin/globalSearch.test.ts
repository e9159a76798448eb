/**
 * The global search's pure parts (src/admin/search): which keys open the palette, how a match
 * is named, and which resources it searches.
 */
import { describe, expect, it } from 'vitest';
import { isPaletteShortcut } from '../../../src/admin/search/GlobalSearch';
import { recentFirst, representationText, SEARCHED_RESOURCES, type PaletteOption } from '../../../src/admin/search/CommandPalette';
import { RECENT_RECORDS_KEPT, recentRecords, recentRecordsKey, recordAtPath, rememberRecord } from '../../../src/admin/search/recentRecords';

/** A Storage-like map. */
function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) };
}

const key = (key: string, modifiers: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey', boolean>> = {}) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...modifiers,
});

describe('global search', () => {
  it('opens on Ctrl+K and Cmd+K only', () => {
    expect(isPaletteShortcut(key('k', { ctrlKey: true }))).toBe(true);
    expect(isPaletteShortcut(key('K', { metaKey: true }))).toBe(true);
    expect(isPaletteShortcut(key('k'))).toBe(false);
    expect(isPaletteShortcut(key('k', { ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(isPaletteShortcut(key('k', { ctrlKey: true, altKey: true }))).toBe(false);
    expect(isPaletteShortcut(key('j', { ctrlKey: true }))).toBe(false);
  });

  it('names a match by its resource’s record representation, else by its id', () => {
    expect(representationText((record: { firstName: string; lastName: string }) => `${record.firstName} ${record.lastName}`, { id: 3, firstName: 'Ana', lastName: 'Ilić' })).toBe('Ana Ilić');
    expect(representationText('subject', { id: 4, subject: 'Welcome' })).toBe('Welcome');
    expect(representationText('subject', { id: 4 })).toBe('#4');
    expect(representationText(undefined, { id: 5 })).toBe('#5');
  });

  it('searches users, organizations, roles and emails first, then every other resource its definition makes searchable', () => {
    const searched = SEARCHED_RESOURCES.map(({ resource }) => resource);
    expect(searched.slice(0, 4)).toEqual(['users', 'organisations', 'roles', 'emails']);
    expect(searched).toEqual(expect.arrayContaining(['articles', 'contact-messages', 'media', 'email-templates', 'job-openings', 'currencies']));
    // Not the activity log, not a sub-collection, and no resource twice.
    expect(searched).not.toContain('activity');
    expect(searched).not.toContain('user-claims');
    expect(new Set(searched).size).toBe(searched.length);
    const articles = SEARCHED_RESOURCES.find(({ resource }) => resource === 'articles')!;
    expect(articles.sort).toEqual({ field: 'updatedAt', order: 'DESC' });
    expect(articles.secondary({ id: 1, slug: 'nearshoring-to-serbia' }, 'Nearshoring to Serbia')).toBe('nearshoring-to-serbia');
    const jobs = SEARCHED_RESOURCES.find(({ resource }) => resource === 'job-openings')!;
    expect(jobs.secondary({ id: 2, title: 'Platform engineer', location: 'Novi Sad' }, 'Platform engineer')).toBe('Novi Sad');
  });

  it('gives each match a second line from its record', () => {
    const [users, organisations] = SEARCHED_RESOURCES;
    expect(users.secondary({ id: 1, email: 'ana@example.com' })).toBe('ana@example.com');
    expect(organisations.secondary({ id: 1, taxRegistrationNumber: '100000024', city: 'Novi Sad' })).toBe('100000024 · Novi Sad');
    expect(organisations.secondary({ id: 1, taxRegistrationNumber: '', city: null })).toBeUndefined();
  });

  it('remembers the records opened, newest first, once each, the last eight per user', () => {
    const storage = memoryStorage();
    const key = recentRecordsKey(7);
    expect(key).toBe('admin.recentRecords.7');
    expect(recentRecords(storage, key)).toEqual([]);
    rememberRecord(storage, key, { resource: 'users', id: '5' });
    rememberRecord(storage, key, { resource: 'articles', id: '2' });
    rememberRecord(storage, key, { resource: 'users', id: '5' });
    expect(recentRecords(storage, key)).toEqual([{ resource: 'users', id: '5' }, { resource: 'articles', id: '2' }]);
    for (let id = 10; id < 20; id += 1) rememberRecord(storage, key, { resource: 'roles', id: String(id) });
    expect(recentRecords(storage, key)).toHaveLength(RECENT_RECORDS_KEPT);
    expect(recentRecords(storage, key)[0]).toEqual({ resource: 'roles', id: '19' });
    // Another user's list is another key; an unreadable value is no list.
    expect(recentRecords(storage, recentRecordsKey(8))).toEqual([]);
    expect(recentRecords(memoryStorage({ [key]: '{not json' }), key)).toEqual([]);
    expect(recentRecords(memoryStorage({ [key]: '[{"resource":"users"},{"resource":"users","id":"3"}]' }), key)).toEqual([{ resource: 'users', id: '3' }]);
  });

  it('reads the record a back-office address opens: details, edit or a tab; not a list, a create screen or a child', () => {
    const resources = ['users', 'articles'];
    expect(recordAtPath('/admin/users/5', '/admin', resources)).toEqual({ resource: 'users', id: '5' });
    expect(recordAtPath('/admin/users/5/edit', '/admin', resources)).toEqual({ resource: 'users', id: '5' });
    expect(recordAtPath('/admin/users/5/claims', '/admin', resources)).toEqual({ resource: 'users', id: '5' });
    expect(recordAtPath('/admin/articles/a%20b/', '/admin/', resources)).toEqual({ resource: 'articles', id: 'a b' });
    expect(recordAtPath('/admin/users', '/admin', resources)).toBeUndefined();
    expect(recordAtPath('/admin/users/add', '/admin', resources)).toBeUndefined();
    expect(recordAtPath('/admin/users/create', '/admin', resources)).toBeUndefined();
    expect(recordAtPath('/admin/users/5/claims/3/edit', '/admin', resources)).toBeUndefined();
    expect(recordAtPath('/admin/roles/5', '/admin', resources)).toBeUndefined();
    expect(recordAtPath('/sr/about', '/admin', resources)).toBeUndefined();
  });

  it('ranks the records opened lately first, in their order, under their own group with their kind', () => {
    const option = (resource: string, id: number, primary: string, secondary?: string): PaletteOption => ({ resource, group: resource, id, primary, secondary });
    const options = [option('users', 1, 'Ana', 'ana@example.com'), option('users', 5, 'Radmila'), option('articles', 2, 'Nearshoring', 'nearshoring')];
    const ranked = recentFirst(options, [{ resource: 'articles', id: '2' }, { resource: 'users', id: '5' }, { resource: 'roles', id: '1' }], 'Recently opened', (resource) => resource.toUpperCase());
    expect(ranked.map(({ primary, group, secondary }) => [primary, group, secondary])).toEqual([
      ['Nearshoring', 'Recently opened', 'ARTICLES · nearshoring'],
      ['Radmila', 'Recently opened', 'USERS'],
      ['Ana', 'users', 'ana@example.com'],
    ]);
    expect(recentFirst(options, [], 'Recently opened', String)).toEqual(options);
  });
});
