/**
 * The public site: the language prefix rules of docs/requirements.md#r2, the shell and the page routes.
 */
import { Suspense, useContext, useEffect } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { firstSegment, parseLocalizedPath, stripLanguagePrefix } from '../shared/languages';
import SiteLayout from './layout/SiteLayout';
import PageLoader from '../PageLoader';
import { PAGES } from './pages';
import { PreloadedPagesContext } from './pages/preloaded';
import NotFoundPage from './pages/NotFoundPage';

export default function SiteApp() {
  return (
    <LocalizedSite />
  );
}

/** Applies docs/requirements.md#r2: `/en/...` and unsupported prefixes redirect, a valid prefix sets the language. */
function LocalizedSite() {
  const location = useLocation();
  const { i18n } = useTranslation();
  const parsed = parseLocalizedPath(location.pathname);
  const preloaded = useContext(PreloadedPagesContext);

  const lng = parsed?.lng;
  useEffect(() => {
    if (!lng) return;
    if (i18n.resolvedLanguage !== lng) void i18n.changeLanguage(lng);
    document.documentElement.lang = lng;
  }, [lng, i18n]);

  if (firstSegment(location.pathname) === 'en') {
    return <Navigate to={stripLanguagePrefix(location.pathname) + location.search + location.hash} replace />;
  }
  if (!parsed) return <Navigate to="/" replace />;

  return (
    <SiteLayout>
      <Suspense fallback={<PageLoader />}>
        <Routes location={{ ...location, pathname: parsed.page }}>
          {PAGES.map(({ path, Component }) => {
            const Page = preloaded.get(path) ?? Component;
            return <Route key={path} path={path} element={<Page />} />;
          })}
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </SiteLayout>
  );
}
