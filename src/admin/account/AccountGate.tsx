import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { getBearerToken, useSessionUser } from '../../auth';
import { ACCOUNT_PATH, requiredAccountStep } from '../../shared/paths';
import { refreshCurrentUser, takeEarlyRefresh } from './api';

/** Whether `pathname` is My account or below (My sessions): open while a step is required. */
export function isAccountPath(pathname: string): boolean {
  return pathname === ACCOUNT_PATH || pathname.startsWith(`${ACCOUNT_PATH}/`);
}

/**
 * The back office's redirect rules (docs/decisions.md#accounts), around `<Admin>`: a user whose role requires
 * two-factor sign-in is sent to its enrolment, then one asked for a new password to the
 * password section, before any other screen (the API refuses them anyway). The stored user is
 * fetched again once per load (`POST /accounts/authenticate`; the request the admin's entry
 * started before rendering when there is one), so a rule added since sign-in, or an email
 * confirmed meanwhile, shows at once.
 */
export function AccountGate({ children }: { children: ReactNode }) {
  const user = useSessionUser();
  const { pathname } = useLocation();

  useEffect(() => {
    if (!getBearerToken()) return;
    (takeEarlyRefresh() ?? refreshCurrentUser()).catch((error: unknown) => console.warn('account: could not refresh the signed-in user', error));
  }, []);

  const step = getBearerToken() ? requiredAccountStep(user) : null;
  if (step && !isAccountPath(pathname)) return <Navigate to={step} replace />;
  return <>{children}</>;
}
