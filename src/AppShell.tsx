/**
 * The public site's app tree, shared by the browser entry (src/main.tsx, inside a
 * BrowserRouter) and the prerenderer (src/entry-server.tsx, inside a StaticRouter): the shared
 * providers, the site and its toasts. The back office is a separate app (admin.html →
 * src/admin/main.tsx), so public pages carry no admin code.
 */
import type { i18n as I18n } from 'i18next';
import AppProviders from './AppProviders';
import SiteApp from './site/SiteApp';
import { Toaster } from './site/toast';

/** Renders the site with the given i18next instance; the caller provides the router. */
export default function AppShell({ i18n }: { i18n: I18n }) {
  return (
    <AppProviders i18n={i18n}>
      <SiteApp />
      <Toaster />
    </AppProviders>
  );
}
