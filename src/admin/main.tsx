/**
 * Browser entry of the back office (admin.html, served for /admin and everything below it).
 * A separate app from the public site: it runs on React (the site's build runs on Preact),
 * shares the i18n instance and the theme through AppProviders, and leaves for the site
 * (sign-in, sign-out, docs/requirements.md#r4) with a full page load.
 */
import { StrictMode, Suspense, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes, useLocation, useNavigationType } from 'react-router-dom';
import { CacheProvider } from '@emotion/react';
import i18n from '../i18n';
import AppProviders from '../AppProviders';
import { createEmotionCache } from '../emotionCache';
import PageLoader from '../PageLoader';
import AdminApp, { startFirstScreenReads } from './AdminApp';
import '../theme/fonts.css';

/**
 * Rendered when react-admin navigates outside /admin (its router has no basename, so its
 * redirects to `/login` and `/` are site paths): loads that page of the site.
 */
function LeaveForSite() {
  const { pathname, search, hash } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    const target = `${pathname}${search}${hash}`;
    if (navigationType === 'REPLACE') window.location.replace(target);
    else window.location.assign(target);
  }, [pathname, search, hash, navigationType]);
  return <PageLoader />;
}

// The session check and the dashboard's data, asked for now rather than after the first render
// (admin.html's inline script has already asked for the translations; docs/decisions.md#admin-bundle).
startFirstScreenReads(window.location.pathname);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <CacheProvider value={createEmotionCache()}>
      <BrowserRouter>
        <AppProviders i18n={i18n}>
          <Routes>
            <Route
              path="/admin/*"
              element={
                <Suspense fallback={<PageLoader />}>
                  <AdminApp />
                </Suspense>
              }
            />
            <Route path="*" element={<LeaveForSite />} />
          </Routes>
        </AppProviders>
      </BrowserRouter>
    </CacheProvider>
  </StrictMode>,
);
