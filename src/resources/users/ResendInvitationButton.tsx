import { useState } from 'react';
import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import { Button, useCanAccess, useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { User } from '../../contract/api';
import type { AdminDataProvider } from '../../admin/dataProvider';
import { hasPendingInvitation, resendInvitationPath } from './invitation';

/**
 * "Resend invitation" on a user's details page (issue 8): for a user invited but not yet
 * accepted, with `users.update`; `POST /users/{id}/invitation` mails a new link (earlier ones
 * stop working). When the server answers 409 (accepted meanwhile) it says so and reloads the user.
 */
export function ResendInvitationButton() {
  const record = useRecordContext<User>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [sending, setSending] = useState(false);
  const { canAccess } = useCanAccess({ resource: 'users', action: 'edit', record });
  if (!record || !canAccess || !hasPendingInvitation(record)) return null;
  const resend = async () => {
    setSending(true);
    try {
      await dataProvider.postTo(resendInvitationPath(record.id));
      notify('users.invitation.resent', { type: 'success', messageArgs: { email: record.email } });
    } catch (error) {
      if ((error as { status?: number })?.status === 409) notify('users.invitation.notPending', { type: 'info' });
      else notify(error instanceof Error ? error.message : String(error), { type: 'error', multiLine: true });
    } finally {
      setSending(false);
      refresh();
    }
  };
  return (
    <Button label="users.invitation.resend" onClick={resend} disabled={sending}>
      <ForwardToInboxIcon />
    </Button>
  );
}
