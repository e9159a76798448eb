/**
 * The System screen's place in the shell (docs/decisions.md#system-screen): its route for
 * `<CustomRoutes>` in src/admin/AdminApp.tsx and its menu item (src/admin/AdminMenu.tsx), shown
 * only to holders of `system.read`. The screen itself is a chunk of its own, loaded when first
 * opened (docs/decisions.md#admin-bundle); react-admin's loader shows meanwhile.
 */
import { lazy, Suspense } from 'react';
import { Route } from 'react-router-dom';
import MonitorHeartIcon from '@mui/icons-material/MonitorHeart';
import { Loading, Menu, useBasename, useCanAccess } from 'react-admin';

const SystemPage = lazy(() => import('./SystemPage').then(({ SystemPage }) => ({ default: SystemPage })));

/** The screen's path under the back office (`/admin/system`). */
export const SYSTEM_PATH = '/system';

/** `/admin/system`. */
export const systemRoutes = [
  <Route
    key="system"
    path={SYSTEM_PATH}
    element={
      <Suspense fallback={<Loading />}>
        <SystemPage />
      </Suspense>
    }
  />,
];

/** The menu's System item, for holders of `system.read` only (nothing otherwise, nor while that is being checked). */
export function SystemMenuItem() {
  const basename = useBasename();
  const { canAccess } = useCanAccess({ resource: 'system', action: 'read' });
  if (!canAccess) return null;
  return <Menu.Item to={`${basename}${SYSTEM_PATH}`} primaryText="system.menu" leftIcon={<MonitorHeartIcon />} />;
}
