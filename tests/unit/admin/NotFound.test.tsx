import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuthProvider, DataProvider } from 'react-admin';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestI18n } from '../support/i18n';
import { renderAdminAt } from './adminAt';
import { allowAll } from './testKit';

vi.mock('../../../src/i18n', async () => {
  const { createTestI18n: create } = await import('../support/i18n');
  return { default: create('en', ['common', 'admin']), i18nReady: Promise.resolve(), INITIAL_NAMESPACES: ['common', 'admin'] };
});

/** Answers every list with nothing; records the single-record reads (there must be none). */
function emptyDataProvider() {
  const getOne = vi.fn(async () => ({ data: { id: 1 } }));
  const provider = {
    getList: async () => ({ data: [], total: 0 }),
    getOne,
    getMany: async () => ({ data: [] }),
    getManyReference: async () => ({ data: [], total: 0 }),
  } as unknown as DataProvider;
  return { provider, getOne };
}

/** The whole back office (as src/admin/main.tsx mounts it) in `lng`, signed in through `authProvider`. */
const signedIn = (lng: string, dataProvider: DataProvider, authProvider: AuthProvider = allowAll) =>
  ({ main: true, i18n: createTestI18n(lng, ['common', 'admin']), dataProvider, authProvider }) as const;

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

describe("the admin's not-found page", () => {
  it("shows our translated page for an admin URL that is no screen, not react-admin's, and never says 'React Admin'", async () => {
    const { provider } = emptyDataProvider();
    await renderAdminAt('/admin/no-such-screen', signedIn('sr', provider));

    const heading = await screen.findByRole('heading', { level: 1, name: 'Ova stranica ne postoji' });
    const page = heading.closest('section')!;
    expect(within(page).getByText(/Na ovoj adresi ne postoji nijedan ekran administracije/)).toBeInTheDocument();
    expect(within(page).getByText('/admin/no-such-screen')).toBeInTheDocument();
    expect(within(page).getByRole('link', { name: 'Nazad na kontrolnu tablu' })).toHaveAttribute('href', '/admin');
    // react-admin's own page ("…bad link..") and its default title are gone.
    expect(screen.queryByText(/Uneli ste pogrešnu adresu/)).not.toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/React Admin/i);
    // The app bar carries the page's title and the site's logo; the document title follows.
    expect(document.getElementById('react-admin-title')).toHaveTextContent('Stranica nije pronađena');
    expect(screen.getByRole('link', { name: 'Danube Digital' })).toHaveAttribute('href', '/admin');
    await waitFor(() => expect(document.title).toBe('Stranica nije pronađena · Danube Digital'));
  });

  it('shows it for an unknown path below a resource too, without reading the path as a record id', async () => {
    const { provider, getOne } = emptyDataProvider();
    await renderAdminAt('/admin/users/new', signedIn('en', provider));

    await screen.findByRole('heading', { level: 1, name: 'This page does not exist' });
    expect(screen.getByText('/admin/users/new')).toBeInTheDocument();
    expect(getOne).not.toHaveBeenCalled();
  });

  it('leads back to the dashboard', async () => {
    const { provider } = emptyDataProvider();
    await renderAdminAt('/admin/reports/2026', signedIn('en', provider));

    await userEvent.click(await screen.findByRole('link', { name: 'Back to the dashboard' }));
    await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ada Admin!' });
    expect(window.location.pathname).toBe('/admin');
    await waitFor(() => expect(document.title).toBe('Dashboard · Danube Digital'));
  });

  it("gives react-admin's own pages the admin's translated name as their title instead of 'React Admin'", async () => {
    const { provider } = emptyDataProvider();
    await renderAdminAt('/admin/authentication-error', signedIn('sr', provider));

    await waitFor(() => expect(document.getElementById('react-admin-title')).toHaveTextContent('Administracija'));
    expect(document.body.textContent).not.toMatch(/React Admin/i);
    await waitFor(() => expect(document.title).toBe('Administracija · Danube Digital'));
  });
});

describe("the admin's access-denied page", () => {
  it('titles the page in the app bar and the document and leads back to the dashboard, in the admin language', async () => {
    const { provider } = emptyDataProvider();
    const cannotCreateUsers: AuthProvider = {
      ...allowAll,
      canAccess: async ({ resource, action }) => !(resource === 'users' && action === 'create'),
    };
    await renderAdminAt('/admin/users/add', signedIn('sr', provider, cannotCreateUsers));

    expect(await screen.findByText('Nemate odgovarajuće dozvole za pristup ovoj stranici')).toBeInTheDocument();
    await waitFor(() => expect(document.getElementById('react-admin-title')).toHaveTextContent('Pristup odbijen'));
    await waitFor(() => expect(document.title).toBe('Pristup odbijen · Danube Digital'));
    await userEvent.click(screen.getByRole('link', { name: 'Nazad na kontrolnu tablu' }));
    await screen.findByRole('heading', { level: 1, name: /Ada Admin/ });
    expect(window.location.pathname).toBe('/admin');
  });
});
