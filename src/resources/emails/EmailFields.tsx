/** How a mail's status and message read in the outbox. */
import { Box, Chip, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Email } from '../../contract/api';
import type { DeclaredDisplayProps } from '../../admin/crud';

const STATUS_COLOURS = { queued: 'info', sending: 'info', sent: 'success', failed: 'error' } as const;

/** The status as a coloured chip. */
export function EmailStatusField(_props: DeclaredDisplayProps) {
  const record = useRecordContext<Email>();
  const translate = useTranslate();
  if (!record) return null;
  return <Chip size="small" variant="outlined" color={STATUS_COLOURS[record.status]} label={translate(`resources.emails.statuses.${record.status}`)} data-status={record.status} />;
}

/**
 * The message as sent: the sanitised HTML part of a composed mail (rendered by the server's
 * Markdown renderer, which allows no script or event attributes), else the plain text.
 */
export function EmailBodyField(_props: DeclaredDisplayProps) {
  const record = useRecordContext<Email>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, maxWidth: 760, overflowWrap: 'anywhere' }} data-testid="email-body">
      {record.html ? (
        <Box sx={{ '& > :first-of-type': { mt: 0 }, '& img': { maxWidth: '100%' } }} dangerouslySetInnerHTML={{ __html: record.html }} />
      ) : (
        <Typography component="pre" variant="body2" sx={{ m: 0, whiteSpace: 'pre-wrap', fontFamily: 'inherit' }}>
          {record.body}
        </Typography>
      )}
      {!record.retryable ? (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
          {translate('resources.emails.secretFreeCopy')}
        </Typography>
      ) : null}
    </Box>
  );
}
