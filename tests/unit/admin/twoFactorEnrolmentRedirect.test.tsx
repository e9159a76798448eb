/**
 * A role that requires two-factor sign-in, set while its member is signed in: the API refuses
 * every other route with 403 "Two-factor authentication must be set up first", and the admin
 * takes the member to My account's two-factor section with a notice saying why, instead of a
 * "no permission" toast.
 */
import { render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { ThemeProvider } from '@mui/material/styles';
import { memoryStore } from 'react-admin';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import enAdmin from '../../../locales/en/admin.json';
import { getTheme } from '../../../src/theme';
import { storeTokens } from '../../../src/auth/session';
import { HttpError } from '../../../src/auth/httpClient';
import { writeItem } from '../../../src/auth/storage';
import { createAuthProvider } from '../../../src/admin/authProvider';
import { CatalogueError } from '../../../src/admin/errors';
import type { SessionUser } from '../../../src/shared/api';
import { setupMswServer } from '../support/msw';

vi.mock('../../../src/i18n', async () => {
  const { englishI18n } = await import('./testKit');
  return { default: englishI18n(), i18nReady: Promise.resolve(), INITIAL_NAMESPACES: ['common', 'admin'] };
});

const { AdminRoot } = await import('../../../src/admin/AdminApp');

const ENROL_FIRST = { message: 'Forbidden', reason: 'Two-factor authentication must be set up first' };
const USER: SessionUser = {
  id: 7, full_name: 'Ada Lovelace', user_name: 'ada', email: 'ada@example.com', roles: ['Reader'], organisations: [],
  permissions: ['users.read'], requestPasswordChange: false, twoFactorEnabled: false, twoFactorRequired: false,
};

describe('authProvider.checkError', () => {
  it('sends a 403 for missing two-factor enrolment to My account\'s two-factor section, with a notice, without signing out', async () => {
    const refreshUser = vi.fn(async () => undefined);
    const provider = createAuthProvider({ refreshUser });
    const refused = new CatalogueError(new HttpError('Forbidden', 403, ENROL_FIRST));
    await expect(provider.checkError(refused)).rejects.toEqual({
      redirectTo: '/admin/account#two-factor',
      logoutUser: false,
      message: 'account.required.twoFactor',
    });
    // The raw HTTP error (a call outside the dataProvider) is recognised as well.
    await expect(provider.checkError(new HttpError('Forbidden', 403, ENROL_FIRST))).rejects.toMatchObject({ redirectTo: '/admin/account#two-factor' });
    // The stored user is fetched again, so the account page knows enrolment is required.
    expect(refreshUser).toHaveBeenCalled();
  });

  it('keeps the user on the screen for any other 403', async () => {
    const provider = createAuthProvider({ refreshUser: async () => undefined });
    await expect(provider.checkError(new CatalogueError(new HttpError('Forbidden', 403, { message: 'Forbidden', reason: 'Missing permission users.read' })))).resolves.toBeUndefined();
  });
});

const server = setupMswServer();

beforeAll(() => {
  window.scrollTo = vi.fn() as never;
});
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('the back office, when the API asks for two-factor enrolment mid-session', { timeout: 20_000 }, () => {
  it('opens My account at the two-factor section with the notice instead of the users list', async () => {
    // The role became strict after this page loaded: the user refreshed at load says nothing of
    // it, and fetching it again after the 403 fails (a network hiccup). The 403 alone must do.
    let refreshes = 0;
    server.use(
      http.post('*/api/1.0/accounts/authenticate', () => (++refreshes === 1 ? HttpResponse.json(USER) : HttpResponse.error())),
      http.get('*/api/1.0/users/paged', () => HttpResponse.json(ENROL_FIRST, { status: 403 })),
    );
    storeTokens('b1', 'r1');
    writeItem('user', USER);
    window.history.pushState(null, '', '/admin/users');
    render(
      <ThemeProvider theme={getTheme()} modeStorageKey="theme" defaultMode="system">
        <BrowserRouter useTransitions={false}>
          <Routes>
            <Route path="/admin/*" element={<AdminRoot store={memoryStore()} />} />
          </Routes>
        </BrowserRouter>
      </ThemeProvider>,
    );
    await waitFor(() => expect(`${window.location.pathname}${window.location.hash}`).toBe('/admin/account#two-factor'));
    expect(await screen.findByText(enAdmin.account.required.twoFactor)).toBeInTheDocument();
    expect(await screen.findByText(enAdmin.account.twoFactor.title)).toBeInTheDocument();
    expect(screen.queryByText(/Nemate dozvolu/)).not.toBeInTheDocument();
  });
});
