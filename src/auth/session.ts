/**
 * The client session (docs/requirements.md#r3, #r4), shared by the public site (login page, navbar) and the admin;
 * no react-admin code here. One module per job: the store of tokens and user (./tokenStore),
 * the sign-in flows (./signIn), change events (./sessionEvents), page-to-page notices
 * (./notices) and the React hook (./useSessionUser).
 */
export type { SessionUser } from '../shared/api';
export * from './sessionEvents';
export * from './tokenStore';
export * from './signIn';
export * from './notices';
export * from './useSessionUser';
