/**
 * Route guards of the generated resources. react-admin mounts a resource's routes under
 * `/<resource>/*` with its list at `/*`, so an unknown path below a resource (`/users/create`,
 * `/users/5/nonsense`) would otherwise render the list or read "create" as a record id
 * (`GET /users/create` → 400 and a red toast). Ids are numeric; anything that is not a screen
 * shows the admin's not-found page instead. The other spelling of a create screen's segment
 * (`/create` for `/add` and back) redirects to the screen ({@link CreatePathRedirect}).
 */
import { useContext, type ReactNode } from 'react';
import { NotFound } from 'react-admin';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { NotFoundPageContext } from './notFoundPageContext';
import { canonicalCreatePath, isRecordId } from './paths';

export { NotFoundPageContext };

/** The admin's not-found page: the app's ({@link NotFoundPageContext}), else react-admin's `NotFound`, so both look the same. */
export function NotFoundPage() {
  return <>{useContext(NotFoundPageContext) ?? <NotFound />}</>;
}

/** Renders `children` only when the route's `param` is a record id; otherwise the not-found page. */
export function RecordIdGuard({ param = 'id', children }: { param?: string; children: ReactNode }) {
  const params = useParams();
  if (!isRecordId(params[param])) return <NotFoundPage />;
  return <>{children}</>;
}

/**
 * Guard of a details route `:id/*`: the id must be numeric and the rest of the path empty or
 * one of the page's tabs.
 */
export function DetailsRouteGuard({ tabs, children }: { tabs: readonly string[]; children: ReactNode }) {
  const params = useParams();
  const rest = (params['*'] ?? '').replace(/\/+$/, '');
  if (!isRecordId(params.id) || (rest !== '' && !tabs.includes(rest))) return <NotFoundPage />;
  return <>{children}</>;
}

/** Guard of the list route (`/*`): only the resource's own path is the list. */
export function ListRouteGuard({ children }: { children: ReactNode }) {
  const params = useParams();
  if ((params['*'] ?? '').replace(/\/+$/, '') !== '') return <NotFoundPage />;
  return <>{children}</>;
}

/**
 * Mounted at a create screen's other spelling (`/admin/roles/create`, `/admin/emails/add`,
 * `/admin/users/5/claims/create`): replaces the URL with the canonical one (`canonical` as its
 * last segment), keeping the query, hash and router state (a child's create form pre-filled
 * through state), so the history holds one entry and every link keeps pointing at the spec's path.
 */
export function CreatePathRedirect({ canonical }: { canonical: string }) {
  const location = useLocation();
  const pathname = canonicalCreatePath(location.pathname, canonical);
  return <Navigate replace to={{ pathname, search: location.search, hash: location.hash }} state={location.state as unknown} />;
}
