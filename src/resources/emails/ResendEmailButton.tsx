import ReplayIcon from '@mui/icons-material/Replay';
import { Button, useCanAccess, useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { Email } from '../../shared/api';
import type { AdminDataProvider } from '../../admin/dataProviderTypes';
import { usePendingAction } from '../../admin/crud';

/**
 * "Resend" on a failed mail's details page (`emails.send`): `POST /emails/{id}/resend` queues it
 * again with its attempts reset. Not offered for mails that were not failed, nor for those whose
 * row holds only a secret-free copy (the server answers 409 for both).
 */
export function ResendEmailButton() {
  const record = useRecordContext<Email>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const { canAccess } = useCanAccess({ resource: 'emails', action: 'create' });
  const { pending, run } = usePendingAction();
  if (!record || !canAccess || record.status !== 'failed' || !record.retryable) return null;
  const resend = () =>
    run(async () => {
      await dataProvider.postTo(`/emails/${record.id}/resend`);
      notify('resources.emails.resent', { type: 'success' });
      refresh();
    });
  return (
    <Button label="resources.emails.resend" onClick={resend} disabled={pending}>
      <ReplayIcon />
    </Button>
  );
}
