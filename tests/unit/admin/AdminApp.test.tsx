import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { ThemeProvider } from '@mui/material/styles';
import { memoryStore } from 'react-admin';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getTheme } from '../../../src/theme';
import { storeTokens, takeRememberedOrigin } from '../../../src/auth/session';
import { writeItem } from '../../../src/auth/storage';
import type { User } from '../../../src/shared/api';
import type { AuthProvider } from 'react-admin';

vi.mock('../../../src/i18n', async () => {
  const { englishI18n } = await import('./testKit');
  return { default: englishI18n(), i18nReady: Promise.resolve(), INITIAL_NAMESPACES: ['common', 'admin'] };
});

const { AdminRoot, leavingByPageLoad } = await import('../../../src/admin/AdminApp');

const ADA: User = {
  id: 7, firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', userName: 'ada', gender: false,
  dateOfBirth: '1815-12-10', isActive: true, preferredLanguage: 'en', requestPasswordChange: false, roles: [{ id: 21, name: 'Administrator' }],
  organisations: [{ id: 11, name: 'Acme' }], lastLoginAt: null, createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z', deletedAt: null, invitedAt: null, invitationAcceptedAt: null, twoFactorEnabled: false,
};
const PERMISSION = { id: 3, name: 'users.read', description: 'Read users' };
const page = <T,>(items: T[], total = items.length) => ({ items, current_page: 1, page_size: 25, total_count: total, total_pages: 1, total_exact: true });

const server = setupServer();
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  window.scrollTo = vi.fn() as never;
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  server.use(
    http.get('*/api/1.0/users/paged', () => HttpResponse.json(page([ADA], 42))),
    http.get('*/api/1.0/users/7', () => HttpResponse.json(ADA)),
    http.get('*/api/1.0/permissions/paged', () => HttpResponse.json(page([PERMISSION], 5))),
    http.get('*/api/1.0/permissions/3', () => HttpResponse.json(PERMISSION)),
    http.post('*/api/1.0/auth/logout', () => new HttpResponse(null, { status: 204 })),
  );
});

function signIn(permissions: string[]) {
  storeTokens('b1', 'r1');
  writeItem('user', {
    id: 7, full_name: 'Ada Lovelace', user_name: 'ada', email: 'ada@example.com', roles: ['Administrator'], organisations: [],
    permissions, requestPasswordChange: false,
  });
}

/**
 * The back office under /admin/* with stand-ins for the site's /login and / in one BrowserRouter
 * (jsdom cannot load another page, which is how the real admin, src/admin/main.tsx, leaves).
 *
 * `useTransitions={false}`: by default react-router applies a navigation inside
 * `React.startTransition`. When react-admin sends an anonymous visitor to /login it then resets
 * its query cache, which re-renders the still-mounted admin urgently; the admin runs checkAuth →
 * logout → navigate('/login') again, and every such urgent render interrupts the pending
 * transition that would unmount it. The site's page therefore appeared only after tens to
 * hundreds of these rounds (0.3–3.6 s measured here, more on a busy machine), a race against
 * findByText's one-second wait. Committing the navigation synchronously unmounts the admin on
 * the first round, as the page load does in the real app.
 */
function renderAppAt(path: string) {
  window.history.pushState(null, '', path);
  render(
    <ThemeProvider theme={getTheme()} modeStorageKey="theme" defaultMode="system">
      <BrowserRouter useTransitions={false}>
        <Routes>
          <Route path="/admin/*" element={<AdminRoot store={memoryStore()} />} />
          <Route path="/login" element={<p>Site login page</p>} />
          <Route path="/" element={<p>Site home page</p>} />
        </Routes>
      </BrowserRouter>
    </ThemeProvider>,
  );
}

/*
 * Waits use text and label queries, clicks skip user-event's pointer-events check. The whole admin
 * renders here, and jsdom computes an element's style by matching it against every CSS rule in
 * the document: MUI/emotion leave 500-900 rules by the end of a test, about 1 ms an element, more
 * under load. A role query computes the accessible name of every candidate from those styles
 * (tens of ms a run), and a `findBy*` wait re-runs its query on every DOM change while the admin
 * renders: 'lists users…' spent a quarter of its time in them and, with user-event reading the
 * computed style of a target and each ancestor before every click (~0.2 s a click), it and the
 * theme switch (which re-renders everything with new styles twice) ran past the 5 s limit under
 * load. A text or label query costs about 1 ms.
 */

/** Waits for the link labelled `name` (its own text) with a cheap text query. */
const findLink = (name: string) => screen.findByText(name, { selector: 'a' });

/** userEvent without its pointer-events check (see above); a disabled control stays unclicked. */
const setupUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

// 15 s instead of vitest's 5 s: each test mounts the whole admin (React's development build,
// every resource, MUI/emotion inserting hundreds of style rules that jsdom parses), 0.4-0.9 s
// of CPU alone; the theme test renders it twice more with new styles. With three to four other
// processes on this two-core machine the slowest took 2.1-3.4 s after the fixes above.
describe('admin app', { timeout: 15_000 }, () => {
  it("sends a visitor without a token to the site's /login (not /admin/login) and remembers the page", async () => {
    renderAppAt('/admin/users');
    expect(await screen.findByText('Site login page')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
    expect(takeRememberedOrigin()).toBe('/admin/users');
  });

  it('greets the user and shows a counted card for each resource they may list', async () => {
    signIn(['users.read']);
    renderAppAt('/admin');
    expect(await screen.findByText('Welcome back, Ada Lovelace!')).toBeInTheDocument();
    const card = (await screen.findByText('Users', { selector: 'h2' })).closest('a')!;
    expect(card).toHaveAttribute('href', '/admin/users');
    expect(await within(card).findByText('42')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Permissions', level: 2 })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: /Permissions/ })).not.toBeInTheDocument();
  });

  it('lists users at the required URLs: add at /add, rows open /{id}, details edit at /{id}/edit', async () => {
    signIn(['users.read', 'users.create', 'users.update']);
    renderAppAt('/admin/users');
    const user = setupUser();
    expect(await findLink('Create')).toHaveAttribute('href', '/admin/users/add');
    await user.click(await screen.findByText('Lovelace'));
    await waitFor(() => expect(window.location.pathname).toBe('/admin/users/7'));
    expect(await screen.findByText('ada@example.com')).toBeInTheDocument();
    expect(await findLink('Edit')).toHaveAttribute('href', '/admin/users/7/edit');
  });

  it('hides buttons the user may not use', async () => {
    signIn(['users.read']);
    renderAppAt('/admin/users/7');
    expect(await screen.findByText('ada@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('serves permissions as a read-only generated list and details page', async () => {
    signIn(['permissions.read']);
    renderAppAt('/admin/permissions');
    const user = setupUser();
    await user.click(await screen.findByText('users.read'));
    await waitFor(() => expect(window.location.pathname).toBe('/admin/permissions/3'));
    expect(await screen.findByText('Read users')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create' })).not.toBeInTheDocument();
  });

  it('ends an expired session on /login, clearing the tokens and remembering the page', async () => {
    signIn(['users.read']);
    server.use(
      http.get('*/api/1.0/users/paged', () => HttpResponse.json({ message: 'Unauthorized' }, { status: 401 })),
      http.post('*/api/1.0/accounts/token', () => HttpResponse.json({ message: 'revoked' }, { status: 401 })),
    );
    renderAppAt('/admin/users');
    expect(await screen.findByText('Site login page')).toBeInTheDocument();
    expect(localStorage.getItem('bearerToken')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(takeRememberedOrigin()).toBe('/admin/users');
  });

  it('logs out from the user menu to the home page, clearing the session', async () => {
    signIn(['users.read']);
    renderAppAt('/admin');
    const user = setupUser();
    await screen.findByText('Welcome back, Ada Lovelace!');
    await user.click(screen.getByRole('button', { name: 'Profile' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByText('Site home page')).toBeInTheDocument();
    expect(localStorage.getItem('bearerToken')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it("names the user menu button by the user's name it shows, then what it opens", async () => {
    // A desktop viewport: the button shows the name (below sm it is an icon).
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('min-width'), media: query, onchange: null, addListener: () => undefined, removeListener: () => undefined,
      addEventListener: () => undefined, removeEventListener: () => undefined, dispatchEvent: () => false,
    }));
    try {
      signIn(['users.read']);
      renderAppAt('/admin');
      const button = (await screen.findByText('Ada Lovelace', { selector: 'button' })) as HTMLButtonElement;
      expect(button.getAttribute('aria-label')).toBe('Ada Lovelace — account menu');
      // WCAG 2.5.3: the name heard contains the text seen.
      expect(button.getAttribute('aria-label')).toContain(button.textContent!.trim());
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('offers the seven languages by native name', async () => {
    signIn([]);
    renderAppAt('/admin');
    const user = setupUser();
    await user.click(await screen.findByText('English', { selector: 'button' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'English', '中文', 'Español', 'Italiano', 'Srpski', 'Русский', 'Nederlands',
    ]);
  });

  it("switches light/dark in MUI's 'theme' key, which the site reads", async () => {
    signIn([]);
    localStorage.setItem('theme', 'light');
    renderAppAt('/admin');
    const user = setupUser();
    await user.click(await screen.findByLabelText('Toggle light/dark mode'));
    await waitFor(() => expect(localStorage.getItem('theme')).toBe('dark'));
    await user.click(screen.getByLabelText('Toggle light/dark mode'));
    await waitFor(() => expect(localStorage.getItem('theme')).toBe('light'));
  });
});

describe('leaving the back office', () => {
  const provider = (redirect: string): AuthProvider => ({
    login: async () => undefined,
    logout: async () => redirect,
    checkAuth: async () => Promise.reject({ redirectTo: redirect, message: false }),
    checkError: async () => Promise.reject({ redirectTo: redirect }),
    getPermissions: async () => [],
  });

  it('turns redirects to site pages into absolute URLs, so react-admin loads the page', async () => {
    const leaving = leavingByPageLoad(provider('/login'));
    const login = `${window.location.origin}/login`;
    await expect(leaving.logout({})).resolves.toBe(login);
    await expect(leaving.checkAuth({})).rejects.toEqual({ redirectTo: login, message: false });
    await expect(leaving.checkError({})).rejects.toEqual({ redirectTo: login });
    await expect(leavingByPageLoad(provider('/')).logout({})).resolves.toBe(`${window.location.origin}/`);
  });

  it('keeps redirects inside the back office and other answers as they are', async () => {
    const staying = leavingByPageLoad(provider('/admin/users'));
    await expect(staying.logout({})).resolves.toBe('/admin/users');
    await expect(staying.checkAuth({})).rejects.toEqual({ redirectTo: '/admin/users', message: false });
    const quiet = leavingByPageLoad({ ...provider('/'), logout: async () => false, checkError: async () => Promise.reject(new Error('boom')) });
    await expect(quiet.logout({})).resolves.toBe(false);
    await expect(quiet.checkError({})).rejects.toThrow('boom');
  });
});
