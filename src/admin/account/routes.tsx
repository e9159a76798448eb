/**
 * The back office's own-account screens (docs/decisions.md#accounts), for `<CustomRoutes>` in
 * src/admin/AdminApp.tsx. My account (its forms, two-factor enrolment with the QR code) and My
 * sessions load when first opened (docs/decisions.md#admin-bundle); react-admin's loader shows
 * meanwhile. The gate and the user menu's items are small and load with the shell.
 */
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Route } from 'react-router-dom';
import { Loading } from 'react-admin';

export { AccountGate } from './AccountGate';

const AccountPage = lazy(() => import('./AccountPage').then(({ AccountPage }) => ({ default: AccountPage })));
const SessionsPage = lazy(() => import('./SessionsPage').then(({ SessionsPage }) => ({ default: SessionsPage })));

/** `Page` once its chunk has loaded, react-admin's loader meanwhile. */
function loaded(Page: LazyExoticComponent<ComponentType>) {
  return (
    <Suspense fallback={<Loading />}>
      <Page />
    </Suspense>
  );
}

/** `/admin/account` (My account) and `/admin/account/sessions` (My sessions). */
export const accountRoutes = [
  <Route key="account" path="/account" element={loaded(AccountPage)} />,
  <Route key="account-sessions" path="/account/sessions" element={loaded(SessionsPage)} />,
];
