import { CreateBase, useNotify, useTranslate, type RaRecord } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { localisedToastText, ToolScreen, useSpecPaths } from '../../admin/crud';
import type { CreatePathMeta } from '../../admin/dataProviderTypes';
import { INVITATION_PATH, toInvitationPayload } from './invitation';
import { UserForm } from './UserForm';
import { EMPTY_USER_FORM, type UserFormValues } from './userForm';

const INVITE_META: CreatePathMeta = { apiPath: INVITATION_PATH };

/**
 * Invite user (`/admin/users/invite`, docs/decisions.md#accounts) on react-admin's `CreateBase`: the shared user
 * form in its invite mode (names, email, username, organisations, roles; no password), posted to
 * `/accounts/user-registration`. The user is created inactive and receives a link that sets
 * their password; on success a toast names the address and the new user's details page opens.
 */
export function InviteUser() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const paths = useSpecPaths();
  const title = translate('users.invite.title');

  return (
    <CreateBase
      resource="users"
      record={EMPTY_USER_FORM}
      transform={(values: UserFormValues) => toInvitationPayload({ ...EMPTY_USER_FORM, ...values })}
      mutationOptions={{
        meta: INVITE_META,
        onSuccess: (user: RaRecord) => {
          notify('users.invite.success', { type: 'success', messageArgs: { email: String(user.email ?? '') } });
          navigate(paths.show('users', user.id));
        },
        onError: (error: unknown) => notify(localisedToastText(error, translate), { type: 'error', multiLine: true }),
      }}
    >
      <ToolScreen resource="users" title={title} explanation={translate('users.invite.explanation')}>
        <UserForm mode="invite" />
      </ToolScreen>
    </CreateBase>
  );
}
