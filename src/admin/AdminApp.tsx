/**
 * The back office: react-admin mounted at /admin inside the admin app's BrowserRouter
 * (src/admin/main.tsx). Providers are created once, outside the component.
 *
 * Only the shell is in the first download (docs/decisions.md#admin-bundle): the layout, the
 * dashboard and each resource's registration; every resource's screens, My account and My
 * sessions and System load when first opened (src/admin/crud/lazyResource.tsx, ./account/routes.tsx,
 * ./system/routes.tsx).
 * {@link startFirstScreenReads} lets the entry ask for the dashboard's data and the session check
 * before React renders.
 */
import { lazy, use, useState } from 'react';
import { CssBaseline } from '@mui/material';
import {
  AdminContext,
  CoreAdminUI,
  CustomRoutes,
  Error as ErrorPage,
  LoadingPage,
  localStorageStore,
  useTranslate,
  type AuthProvider,
  type DataProvider,
  type I18nProvider,
  type Store,
} from 'react-admin';
import i18n, { i18nReady } from '../i18n';
import { permissionPrefixes, resourceApiCapabilities, resources } from '../resources';
import { setRequestLanguage } from '../auth/httpClient';
import { createAuthProvider } from './authProvider';
import { browserRouterProvider } from './routerProvider';
import { ADMIN_HOME, isAdminPath } from '../shared/paths';
import { getBearerToken } from '../auth/session';
import { createDataProvider } from './dataProvider';
import { dashboardReads, withPrimedReads } from './dashboard/primedReads';
import { createAdminQueryClient } from './queryClient';
import { ADMIN_NAMESPACE, createI18nProvider } from './i18nProvider';
import { AdminLayout, AdminNotification } from './AdminLayout';
import { Dashboard } from './Dashboard';
import { NotFoundPageContext } from './crud/notFoundPageContext';
import { resourceElement } from './crud/lazyResource';
import { adminDarkTheme, adminLightTheme, storedSiteMode } from './adminTheme';
import { AccountGate, accountRoutes } from './account/routes';
import { systemRoutes } from './system/routes';
import { refreshCurrentUser, refreshCurrentUserEarly } from './account/api';

const defaultAuthProvider = createAuthProvider({ permissionPrefixes, refreshUser: refreshCurrentUser });
/**
 * The API with each resource's declared capabilities (soft or hard delete, state), on the shared
 * refreshing HTTP client; reads started by {@link startFirstScreenReads} are handed to the hooks.
 */
const defaultDataProvider = withPrimedReads(createDataProvider({ capabilities: resourceApiCapabilities }));

/** `path` as an absolute URL when it leaves the back office (a site page), else unchanged. */
function siteUrl<T>(path: T): T | string {
  return typeof path === 'string' && path.startsWith('/') && !isAdminPath(path) ? new URL(path, window.location.origin).href : path;
}

/**
 * `provider` with its redirects out of the back office (sign-out → `/`, no session → `/login`)
 * made absolute URLs: for those react-admin assigns `window.location` instead of routing, and
 * the site, a separate app, loads. Its routing would otherwise push the site path again and
 * again while tearing the admin down, cancelling the page load.
 */
export function leavingByPageLoad(provider: AuthProvider): AuthProvider {
  const absoluteRedirect = (error: unknown) => {
    if (error && typeof error === 'object' && 'redirectTo' in error) throw { ...error, redirectTo: siteUrl(error.redirectTo) };
    throw error;
  };
  return {
    ...provider,
    logout: async (params) => siteUrl(await provider.logout(params)),
    checkAuth: (params) => provider.checkAuth(params).catch(absoluteRedirect),
    checkError: (error) => provider.checkError(error).catch(absoluteRedirect),
  };
}
const defaultI18nProvider = createI18nProvider(i18n);
const defaultStore = localStorageStore(undefined, 'RaStore');

/**
 * Called by the entry before React renders (src/admin/main.tsx): with a session, starts the
 * session check (`POST /accounts/authenticate`, which the account gate then joins) and, when the
 * page is the dashboard, its reads — `GET /dashboard` and the count of each resource the user
 * may list, by the same permission rule as the dashboard's cards — in parallel with the
 * translations (docs/decisions.md#admin-bundle). Does nothing without a session: react-admin
 * sends the visitor to sign in.
 */
export function startFirstScreenReads(pathname: string): void {
  if (!getBearerToken()) return;
  // Requests say the interface language from the first (the API words its reasons in it).
  setRequestLanguage(() => defaultI18nProvider.getLocale());
  void refreshCurrentUserEarly().catch(() => undefined);
  if (pathname.replace(/\/+$/, '') !== ADMIN_HOME) return;
  void Promise.all(resources.map(async ({ name }) => ((await defaultAuthProvider.canAccess?.({ resource: name, action: 'list' })) ? name : null)))
    .then((names) => defaultDataProvider.prime(dashboardReads(names.filter((name): name is string => name !== null))))
    .catch((error: unknown) => console.warn('admin: the dashboard could not be asked for early', error));
}

/** The admin's translations (namespace `admin`) must be there before the first render. */
let adminTranslations: Promise<unknown> | null = null;
function loadAdminTranslations(): Promise<unknown> {
  adminTranslations ??= i18nReady.then(() => i18n.loadNamespaces(ADMIN_NAMESPACE)).catch((error: unknown) => {
    console.warn('admin: translations failed to load', error);
  });
  return adminTranslations;
}

/**
 * The admin's name, translated: react-admin's default title (its error and authentication-error
 * pages show it in the app bar), which would otherwise read 'React Admin'.
 */
function AdminTitle() {
  return <>{useTranslate()('app.title')}</>;
}

/** Pages no first screen shows, loaded when needed (inside the layout, whose Suspense shows react-admin's loader). */
const NotFound = lazy(() => import('./NotFound').then(({ NotFound }) => ({ default: NotFound })));
const AccessDeniedPage = lazy(() => import('./AccessDeniedPage').then(({ AccessDeniedPage }) => ({ default: AccessDeniedPage })));
const AuthenticationErrorPage = lazy(() => import('./AuthenticationErrorPage'));

/** Our not-found page, also for unknown paths below a generated resource. */
const notFoundPage = <NotFound />;

export interface AdminRootProps {
  dataProvider?: DataProvider;
  authProvider?: AuthProvider;
  i18nProvider?: I18nProvider;
  store?: Store;
}

/**
 * react-admin's `<Admin>` as its own source composes it (AdminContext, then AdminUI's CssBaseline,
 * CoreAdminUI and notification), with the providers injectable for tests. Composed here rather
 * than through `<Admin>`, whose defaults import the login page and its form inputs, which the
 * back office never shows (the site signs in; docs/decisions.md#admin-bundle).
 */
export function AdminRoot({
  dataProvider = defaultDataProvider,
  authProvider = defaultAuthProvider,
  i18nProvider = defaultI18nProvider,
  store = defaultStore,
}: AdminRootProps) {
  // Start in step with the site: the shared i18next language and MUI's colour mode win over
  // whatever react-admin's store remembered from an earlier visit.
  // One query cache per mounted back office (as react-admin makes its own), with our retry rule.
  const [queryClient] = useState(createAdminQueryClient);
  useState(() => {
    store.setItem('locale', i18nProvider.getLocale());
    store.setItem('theme', storedSiteMode());
    // Every API request says the interface language: the API words its reasons in it.
    setRequestLanguage(() => i18nProvider.getLocale());
    return null;
  });
  return (
    <NotFoundPageContext.Provider value={notFoundPage}>
      <AccountGate>
        <AdminContext
          basename={ADMIN_HOME}
          routerProvider={browserRouterProvider}
          queryClient={queryClient}
          dataProvider={dataProvider}
          authProvider={authProvider}
          i18nProvider={i18nProvider}
          store={store}
          lightTheme={adminLightTheme}
          darkTheme={adminDarkTheme}
        >
          <CssBaseline enableColorScheme>
            <CoreAdminUI
              title={<AdminTitle />}
              layout={AdminLayout}
              dashboard={Dashboard}
              catchAll={NotFound}
              accessDenied={AccessDeniedPage}
              authenticationError={AuthenticationErrorPage}
              error={ErrorPage}
              loading={LoadingPage}
              disableTelemetry
              requireAuth
              loginPage={false}
            >
              {resources.map(resourceElement)}
              <CustomRoutes>{[...accountRoutes, ...systemRoutes]}</CustomRoutes>
            </CoreAdminUI>
            <AdminNotification />
          </CssBaseline>
        </AdminContext>
      </AccountGate>
    </NotFoundPageContext.Provider>
  );
}

const appAuthProvider = leavingByPageLoad(defaultAuthProvider);

/** The back office as src/admin/main.tsx renders it: waits (suspends) for translations, then renders. */
export default function AdminApp() {
  use(loadAdminTranslations());
  return <AdminRoot authProvider={appAuthProvider} />;
}
