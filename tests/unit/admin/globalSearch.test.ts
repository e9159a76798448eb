/**
 * The global search's pure parts (src/admin/search): which keys open the palette, how a match
 * is named, and which resources it searches.
 */
import { describe, expect, it } from 'vitest';
import { isPaletteShortcut } from '../../../src/admin/search/GlobalSearch';
import { representationText, SEARCHED_RESOURCES } from '../../../src/admin/search/CommandPalette';

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

  it('searches users, organizations, roles and emails, with a second line from each record', () => {
    expect(SEARCHED_RESOURCES.map(({ resource }) => resource)).toEqual(['users', 'organisations', 'roles', 'emails']);
    const [users, organisations] = SEARCHED_RESOURCES;
    expect(users.secondary({ id: 1, email: 'ana@example.com' })).toBe('ana@example.com');
    expect(organisations.secondary({ id: 1, taxRegistrationNumber: '100000024', city: 'Novi Sad' })).toBe('100000024 · Novi Sad');
    expect(organisations.secondary({ id: 1, taxRegistrationNumber: '', city: null })).toBeUndefined();
  });
});
