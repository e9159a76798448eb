/** How a mail's status, message and the other recipients of its send read in the outbox. */
import { Box, Chip, Link, List, ListItem, Skeleton, Typography } from '@mui/material';
import { useGetList, useRecordContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { MAX_PAGE_SIZE, type Email } from '../../shared/api';
import { useSpecPaths, type DeclaredDisplayProps } from '../../admin/crud';

const STATUS_COLOURS = { queued: 'info', sending: 'info', sent: 'success', failed: 'error' } as const;

/** A delivery status as a coloured chip with its translated label. */
function StatusChip({ status }: { status: Email['status'] }) {
  const translate = useTranslate();
  return <Chip size="small" variant="outlined" color={STATUS_COLOURS[status]} label={translate(`resources.emails.statuses.${status}`)} data-status={status} />;
}

/** The status as a coloured chip. */
export function EmailStatusField(_props: DeclaredDisplayProps) {
  const record = useRecordContext<Email>();
  if (!record) return null;
  return <StatusChip status={record.status} />;
}

/**
 * The other recipients of the same send (rows sharing the record's `batchId`, read with
 * `GET /emails/paged?batchId=…`), each with its own delivery status and a link to its row: a
 * composed mail is sent as one message per recipient, so each row is one recipient.
 */
export function EmailBatchField(_props: DeclaredDisplayProps) {
  const record = useRecordContext<Email>();
  const translate = useTranslate();
  const paths = useSpecPaths();
  const batchId = record?.batchId ?? null;
  const { data, isPending, error } = useGetList<Email>(
    'emails',
    { filter: { batchId }, pagination: { page: 1, perPage: MAX_PAGE_SIZE }, sort: { field: 'id', order: 'ASC' } },
    { enabled: batchId !== null },
  );
  if (!record) return null;
  const none = <Typography variant="body2">{translate('resources.emails.batch.none')}</Typography>;
  if (batchId === null) return none;
  if (isPending) return <Skeleton variant="text" width={240} />;
  if (error) {
    return (
      <Typography variant="body2" color="error">
        {translate('resources.emails.batch.loadFailed')}
      </Typography>
    );
  }
  const others = (data ?? []).filter((row) => row.id !== record.id);
  if (others.length === 0) return none;
  return (
    <Box>
      <List dense disablePadding aria-label={translate('resources.emails.batch.others')}>
        {others.map((row) => (
          <ListItem key={row.id} disableGutters sx={{ gap: 1, flexWrap: 'wrap' }}>
            <Link component={RouterLink} to={paths.show('emails', row.id)} sx={{ overflowWrap: 'anywhere' }}>
              {row.to}
            </Link>{' '}
            <StatusChip status={row.status} />
          </ListItem>
        ))}
      </List>
      <Typography variant="caption" color="text.secondary" component="p">
        {translate('resources.emails.batch.separate')}
      </Typography>
    </Box>
  );
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
