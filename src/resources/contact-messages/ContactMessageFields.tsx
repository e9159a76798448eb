/** How a contact message's status, texts, assignee and replies read and are edited in the inbox. */
import { Fragment, useId, type ReactNode } from 'react';
import { Box, Button, Chip, Link, List, ListItem, Skeleton, Stack, Typography } from '@mui/material';
import AssignmentIndOutlined from '@mui/icons-material/AssignmentIndOutlined';
import { useFormContext, useWatch } from 'react-hook-form';
import { AutocompleteInput, ReferenceInput, useCanAccess, useGetIdentity, useGetList, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { MAX_PAGE_SIZE, type Email } from '../../shared/api';
import type { CONTACT_STATUSES } from '../../shared/enums';
import { LANGUAGE_MENU } from '../../shared/languages';
import { PICKER_PAGE_SIZE, useSpecPaths, type DeclaredDisplayProps, type DeclaredInputProps } from '../../admin/crud';
import { useIntlLocale } from '../../admin/useIntlLocale';
import { EMAIL_STATUS_CHOICES } from '../emails/declaration';
import type { ContactMessage } from './types';

type ContactStatus = (typeof CONTACT_STATUSES)[number];

const STATUS_COLOURS: Readonly<Record<ContactStatus, 'warning' | 'info' | 'success' | 'default'>> = {
  new: 'warning',
  'in-progress': 'info',
  handled: 'success',
  spam: 'default',
};

/** A message's status as a coloured chip with its translated label. */
export function ContactStatusChip({ status }: { status: ContactStatus }) {
  const translate = useTranslate();
  return <Chip size="small" variant="outlined" color={STATUS_COLOURS[status]} label={translate(`resources.contact-messages.statuses.${status}`)} data-status={status} />;
}

/** The status column and details row. */
export function ContactStatusField(_props: DeclaredDisplayProps) {
  const record = useRecordContext<ContactMessage>();
  if (!record) return null;
  return <ContactStatusChip status={record.status} />;
}

/** A text over several lines as written (the visitor's message, the note), or "—". */
export function MultilineTextField({ source }: DeclaredDisplayProps) {
  const record = useRecordContext<ContactMessage>();
  const value = record?.[source as keyof ContactMessage];
  if (typeof value !== 'string' || !value) return <Typography variant="body2">—</Typography>;
  return (
    <Typography variant="body2" component="div" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', maxWidth: 760 }}>
      {value}
    </Typography>
  );
}

const fullName = (user: RaRecord) => `${String(user.firstName ?? '')} ${String(user.lastName ?? '')}`.trim();

/**
 * The assignee: an active user, searched by name; cleared, the message is unassigned (null).
 * "Assign to me" beside it picks the signed-in user (absent while they are the assignee).
 */
export function AssigneeInput({ source, label, validate }: DeclaredInputProps) {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const { setValue } = useFormContext();
  const assignee: unknown = useWatch({ name: source });
  const mine = identity?.id !== undefined && String(assignee ?? '') === String(identity.id);
  return (
    // Beside the picker from `sm`, under it on phones; its words always shown (not an icon alone).
    <Stack direction={{ xs: 'column', sm: 'row' }} useFlexGap sx={{ alignItems: 'flex-start', columnGap: 1.5, width: '100%' }}>
      <ReferenceInput source={source} reference="users" perPage={PICKER_PAGE_SIZE} sort={{ field: 'lastName', order: 'ASC' }} filter={{ isActive: true }}>
        <AutocompleteInput
          label={label}
          optionText={fullName}
          filterToQuery={(q: string) => ({ q })}
          validate={validate}
          parse={(value: unknown) => (value === '' || value === undefined ? null : value)}
          sx={{ flex: 1, minWidth: 0, width: '100%' }}
        />
      </ReferenceInput>
      {identity && !mine ? (
        <Button
          size="small"
          startIcon={<AssignmentIndOutlined />}
          onClick={() => setValue(source, identity.id, { shouldDirty: true, shouldTouch: true })}
          sx={{ flexShrink: 0, mt: { xs: -1, sm: 1.25 }, mb: 1 }}
        >
          {translate('resources.contact-messages.assignToMe')}
        </Button>
      ) : null}
    </Stack>
  );
}

/**
 * The message being worked on, read-only above the edit form's status, assignee and note: who
 * sent it (name, email, company), when it was received, the page language, and its text.
 */
export function ContactMessageSummary() {
  const record = useRecordContext<ContactMessage>();
  const translate = useTranslate();
  const locale = useIntlLocale();
  const headingId = useId();
  if (!record) return null;
  const label = (field: string) => translate(`resources.contact-messages.fields.${field}`);
  const rows: [string, ReactNode][] = [
    [label('name'), record.name],
    [label('email'), <Link key="email" href={`mailto:${record.email}`}>{record.email}</Link>],
    ...(record.company ? [[label('company'), record.company] as [string, ReactNode]] : []),
    [label('createdAt'), <time key="received" dateTime={record.createdAt}>{new Date(record.createdAt).toLocaleString(locale)}</time>],
    [label('language'), LANGUAGE_MENU.find((entry) => entry.code === record.language)?.nativeName ?? record.language],
  ];
  return (
    <Box component="section" aria-labelledby={headingId} data-testid="contact-message-summary" sx={{ px: 2, pt: 2, maxWidth: 792 }}>
      <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {translate('resources.contact-messages.edit.message')}
      </Typography>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'max-content minmax(0, 1fr)',
          columnGap: 2,
          rowGap: 0.5,
          m: 0,
          typography: 'body2',
          '& dt': { color: 'text.secondary' },
          '& dd': { m: 0, overflowWrap: 'anywhere' },
        }}
      >
        {rows.map(([term, value]) => (
          <Fragment key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
      </Box>
      <Box
        component="blockquote"
        aria-label={label('message')}
        sx={{ m: 0, mt: 1.5, px: 2, py: 1.5, borderLeft: 3, borderColor: 'divider', bgcolor: 'action.hover', borderRadius: 1, typography: 'body2', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
      >
        {record.message}
      </Box>
    </Box>
  );
}

/**
 * The replies sent to the message: the outbox rows whose `contactMessageId` is it
 * (`GET /emails/paged?contactMessageId=…`, `emails.read`), oldest first, each with its time,
 * recipient, subject, delivery status and a link to it. Nothing without `emails.read`.
 */
export function RepliesField(_props: DeclaredDisplayProps) {
  const record = useRecordContext<ContactMessage>();
  const translate = useTranslate();
  const paths = useSpecPaths();
  const locale = useIntlLocale();
  const { canAccess } = useCanAccess({ resource: 'emails', action: 'list' });
  const { data, isPending, error } = useGetList<Email>(
    'emails',
    { filter: { contactMessageId: record?.id }, pagination: { page: 1, perPage: MAX_PAGE_SIZE }, sort: { field: 'createdAt', order: 'ASC' } },
    { enabled: !!record && !!canAccess },
  );
  if (!record || !canAccess) return null;
  if (isPending) return <Skeleton variant="text" width={240} />;
  if (error) return <Typography variant="body2" color="error">{translate('ra.notification.http_error')}</Typography>;
  if (!data?.length) return <Typography variant="body2">{translate('resources.contact-messages.replies.none')}</Typography>;
  return (
    <List dense disablePadding aria-label={translate('resources.contact-messages.replies.title')} data-testid="contact-replies">
      {data.map((reply) => (
        <ListItem key={reply.id} disableGutters sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'baseline' }}>
          <Box component="time" dateTime={reply.createdAt} sx={{ color: 'text.secondary', typography: 'body2' }}>
            {new Date(reply.createdAt).toLocaleString(locale)}
          </Box>
          <Link component={RouterLink} to={paths.show('emails', reply.id)} sx={{ overflowWrap: 'anywhere' }}>
            {reply.subject}
          </Link>
          <Typography variant="body2" component="span" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {reply.to}
          </Typography>
          <Chip size="small" variant="outlined" label={translate(EMAIL_STATUS_CHOICES.find((choice) => choice.id === reply.status)?.label ?? reply.status)} />
        </ListItem>
      ))}
    </List>
  );
}
