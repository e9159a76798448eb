import ReplyIcon from '@mui/icons-material/Reply';
import { Button, LinkBase, useCanAccess, useRecordContext } from 'react-admin';
import { useSpecPaths } from '../../admin/crud';
import type { ContactMessage } from './types';
import { replyDraft } from './reply';

/**
 * "Reply" on a contact message's details page: opens the email composer
 * (`/admin/emails/create`) with the reply drafted (src/resources/contact-messages/reply.ts).
 * Shown only to staff who may both send email and update contact messages: the send changes
 * the message's status, so the API asks for both (`POST /emails/send` with contactMessageId).
 */
export function ReplyButton() {
  const record = useRecordContext<ContactMessage>();
  const paths = useSpecPaths();
  const { canAccess: maySend } = useCanAccess({ resource: 'emails', action: 'create' });
  const { canAccess: mayUpdate } = useCanAccess({ resource: 'contact-messages', action: 'edit' });
  if (!record || !maySend || !mayUpdate) return null;
  return (
    <Button component={LinkBase} to={paths.add('emails')} state={{ record: replyDraft(record) }} label="resources.contact-messages.reply.button">
      <ReplyIcon />
    </Button>
  );
}
