import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import { Button, useCanAccess, useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { User } from '../../shared/api';
import type { AdminDataProvider } from '../../admin/dataProviderTypes';
import { usePendingAction } from '../../admin/crud';
import { hasPendingInvitation, resendInvitationPath } from './invitation';

/**
 * "Resend invitation" on a user's details page (docs/decisions.md#accounts): for a user invited but not yet
 * accepted, with `users.update`; `POST /users/{id}/invitation` mails a new link (earlier ones
 * stop working). When the server answers 409 (accepted meanwhile) it says so and reloads the user.
 */
export function ResendInvitationButton() {
  const record = useRecordContext<User>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const { pending, run } = usePendingAction();
  const { canAccess } = useCanAccess({ resource: 'users', action: 'edit', record });
  if (!record || !canAccess || !hasPendingInvitation(record)) return null;
  const resend = async () => {
    await run(
      async () => {
        await dataProvider.postTo(resendInvitationPath(record.id));
        notify('users.invitation.resent', { type: 'success', messageArgs: { email: record.email } });
      },
      (error) => {
        // 409: accepted meanwhile.
        if ((error as { status?: number })?.status !== 409) return false;
        notify('users.invitation.notPending', { type: 'info' });
        return true;
      },
    );
    refresh();
  };
  return (
    <Button label="users.invitation.resend" onClick={resend} disabled={pending}>
      <ForwardToInboxIcon />
    </Button>
  );
}
