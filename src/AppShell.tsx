/**
 * The app tree shared by the browser entry (src/main.tsx, inside a BrowserRouter) and the
 * prerenderer (src/entry-server.tsx, inside a StaticRouter): i18n, theme, and the choice of
 * face by path — `/admin/*` loads the react-admin back office lazily (its own chunk), every
 * other path is the public site, so public pages carry no admin code.
 */
import { Suspense, lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { theme, THEME_STORAGE_KEY } from './theme';
import SiteApp from './site/SiteApp';
import PageLoader from './site/components/PageLoader';
import { Toaster } from './site/toast';

const AdminApp = lazy(() => import('./admin/AdminApp'));

/** Renders the whole app with the given i18next instance; the caller provides the router. */
export default function AppShell({ i18n }: { i18n: I18n }) {
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme} modeStorageKey={THEME_STORAGE_KEY} defaultMode="system" disableTransitionOnChange>
        <CssBaseline enableColorScheme />
        <Routes>
          <Route
            path="/admin/*"
            element={
              <Suspense fallback={<PageLoader />}>
                <AdminApp />
              </Suspense>
            }
          />
          <Route path="*" element={<SiteApp />} />
        </Routes>
        {/* Outside the routes: a toast raised on the site (e.g. 'Welcome back!') survives the move into the admin. */}
        <Toaster />
      </ThemeProvider>
    </I18nextProvider>
  );
}
