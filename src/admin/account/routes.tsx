/** The back office's own-account screens (docs/decisions.md#accounts), for `<CustomRoutes>` in src/admin/AdminApp.tsx. */
import { Route } from 'react-router-dom';
import { AccountPage } from './AccountPage';
import { SessionsPage } from './SessionsPage';

export { AccountGate } from './AccountGate';
export { MyAccountMenuItem, MySessionsMenuItem } from './AccountMenuItems';

/** `/admin/account` (My account) and `/admin/account/sessions` (My sessions). */
export const accountRoutes = [
  <Route key="account" path="/account" element={<AccountPage />} />,
  <Route key="account-sessions" path="/account/sessions" element={<SessionsPage />} />,
];
