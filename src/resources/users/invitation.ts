/**
 * Invitations and bulk registration as the admin sends them (docs/decisions.md#accounts; server/routes/invitations.ts):
 * the invitation body, the bulk answer's shape and the API paths.
 */
import type { LanguageCode } from '../../shared/languages';
import type { UserFormValues } from './userForm';

/** `POST /accounts/user-registration` (also one row of `register-bulk`): what an invitation carries. */
export interface InvitationRequest {
  firstName: string;
  lastName: string;
  email: string;
  userName: string;
  roleIds?: number[];
  organisationIds?: number[];
  /** The language of the invitation mail, stored as the user's (default: the inviter's). */
  preferredLanguage?: LanguageCode;
}

/** One row's outcome of `POST /accounts/register-bulk` (`row` counts the sent rows from 1). */
export interface BulkRowResult {
  row: number;
  status: 201 | 400 | 403 | 409 | 422;
  id?: number;
  errors?: { field?: string; reason: string }[];
}

/** `POST /accounts/register-bulk` answer; `dryRun` when nothing was written (`?dryRun=true`). */
export interface BulkResponse {
  dryRun?: boolean;
  results: BulkRowResult[];
}

/** Endpoint creating one invited user (answers the user, inactive until accepted). */
export const INVITATION_PATH = '/accounts/user-registration';
/** Endpoint inviting many users at once (≤ {@link MAX_BULK_ROWS} rows). */
export const BULK_REGISTRATION_PATH = '/accounts/register-bulk';
/** The server's limit of rows in one bulk registration. */
export const MAX_BULK_ROWS = 1000;

/** `POST /users/{id}/invitation`: mails a new link (earlier ones stop working); 409 once accepted. */
export const resendInvitationPath = (id: number | string) => `/users/${encodeURIComponent(String(id))}/invitation`;

/** The invitation body from the invite form's values (empty selections are absent, docs/requirements.md#r4). */
export function toInvitationPayload(
  values: Pick<UserFormValues, 'firstName' | 'lastName' | 'email' | 'userName' | 'roleIds' | 'organisationIds'> & Partial<Pick<UserFormValues, 'preferredLanguage'>>,
): InvitationRequest {
  const payload: InvitationRequest = {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    userName: values.userName.trim(),
  };
  if (values.roleIds?.length) payload.roleIds = [...values.roleIds];
  if (values.organisationIds?.length) payload.organisationIds = [...values.organisationIds];
  if (values.preferredLanguage) payload.preferredLanguage = values.preferredLanguage;
  return payload;
}

/** Whether `user` was invited and has not accepted yet (so the invitation can be sent again). */
export function hasPendingInvitation(user: { invitedAt?: string | null; invitationAcceptedAt?: string | null; deletedAt?: string | null } | undefined): boolean {
  return !!user?.invitedAt && !user.invitationAcceptedAt && !user.deletedAt;
}

/** `POST /users/{id}/password-reset`: mails the user a single-use password reset link. */
export const passwordResetPath = (id: number | string) => `/users/${encodeURIComponent(String(id))}/password-reset`;

/**
 * Whether a password reset link can be sent to `user`: active, not deleted and without a
 * pending invitation (the API answers 409 otherwise, with the reason).
 */
export function canSendPasswordReset(user: { isActive?: boolean; deletedAt?: string | null; invitedAt?: string | null; invitationAcceptedAt?: string | null } | undefined): boolean {
  return !!user && user.isActive === true && !user.deletedAt && !hasPendingInvitation(user);
}
