/**
 * Invitations and bulk registration as the admin sends them (docs/decisions.md#accounts; server/routes/invitations.ts):
 * the invitation body, the bulk answer's shape and the API paths.
 */
import type { UserFormValues } from './userForm';

/** `POST /accounts/user-registration` (also one row of `register-bulk`): what an invitation carries. */
export interface InvitationRequest {
  firstName: string;
  lastName: string;
  email: string;
  userName: string;
  roleIds?: number[];
  organisationIds?: number[];
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
export function toInvitationPayload(values: Pick<UserFormValues, 'firstName' | 'lastName' | 'email' | 'userName' | 'roleIds' | 'organisationIds'>): InvitationRequest {
  const payload: InvitationRequest = {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    userName: values.userName.trim(),
  };
  if (values.roleIds?.length) payload.roleIds = [...values.roleIds];
  if (values.organisationIds?.length) payload.organisationIds = [...values.organisationIds];
  return payload;
}

/** Whether `user` was invited and has not accepted yet (so the invitation can be sent again). */
export function hasPendingInvitation(user: { invitedAt?: string | null; invitationAcceptedAt?: string | null; deletedAt?: string | null } | undefined): boolean {
  return !!user?.invitedAt && !user.invitationAcceptedAt && !user.deletedAt;
}
