/**
 * Test kit for admin screens: react-admin's AdminContext with a memory store, the real
 * i18nProvider over an English i18next instance fed from locales/en/admin.json, and helpers.
 */
import { createInstance, type i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { AdminContext, Notification, memoryStore, type AuthProvider, type DataProvider, type RouterProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import enAdmin from '../../../locales/en/admin.json';
import { beforeAll, beforeEach, vi } from 'vitest';
import { createI18nProvider } from '../../../src/admin/i18nProvider';
import { storeTokens } from '../../../src/auth/session';

/** An initialised English i18next instance with the admin namespace. */
export function englishI18n(): I18n {
  const instance = createInstance();
  void instance.init({
    lng: 'en',
    fallbackLng: 'en',
    ns: ['admin'],
    defaultNS: 'admin',
    resources: { en: { admin: enAdmin } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

export const allowAll: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => [],
  getIdentity: async () => ({ id: 1, fullName: 'Ada Admin' }),
  canAccess: async () => true,
};

/** Renders `children` at `path` (matched by `route`) inside AdminContext. */
export function AdminTestApp({
  dataProvider,
  authProvider = allowAll,
  path = '/',
  route = '*',
  children,
  extraRoutes,
  routerProvider,
}: {
  dataProvider: DataProvider;
  authProvider?: AuthProvider;
  /** The back office's own (src/admin/routerProvider.ts) where a test needs navigation blocking; default react-admin's. */
  routerProvider?: RouterProvider;
  path?: string;
  route?: string;
  children: ReactNode;
  extraRoutes?: ReactNode;
}) {
  return (
    <MemoryRouter initialEntries={[path]}>
      <AdminContext
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={createI18nProvider(englishI18n())}
        store={memoryStore()}
        basename="/admin"
        routerProvider={routerProvider}
      >
        <Routes>
          <Route path={route} element={children} />
          {extraRoutes}
        </Routes>
        <Notification multiLine />
      </AdminContext>
    </MemoryRouter>
  );
}


/**
 * Registers the hooks every signed-in screen test starts with: jsdom's missing `scrollTo`
 * stubbed, storage emptied and a token pair stored before each test, and the console's errors and
 * warnings (React's and react-admin's noise) silenced. Call it before the file's own
 * `beforeEach`, which then runs after these.
 */
export function signedInScreens(): void {
  beforeAll(() => {
    window.scrollTo = vi.fn() as never;
  });
  beforeEach(() => {
    localStorage.clear();
    storeTokens('b1', 'r1');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
}
