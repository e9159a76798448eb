import { useState } from 'react';
import LockResetIcon from '@mui/icons-material/LockReset';
import { Button, Confirm, useCanAccess, useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { User } from '../../shared/api';
import type { AdminDataProvider } from '../../admin/dataProviderTypes';
import { usePendingAction } from '../../admin/crud';
import { canSendPasswordReset, passwordResetPath } from './invitation';

/**
 * "Send password reset link" on a user's details page, beside "Resend invitation"
 * (docs/decisions.md#accounts): with `users.update`, for an active user who is not deleted and
 * has no pending invitation. After a confirmation dialog, `POST /users/{id}/password-reset`
 * mails the user a single-use link (one hour) in their preferred language; a toast names the
 * address. A 409 (the user was deactivated or deleted meanwhile) shows the server's reason.
 */
export function SendPasswordResetButton() {
  const record = useRecordContext<User>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const { pending, run } = usePendingAction();
  const { canAccess } = useCanAccess({ resource: 'users', action: 'edit', record });
  if (!record || !canAccess || !canSendPasswordReset(record)) return null;
  const send = async () => {
    setOpen(false);
    await run(async () => {
      await dataProvider.postTo(passwordResetPath(record.id));
      notify('users.passwordReset.sent', { type: 'success', messageArgs: { email: record.email } });
    });
    refresh();
  };
  return (
    <>
      <Button label="users.passwordReset.send" onClick={() => setOpen(true)} disabled={pending}>
        <LockResetIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={pending}
        title="users.passwordReset.confirmTitle"
        content="users.passwordReset.confirmContent"
        translateOptions={{ email: record.email, name: `${record.firstName} ${record.lastName}` }}
        confirm="users.passwordReset.confirm"
        onConfirm={send}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
