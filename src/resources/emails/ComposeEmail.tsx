import { useEffect, useState } from 'react';
import { Box, Card, CardContent, Grid, Skeleton, Typography } from '@mui/material';
import {
  AutocompleteArrayInput,
  CreateBase,
  ReferenceArrayInput,
  SaveButton,
  SimpleForm,
  TextInput,
  Title,
  Toolbar,
  TopToolbar,
  maxLength,
  required,
  useDataProvider,
  useNotify,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import SendIcon from '@mui/icons-material/Send';
import type { EmailSendResult } from '../../shared/api';
import type { AdminDataProvider, CreatePathMeta } from '../../admin/dataProviderTypes';
import { isSubmissionErrors, ListLinkButton, useErrorToast, useSpecPaths } from '../../admin/crud';
import { useDocumentTitle } from '../../admin/useDocumentTitle';

/** Server limits (server/routes/emails.ts). */
export const MAX_SUBJECT_LENGTH = 200;
export const MAX_BODY_LENGTH = 50_000;

const SEND_META: CreatePathMeta = { apiPath: '/emails/send' };
/** The preview is asked for after typing pauses this long (ms). */
const PREVIEW_DELAY_MS = 400;

/** Addresses typed in one field, separated by commas, semicolons or spaces. */
export function splitAddresses(text: unknown): string[] {
  return typeof text === 'string' ? text.split(/[\s,;]+/).map((part) => part.trim()).filter(Boolean) : [];
}

/** Loose address check before sending (the server's `email` format is the rule). */
const ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A recipients field: every address valid (i18n key with the first bad one otherwise). */
const addressesValidator = (value: unknown) => {
  const bad = splitAddresses(value).find((address) => !ADDRESS.test(address));
  return bad ? { message: 'resources.emails.validation.address', args: { address: bad } } : undefined;
};

interface ComposeValues {
  to?: string;
  cc?: string;
  userIds?: number[];
  organisationIds?: number[];
  subject?: string;
  body?: string;
}

/** At least one recipient: an address, a user or an organisation. */
function validateCompose(values: ComposeValues) {
  const none = splitAddresses(values.to).length === 0 && !values.userIds?.length && !values.organisationIds?.length;
  return none ? { to: 'resources.emails.validation.recipients' } : {};
}

/** The form's values as `POST /emails/send` takes them. */
export function toSendPayload(values: ComposeValues) {
  const payload: Record<string, unknown> = { to: splitAddresses(values.to), subject: (values.subject ?? '').trim(), body: values.body ?? '' };
  const cc = splitAddresses(values.cc);
  if (cc.length) payload.cc = cc;
  if (values.userIds?.length) payload.userIds = values.userIds;
  if (values.organisationIds?.length) payload.organisationIds = values.organisationIds;
  return payload;
}

/** The body rendered by the server (`POST /emails/preview`, the renderer that sends it), after typing pauses. */
function LivePreview() {
  const body = useWatch<ComposeValues, 'body'>({ name: 'body' }) ?? '';
  const subject = useWatch<ComposeValues, 'subject'>({ name: 'subject' }) ?? '';
  const dataProvider = useDataProvider<AdminDataProvider>();
  const translate = useTranslate();
  const [html, setHtml] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      dataProvider
        .postTo<{ html: string }>('/emails/preview', { body: body.slice(0, MAX_BODY_LENGTH) })
        .then(({ data }) => {
          if (!current) return;
          setHtml(data.html);
          setFailed(false);
        })
        .catch(() => current && setFailed(true));
    }, PREVIEW_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [body, dataProvider]);
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="overline" color="text.secondary" component="h2">
          {translate('resources.emails.compose.preview')}
        </Typography>
        <Typography variant="h6" component="p" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
          {subject || translate('resources.emails.compose.noSubject')}
        </Typography>
        {failed ? (
          <Typography color="error" variant="body2">
            {translate('resources.emails.compose.previewFailed')}
          </Typography>
        ) : html === null ? (
          <Skeleton variant="rounded" height={120} />
        ) : html ? (
          // Sanitised by the server's renderer (no scripts, no event attributes).
          <Box data-testid="email-preview" sx={{ overflowWrap: 'anywhere', '& > :first-of-type': { mt: 0 }, '& img': { maxWidth: '100%' } }} dangerouslySetInnerHTML={{ __html: html }} />
        ) : (
          <Typography color="text.secondary" variant="body2">
            {translate('resources.emails.compose.emptyBody')}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

const fullName = (user: RaRecord) => `${String(user.firstName ?? '')} ${String(user.lastName ?? '')}`.trim();

/**
 * Compose an email (`/admin/emails/create`, docs/decisions.md#organisations; `emails.send`): addresses, users and
 * organisations as recipients (at least one), copies, subject and a Markdown body with a live
 * preview beside it; `POST /emails/send` queues one message per recipient (202 {id, count, …})
 * and the first recipient's outbox entry opens, listing the others.
 */
export function ComposeEmail() {
  const translate = useTranslate();
  const notify = useNotify();
  const toastError = useErrorToast();
  const navigate = useNavigate();
  const paths = useSpecPaths();
  const title = translate('resources.emails.compose.title');
  useDocumentTitle(title);
  return (
    <CreateBase
      resource="emails"
      transform={(values: ComposeValues) => toSendPayload(values)}
      mutationOptions={{
        meta: SEND_META,
        onSuccess: (answer: RaRecord) => {
          const sent = answer as unknown as EmailSendResult;
          const count = sent.count ?? 1;
          if (count > 1) notify('resources.emails.compose.queuedEach', { type: 'success', messageArgs: { smart_count: count } });
          else notify('resources.emails.compose.queued', { type: 'success' });
          navigate(paths.show('emails', sent.id));
        },
        // An answer naming fields is shown by the form (each field, and one toast); others toast here.
        onError: (error: unknown) => {
          if (!isSubmissionErrors((error as { body?: { errors?: unknown } } | null)?.body?.errors)) toastError(error);
        },
      }}
    >
      <Title title={title} />
      <TopToolbar>
        <ListLinkButton resource="emails" />
      </TopToolbar>
      <Card>
        <CardContent sx={{ pb: 0 }}>
          <Typography variant="h5" component="h1">
            {title}
          </Typography>
        </CardContent>
        <SimpleForm
          validate={validateCompose}
          toolbar={
            <Toolbar>
              <SaveButton label="resources.emails.compose.send" icon={<SendIcon />} alwaysEnable />
            </Toolbar>
          }
        >
          <Grid container spacing={3} sx={{ width: '100%' }}>
            <Grid size={{ xs: 12, md: 7 }}>
              <TextInput source="to" label="resources.emails.compose.to" helperText="resources.emails.compose.toHelp" validate={addressesValidator} fullWidth />
              <ReferenceArrayInput source="userIds" reference="users" sort={{ field: 'lastName', order: 'ASC' }} perPage={25}>
                <AutocompleteArrayInput label="resources.emails.compose.users" optionText={fullName} fullWidth filterToQuery={(q: string) => ({ q })} />
              </ReferenceArrayInput>
              <ReferenceArrayInput source="organisationIds" reference="organisations" sort={{ field: 'name', order: 'ASC' }} perPage={25}>
                <AutocompleteArrayInput label="resources.emails.compose.organisations" optionText="name" fullWidth helperText="resources.emails.compose.organisationsHelp" filterToQuery={(q: string) => ({ q })} />
              </ReferenceArrayInput>
              <TextInput source="cc" label="resources.emails.fields.cc" validate={addressesValidator} fullWidth />
              <TextInput source="subject" label="resources.emails.fields.subject" validate={[required(), maxLength(MAX_SUBJECT_LENGTH)]} fullWidth />
              <TextInput
                source="body"
                label="resources.emails.compose.body"
                helperText="resources.emails.compose.bodyHelp"
                validate={[required(), maxLength(MAX_BODY_LENGTH)]}
                multiline
                minRows={10}
                fullWidth
              />
            </Grid>
            <Grid size={{ xs: 12, md: 5 }}>
              <LivePreview />
            </Grid>
          </Grid>
        </SimpleForm>
      </Card>
    </CreateBase>
  );
}
