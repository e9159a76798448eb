import { useEffect, useState } from 'react';
import { Alert, Box, Card, CardContent, Grid, Skeleton, Typography } from '@mui/material';
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
  useDataProvider,
  useNotify,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import SendIcon from '@mui/icons-material/Send';
import type { EmailSendResult } from '../../shared/api';
import { emailsDefinition, MAX_ADDRESS_LENGTH, MAX_BODY_LENGTH, MAX_RECIPIENTS } from '../../shared/resources/emails';
import type { AdminDataProvider, CreatePathMeta } from '../../admin/dataProviderTypes';
import { isSubmissionErrors, ListLinkButton, useErrorToast, useSpecPaths, validatorsOf } from '../../admin/crud';
import { useDocumentTitle } from '../../admin/useDocumentTitle';

/**
 * Subject and body: required, and held to the definition's rules with its messages
 * (src/shared/resources/emails.ts), the rules and texts `POST /emails/send` answers 422 with.
 */
const { subject: subjectField, body: bodyField } = emailsDefinition.fields;
const validateSubject = validatorsOf({ source: 'subject', type: 'text', validation: { required: true }, definition: subjectField });
const validateBody = validatorsOf({ source: 'body', type: 'textarea', validation: { required: true }, definition: bodyField });

const SEND_META: CreatePathMeta = { apiPath: '/emails/send' };
/** The preview is asked for after typing pauses this long (ms). */
const PREVIEW_DELAY_MS = 400;

/** Addresses typed in one field, separated by commas, semicolons or spaces. */
export function splitAddresses(text: unknown): string[] {
  return typeof text === 'string' ? text.split(/[\s,;]+/).map((part) => part.trim()).filter(Boolean) : [];
}

/** Loose address check before sending (the server's `email` format is the rule), and the server's length bound. */
const ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const isAddress = (address: string) => ADDRESS.test(address) && [...address].length <= MAX_ADDRESS_LENGTH;

/** More recipients than one mail may have (`POST /emails/send`'s limit per list of recipients). */
const tooMany = (count: number) => (count > MAX_RECIPIENTS ? { message: 'resources.emails.validation.tooMany', args: { max: MAX_RECIPIENTS } } : undefined);

/** A recipients field: every address valid (i18n key with the first bad one otherwise), and not too many. */
const addressesValidator = (value: unknown) => {
  const addresses = splitAddresses(value);
  const bad = addresses.find((address) => !isAddress(address));
  return bad ? { message: 'resources.emails.validation.address', args: { address: bad } } : tooMany(addresses.length);
};

/** A picker of users or organisations: not too many. */
const pickedValidator = (value: unknown) => tooMany(Array.isArray(value) ? value.length : 0);

interface ComposeValues {
  to?: string;
  cc?: string;
  userIds?: number[];
  organisationIds?: number[];
  subject?: string;
  body?: string;
  /** A reply to this contact message (the form is opened from its Reply button). */
  contactMessageId?: number;
  /** The sender of that message, shown above the form; not sent. */
  replyToName?: string;
}

/**
 * The To field: its addresses as any recipients field, and at least one recipient in the form
 * (an address, a user or an organisation). Checked per field, not by a form-level `validate`:
 * react-admin's form-level validation replaces every input's own validators.
 */
const toValidator = (value: unknown, values: ComposeValues | undefined) => {
  const broken = addressesValidator(value);
  if (broken) return broken;
  const none = splitAddresses(value).length === 0 && !values?.userIds?.length && !values?.organisationIds?.length;
  return none ? 'resources.emails.validation.recipients' : undefined;
};

/** The form's values as `POST /emails/send` takes them. */
export function toSendPayload(values: ComposeValues) {
  const payload: Record<string, unknown> = { to: splitAddresses(values.to), subject: (values.subject ?? '').trim(), body: values.body ?? '' };
  const cc = splitAddresses(values.cc);
  if (cc.length) payload.cc = cc;
  if (values.userIds?.length) payload.userIds = values.userIds;
  if (values.organisationIds?.length) payload.organisationIds = values.organisationIds;
  if (typeof values.contactMessageId === 'number') payload.contactMessageId = values.contactMessageId;
  return payload;
}

/** Above the form of a reply: whose message it answers, and that sending marks it in progress. */
function ReplyNotice() {
  const contactMessageId = useWatch<ComposeValues, 'contactMessageId'>({ name: 'contactMessageId' });
  const name = useWatch<ComposeValues, 'replyToName'>({ name: 'replyToName' });
  const translate = useTranslate();
  if (typeof contactMessageId !== 'number') return null;
  return (
    <Alert severity="info" sx={{ mb: 2 }} data-testid="reply-notice">
      {translate('resources.contact-messages.reply.replyingTo', { name: name ?? `#${contactMessageId}` })}
    </Alert>
  );
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
 * and the first recipient's outbox entry opens, listing the others. Opened with a record in
 * the router state (react-admin's prefill), the form starts from it: a contact message's Reply
 * button gives the sender, "Re: …" and the quoted message with `contactMessageId`, which the
 * send carries; after a reply the message's details open, where it is listed.
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
        onSuccess: (answer: RaRecord, variables: { data?: { contactMessageId?: unknown } }) => {
          const sent = answer as unknown as EmailSendResult;
          const count = sent.count ?? 1;
          if (count > 1) notify('resources.emails.compose.queuedEach', { type: 'success', messageArgs: { smart_count: count } });
          else notify('resources.emails.compose.queued', { type: 'success' });
          // A reply goes back to the message, where it is listed.
          const replied = variables.data?.contactMessageId;
          navigate(typeof replied === 'number' ? paths.show('contact-messages', replied) : paths.show('emails', sent.id));
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
          toolbar={
            <Toolbar>
              <SaveButton label="resources.emails.compose.send" icon={<SendIcon />} alwaysEnable />
            </Toolbar>
          }
        >
          <Grid container spacing={3} sx={{ width: '100%' }}>
            <Grid size={{ xs: 12, md: 7 }}>
              <ReplyNotice />
              <TextInput source="to" label="resources.emails.compose.to" helperText="resources.emails.compose.toHelp" validate={toValidator} fullWidth />
              <ReferenceArrayInput source="userIds" reference="users" sort={{ field: 'lastName', order: 'ASC' }} perPage={25}>
                <AutocompleteArrayInput label="resources.emails.compose.users" optionText={fullName} fullWidth filterToQuery={(q: string) => ({ q })} validate={pickedValidator} />
              </ReferenceArrayInput>
              <ReferenceArrayInput source="organisationIds" reference="organisations" sort={{ field: 'name', order: 'ASC' }} perPage={25}>
                <AutocompleteArrayInput
                  label="resources.emails.compose.organisations"
                  optionText="name"
                  fullWidth
                  helperText="resources.emails.compose.organisationsHelp"
                  filterToQuery={(q: string) => ({ q })}
                  validate={pickedValidator}
                />
              </ReferenceArrayInput>
              <TextInput source="cc" label="resources.emails.fields.cc" validate={addressesValidator} fullWidth />
              <TextInput source="subject" label="resources.emails.fields.subject" validate={validateSubject} fullWidth />
              <TextInput
                source="body"
                label="resources.emails.compose.body"
                helperText="resources.emails.compose.bodyHelp"
                validate={validateBody}
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
