import { Alert, Box, Card, CardContent, Grid, MenuItem, Skeleton, TextField as MuiTextField, Typography } from '@mui/material';
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
  useCanAccess,
  useGetList,
  useLocaleState,
  useNotify,
  useTranslate,
  type RaRecord,
  type Validator,
} from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import SendIcon from '@mui/icons-material/Send';
import type { EmailSendResult } from '../../shared/api';
import { emailsDefinition, MAX_ADDRESS_LENGTH, MAX_BODY_LENGTH, MAX_RECIPIENTS } from '../../shared/resources/emails';
import type { CreatePathMeta } from '../../admin/dataProviderTypes';
import { useRenderedMarkdown } from '../../admin/useRenderedMarkdown';
import { isSubmissionErrors, ListLinkButton, useErrorToast, useSpecPaths, validatorsOf } from '../../admin/crud';
import { useDocumentTitle } from '../../admin/useDocumentTitle';
import type { TemplateTranslations } from '../../shared/email-templates';
import { EMAIL_PATTERN } from '../../shared/contact';
import { LANGUAGE_MENU } from '../../shared/languages';
import { composerTextOf } from '../email-templates/templateForm';

/**
 * Subject and body: required, and held to the definition's rules with its messages
 * (src/shared/resources/emails.ts), the rules and texts `POST /emails/send` answers 422 with.
 */
const { subject: subjectField, body: bodyField } = emailsDefinition.fields;
const subjectValidators = validatorsOf({ source: 'subject', type: 'text', validation: { required: true }, definition: subjectField });
const bodyValidators = validatorsOf({ source: 'body', type: 'textarea', validation: { required: true }, definition: bodyField });

/** `validators` unless a template is picked: then the template's texts are sent, not these fields. */
const unlessTemplate =
  (validators: Validator[]): Validator =>
  async (value, values, props) => {
    if (typeof (values as ComposeValues | undefined)?.templateId === 'number') return undefined;
    for (const validator of validators) {
      const problem = await validator(value, values, props);
      if (problem) return problem;
    }
    return undefined;
  };
const validateSubject = unlessTemplate(subjectValidators);
const validateBody = unlessTemplate(bodyValidators);

const SEND_META: CreatePathMeta = { apiPath: '/emails/send' };

/** Addresses typed in one field, separated by commas, semicolons or spaces. */
export function splitAddresses(text: unknown): string[] {
  return typeof text === 'string' ? text.split(/[\s,;]+/).map((part) => part.trim()).filter(Boolean) : [];
}

/** The server's own address rule before sending: its `email` format and its length bound. */
const isAddress = (address: string) => EMAIL_PATTERN.test(address) && [...address].length <= MAX_ADDRESS_LENGTH;

/** More recipients than one mail may have (`POST /emails/send`'s limit per list of recipients). */
const tooMany = (count: number) => (count > MAX_RECIPIENTS ? { message: 'resources.emails.validation.tooMany', args: { max: MAX_RECIPIENTS } } : undefined);

/** A recipients field: every address valid (i18n key with the first bad one otherwise), and not too many. */
export const addressesValidator = (value: unknown) => {
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
  /** An email template (docs/decisions.md#email-templates): sent in place of subject and body. */
  templateId?: number | null;
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

/**
 * The form's values as `POST /emails/send` takes them: with a template its id in place of the
 * subject and body (the server writes each recipient's mail from the template).
 */
export function toSendPayload(values: ComposeValues) {
  const payload: Record<string, unknown> =
    typeof values.templateId === 'number'
      ? { to: splitAddresses(values.to), templateId: values.templateId }
      : { to: splitAddresses(values.to), subject: (values.subject ?? '').trim(), body: values.body ?? '' };
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
  const translate = useTranslate();
  const { html, failed } = useRenderedMarkdown('/emails/preview', body, MAX_BODY_LENGTH);
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

/**
 * The subject and body: typed, or, with a template picked, its text shown read-only (each
 * recipient gets the template in their own language, see TemplatePicker).
 */
function MessageInputs() {
  const templateId = useWatch<ComposeValues, 'templateId'>({ name: 'templateId' });
  const fromTemplate = typeof templateId === 'number';
  return (
    <>
      <TextInput source="subject" label="resources.emails.fields.subject" validate={validateSubject} readOnly={fromTemplate} fullWidth />
      <TextInput
        source="body"
        label="resources.emails.compose.body"
        helperText={fromTemplate ? 'resources.emails.compose.templateBodyHelp' : 'resources.emails.compose.bodyHelp'}
        validate={validateBody}
        readOnly={fromTemplate}
        multiline
        minRows={10}
        fullWidth
      />
    </>
  );
}

/**
 * "Template" (docs/decisions.md#email-templates), for a sender who may read email templates: picking one
 * fills the subject and body with its text in the interface language (else English, else its
 * first language) and sends its id; the server writes each recipient's mail in the recipient's
 * preferred language with the placeholders filled. "No template" keeps the text to edit freely.
 */
function TemplatePicker() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { setValue } = useFormContext<ComposeValues>();
  const templateId = useWatch<ComposeValues, 'templateId'>({ name: 'templateId' });
  const { canAccess } = useCanAccess({ resource: 'email-templates', action: 'list' });
  const { data: templates = [] } = useGetList<TemplateRecord>(
    'email-templates',
    { pagination: { page: 1, perPage: 200 }, sort: { field: 'name', order: 'ASC' } },
    { enabled: !!canAccess },
  );
  if (!canAccess || templates.length === 0) return null;
  const picked = templates.find((template) => template.id === templateId);
  const shown = picked ? composerTextOf(picked.translations, locale) : null;
  const pick = (value: string) => {
    const template = templates.find((candidate) => String(candidate.id) === value);
    const text = template ? composerTextOf(template.translations, locale) : null;
    if (!template || !text) {
      setValue('templateId', null, { shouldDirty: true });
      return;
    }
    setValue('templateId', template.id as number, { shouldDirty: true });
    setValue('subject', text.subject, { shouldDirty: true, shouldValidate: true });
    setValue('body', text.body, { shouldDirty: true, shouldValidate: true });
  };
  return (
    <MuiTextField
      select
      fullWidth
      size="small"
      margin="dense"
      label={translate('resources.emails.compose.template')}
      value={picked ? String(picked.id) : ''}
      onChange={(event) => pick(event.target.value)}
      helperText={
        shown
          ? translate('resources.emails.compose.templateHelp', { language: LANGUAGE_MENU.find((entry) => entry.code === shown.language)?.nativeName ?? shown.language })
          : translate('resources.emails.compose.templateOptional')
      }
      slotProps={{ htmlInput: { 'data-testid': 'template-picker' }, select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{translate('resources.emails.compose.noTemplate')}</MenuItem>
      {templates.map((template) => (
        <MenuItem key={template.id} value={String(template.id)}>
          {template.name}
        </MenuItem>
      ))}
    </MuiTextField>
  );
}

/** An email template as the picker reads it. */
interface TemplateRecord extends RaRecord {
  name: string;
  translations: TemplateTranslations;
}

const fullName = (user: RaRecord) => `${String(user.firstName ?? '')} ${String(user.lastName ?? '')}`.trim();

/**
 * Compose an email (`/admin/emails/create`, docs/decisions.md#organisations; `emails.send`): addresses, users and
 * organisations as recipients (at least one), copies, subject and a Markdown body with a live
 * preview beside it; `POST /emails/send` queues one message per recipient (202 {id, count, …})
 * and the first recipient's outbox entry opens, listing the others. Opened with a record in
 * the router state (react-admin's prefill), the form starts from it: a contact message's Reply
 * button gives the sender, "Re: …" and the quoted message with `contactMessageId`, which the
 * send carries; after a reply the message's details open, where it is listed. A template
 * picked (TemplatePicker) is sent in place of the subject and body.
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
          warnWhenUnsavedChanges
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
              <TemplatePicker />
              <MessageInputs />
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
