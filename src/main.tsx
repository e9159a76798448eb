/**
 * Browser entry: one router, one theme, one i18next instance. The face is picked by path:
 * `/admin/*` loads the react-admin back office lazily (its own chunk), everything else is the
 * public site, so public pages carry no admin code.
 */
import { StrictMode, Suspense, lazy } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import i18n from './i18n';
import { theme, THEME_STORAGE_KEY } from './theme';
import SiteApp from './site/SiteApp';
import PageLoader from './site/components/PageLoader';

const AdminApp = lazy(() => import('./admin/AdminApp'));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme} modeStorageKey={THEME_STORAGE_KEY} defaultMode="system" disableTransitionOnChange>
        <CssBaseline enableColorScheme />
        <BrowserRouter>
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
        </BrowserRouter>
      </ThemeProvider>
    </I18nextProvider>
  </StrictMode>,
);
