/**
 * The back office: react-admin mounted at /admin inside the app's one BrowserRouter
 * (src/main.tsx loads this chunk lazily). Providers are created once, outside the component.
 */
import { use, useState } from 'react';
import { Admin, Resource, localStorageStore, type AuthProvider, type DataProvider, type I18nProvider, type Store } from 'react-admin';
import i18n, { i18nReady } from '../i18n';
import { permissionPrefixes, resources } from '../resources';
import { createAuthProvider } from './authProvider';
import { dataProvider as defaultDataProvider } from './dataProvider';
import { ADMIN_NAMESPACE, createI18nProvider } from './i18nProvider';
import { AdminLayout, AdminNotification } from './AdminLayout';
import { Dashboard } from './Dashboard';
import { adminDarkTheme, adminLightTheme, storedSiteMode } from './adminTheme';

const defaultAuthProvider = createAuthProvider({ permissionPrefixes });
const defaultI18nProvider = createI18nProvider(i18n);
const defaultStore = localStorageStore(undefined, 'RaStore');

/** The admin's translations (namespace `admin`) must be there before the first render. */
let adminTranslations: Promise<unknown> | null = null;
function loadAdminTranslations(): Promise<unknown> {
  adminTranslations ??= i18nReady.then(() => i18n.loadNamespaces(ADMIN_NAMESPACE)).catch((error: unknown) => {
    console.warn('admin: translations failed to load', error);
  });
  return adminTranslations;
}

export interface AdminRootProps {
  dataProvider?: DataProvider;
  authProvider?: AuthProvider;
  i18nProvider?: I18nProvider;
  store?: Store;
}

/** `<Admin>` with its providers (injectable for tests). */
export function AdminRoot({
  dataProvider = defaultDataProvider,
  authProvider = defaultAuthProvider,
  i18nProvider = defaultI18nProvider,
  store = defaultStore,
}: AdminRootProps) {
  // Start in step with the site: the shared i18next language and MUI's colour mode win over
  // whatever react-admin's store remembered from an earlier visit.
  useState(() => {
    store.setItem('locale', i18nProvider.getLocale());
    store.setItem('theme', storedSiteMode());
    return null;
  });
  return (
    <Admin
      basename="/admin"
      disableTelemetry
      requireAuth
      loginPage={false}
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      store={store}
      lightTheme={adminLightTheme}
      darkTheme={adminDarkTheme}
      layout={AdminLayout}
      dashboard={Dashboard}
      notification={AdminNotification}
    >
      {resources.map(({ permission: _permission, declaration: _declaration, ...props }) => (
        <Resource key={props.name} {...props} />
      ))}
    </Admin>
  );
}

/** Default export for `lazy(() => import('./admin/AdminApp'))`: waits for translations, then renders. */
export default function AdminApp() {
  use(loadAdminTranslations());
  return <AdminRoot />;
}
