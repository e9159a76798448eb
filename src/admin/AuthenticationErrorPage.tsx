/**
 * react-admin's authentication-error page (`/admin/authentication-error`, shown when the session
 * check itself fails), as its own module so the shell loads it only when that page opens
 * (src/admin/AdminApp.tsx; docs/decisions.md#admin-bundle).
 */
export { AuthenticationError as default } from 'react-admin';
