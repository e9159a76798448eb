import ReplyIcon from '@mui/icons-material/Reply';
import { Button, LinkBase, useCanAccess, useRecordContext } from 'react-admin';
import { useSpecPaths } from '../../admin/crud';

/**
 * "Reply" on an application's details page: opens the email composer (`/admin/emails/create`)
 * addressed to the candidate, as a contact message's Reply does (the record in the router state,
 * react-admin's prefill); a template can be picked there. Shown only to staff who may send email.
 */
export function ReplyToCandidateButton() {
  const record = useRecordContext<{ id: number; name: string; email: string }>();
  const paths = useSpecPaths();
  const { canAccess: maySend } = useCanAccess({ resource: 'emails', action: 'create' });
  if (!record || !maySend) return null;
  return (
    <Button component={LinkBase} to={paths.add('emails')} state={{ record: { to: record.email } }} label="resources.job-applications.reply.button">
      <ReplyIcon />
    </Button>
  );
}
