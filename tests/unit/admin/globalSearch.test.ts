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
});
