/**
 * The admin for screen tests, at a path: by default the resources as AdminApp registers them,
 * with the real data, auth and i18n providers (requests go to msw), in a MemoryRouter that also
 * shows the path it is at; or, with `main: true`, the whole back office as src/admin/main.tsx
 * mounts it. Every provider, the signed-in user's permissions, the language and the resources
 * can be replaced.
 */
import { isValidElement, Suspense, useState, type ReactNode } from 'react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { render, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { Admin, memoryStore, type AuthProvider, type DataProvider } from 'react-admin';
import { BrowserRouter, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import AppProviders from '../../../src/AppProviders';
import { createAuthProvider } from '../../../src/admin/authProvider';
import type { AdminResource } from '../../../src/admin/crud';
import { resourceElement, type LazyAdminResource } from '../../../src/admin/crud/lazyResource';
import { createDataProvider } from '../../../src/admin/dataProvider';
import { createI18nProvider } from '../../../src/admin/i18nProvider';
import { writeItem } from '../../../src/auth/storage';
import { loadResources, permissionPrefixes, resourceApiCapabilities, resources as registry } from '../../../src/resources';
import PageLoader from '../../../src/PageLoader';
import { englishI18n } from './testKit';
import { TEST_STYLES_KEY } from '../support/styles';

/** What both mounts of {@link renderAdminAt} take. */
interface CommonOptions {
  /**
   * Stored as the signed-in user's permissions (the session user the real authProvider reads).
   * Left out, no user is stored: give an `authProvider` that needs none (testKit's `allowAll`).
   */
  permissions?: string[];
  /** Default: the real dataProvider with the registry's capabilities, as AdminApp makes it (over msw). */
  dataProvider?: DataProvider;
  /** Default: the real authProvider over the registry's permission rules. */
  authProvider?: AuthProvider;
  /** The i18next instance behind the real i18nProvider (its language is the admin's). Default: English, admin namespace. */
  i18n?: I18n;
}

/** A bare `<Admin>` in a MemoryRouter, with the path it shows in `data-testid="location"` ({@link location}). */
export interface AdminAtOptions extends CommonOptions {
  main?: false;
  /** The locale react-admin's store starts with (its language switch reads it). */
  locale?: string;
  /** `<Resource>` elements, or `<Resource>` props (`resourcePropsOf(…)`) or registry entries registered as AdminApp does. Default: the registry. */
  resources?: readonly (AdminResource | LazyAdminResource)[] | ReactNode;
}


/**
 * A fresh emotion cache for one mount, whose style elements (key `rtl`) tests/unit/setup.ts
 * removes after each test. With the one default cache of a test file, every test's styles stayed
 * in the document, and jsdom, which matches every rule of every sheet in getComputedStyle (the
 * role queries call it for visibility), made each later test several times slower.
 */
function FreshStyles({ children }: { children: ReactNode }) {
  const [cache] = useState(() => createCache({ key: TEST_STYLES_KEY }));
  return <CacheProvider value={cache}>{children}</CacheProvider>;
}

/**
 * The registry's screens, imported before any test renders them: the app imports each the first
 * time it opens (docs/decisions.md#admin-bundle), which would race the tests' one-second waits
 * (the first import of a screen module under vitest takes longer than in a browser).
 */
await loadResources();

/**
 * The back office as src/admin/main.tsx mounts it: a BrowserRouter at `path` (read it from
 * `window.location`), the shared providers (AppProviders), and AdminRoot (our layout,
 * dashboard, not-found and access-denied pages, the registry, My account) under Suspense;
 * without StrictMode. A test file using it mocks `src/i18n` (AdminApp builds its default
 * providers from it when imported), so AdminRoot is imported only here, on first use.
 */
export interface MainAdminOptions extends CommonOptions {
  main: true;
}

const SIGNED_IN_USER = { id: 1, full_name: 'Root', user_name: 'root', email: 'root@example.com', roles: [], organisations: [], requestPasswordChange: false };

function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

/** The path the admin rendered by {@link renderAdminAt} (MemoryRouter mount) is showing. */
export const location = () => screen.getByTestId('location').textContent;

const isRegistry = (value: AdminAtOptions['resources']): value is readonly (AdminResource | LazyAdminResource)[] =>
  Array.isArray(value) && value.every((entry) => !isValidElement(entry));

/** Resource elements of registry entries, as AdminApp makes them (lazy entries load their screens on first use). */
const resourceElements = (entries: readonly (AdminResource | LazyAdminResource)[]) => entries.map(resourceElement);

/**
 * Renders the admin at `path` (options above; an array is the signed-in user's permissions,
 * for the default mount). The MemoryRouter mount renders at once; the main mount resolves once
 * AdminRoot is imported and rendered.
 */
export function renderAdminAt(path: string, options?: string[] | AdminAtOptions): void;
export function renderAdminAt(path: string, options: MainAdminOptions): Promise<void>;
export function renderAdminAt(path: string, options: string[] | AdminAtOptions | MainAdminOptions = {}): void | Promise<void> {
  const settings: AdminAtOptions | MainAdminOptions = Array.isArray(options) ? { permissions: options } : options;
  if (settings.permissions) writeItem('user', { ...SIGNED_IN_USER, permissions: settings.permissions });
  const dataProvider = settings.dataProvider ?? createDataProvider({ capabilities: resourceApiCapabilities });
  const authProvider = settings.authProvider ?? createAuthProvider({ permissionPrefixes });
  const i18n = settings.i18n ?? englishI18n();
  const i18nProvider = createI18nProvider(i18n);
  if (settings.main) {
    return import('../../../src/admin/AdminApp').then(({ AdminRoot }) => {
      window.history.pushState(null, '', path);
      render(
        <FreshStyles>
        <BrowserRouter>
          <AppProviders i18n={i18n}>
            <Routes>
              <Route
                path="/admin/*"
                element={
                  <Suspense fallback={<PageLoader />}>
                    <AdminRoot dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider} store={memoryStore()} />
                  </Suspense>
                }
              />
            </Routes>
          </AppProviders>
        </BrowserRouter>
        </FreshStyles>,
      );
    });
  }
  const resources = settings.resources ?? registry;
  render(
    <FreshStyles>
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="/admin/*"
          element={
            <Admin
              basename="/admin"
              disableTelemetry
              dataProvider={dataProvider}
              authProvider={authProvider}
              i18nProvider={i18nProvider}
              store={memoryStore(settings.locale === undefined ? undefined : { locale: settings.locale })}
            >
              {isRegistry(resources) ? resourceElements(resources) : resources}
            </Admin>
          }
        />
      </Routes>
      <Location />
    </MemoryRouter>
    </FreshStyles>,
  );
}
