/**
 * Every back-office screen's browser tab title ends in the app's name ("… · Danube Digital"):
 * those that name their own page (the email composer, Add User, Edit User) as much as those
 * titled by the app bar.
 */
import { cleanup, screen, waitFor } from '@testing-library/react';
import type { DataProvider } from 'react-admin';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestI18n } from '../support/i18n';
import { renderAdminAt } from './adminAt';
import { allowAll } from './testKit';

vi.mock('../../../src/i18n', async () => {
  const { createTestI18n: create } = await import('../support/i18n');
  return { default: create('en', ['common', 'admin']), i18nReady: Promise.resolve(), INITIAL_NAMESPACES: ['common', 'admin'] };
});

const ADA = {
  id: 7, firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', userName: 'ada', gender: false, dateOfBirth: '1815-12-10', isActive: true,
  preferredLanguage: 'en', requestPasswordChange: false, roles: [], organisations: [], claims: [], lastLoginAt: null, createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z', deletedAt: null, invitedAt: null, invitationAcceptedAt: null, twoFactorEnabled: false,
};

/** Lists answer nothing; a record read answers Ada. */
const dataProvider = {
  getList: async () => ({ data: [], total: 0 }),
  getOne: async () => ({ data: ADA }),
  getMany: async () => ({ data: [] }),
  getManyReference: async () => ({ data: [], total: 0 }),
} as unknown as DataProvider;

/** The whole back office (as src/admin/main.tsx mounts it) in English, signed in. */
const signedIn = () => ({ main: true, i18n: createTestI18n('en', ['common', 'admin']), dataProvider, authProvider: allowAll }) as const;

beforeAll(() => {
  window.scrollTo = vi.fn() as never;
});
beforeEach(() => {
  localStorage.clear();
  document.title = 'Danube Digital — back office';
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("the browser tab's title", { timeout: 30_000 }, () => {
  it.each([
    ['the email composer', '/admin/emails/create', 'Compose email · Danube Digital'],
    ['Add User', '/admin/users/add', 'Add User · Danube Digital'],
    ['Edit User', '/admin/users/7/edit', 'Edit User - Ada Lovelace · Danube Digital'],
  ])('of %s names the page, then the app', async (_screen, path, title) => {
    await renderAdminAt(path, signedIn());
    await waitFor(() => expect(document.title).toBe(title));
    expect(document.title.endsWith('· Danube Digital')).toBe(true);
  });

  it('of a screen the app bar titles keeps the app name too, and the shell takes over when a titled screen closes', async () => {
    await renderAdminAt('/admin/users/add', signedIn());
    await waitFor(() => expect(document.title).toBe('Add User · Danube Digital'));
    cleanup();
    await renderAdminAt('/admin', signedIn());
    await screen.findByRole('heading', { level: 1, name: /Ada Admin/ });
    await waitFor(() => expect(document.title).toBe('Dashboard · Danube Digital'));
  });
});
