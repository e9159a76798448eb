/**
 * The email template editor's preview (docs/decisions.md#email-templates): one language's
 * subject and body as a chosen recipient would receive them — a user or an organisation found by
 * typing (the lists' search, only of the resources the editor may list), or a typed address —
 * with the placeholders filled as the server fills them ({@link placeholderValues},
 * {@link fillPlaceholders}) and the body's Markdown rendered. Placeholders that recipient
 * cannot fill are named, as the server would refuse the mail.
 */
import { useMemo, useState } from 'react';
import { Alert, Autocomplete, Box, Paper, TextField, Typography } from '@mui/material';
import { useCanAccessResources, useGetList, useTranslate, type RaRecord } from 'react-admin';
import { isEmailAddress } from '../../shared/contact';
import { fillPlaceholders, placeholderValues, unfillablePlaceholders, type PlaceholderRecipient, type TemplateTranslation } from '../../shared/email-templates';
import { RenderedMarkdown } from '../../admin/crud/markdownFields';

/** One choice of the recipient picker. */
interface RecipientOption {
  key: string;
  label: string;
  recipient: PlaceholderRecipient;
}

/** Characters typed before the lists are searched. */
const MIN_TERM_LENGTH = 2;
/** Matches offered of each resource. */
const OPTIONS_PER_KIND = 5;

/** Users and organisations matching `term` (those the editor may list), and `term` itself when it is an address. */
function useRecipientOptions(term: string): RecipientOption[] {
  const { canAccess } = useCanAccessResources({ action: 'list', resources: ['users', 'organisations'] });
  const searching = term.length >= MIN_TERM_LENGTH;
  const list = (field: string) => ({ pagination: { page: 1, perPage: OPTIONS_PER_KIND }, sort: { field, order: 'ASC' as const }, filter: { q: term } });
  const users = useGetList<RaRecord>('users', list('lastName'), { enabled: searching && !!canAccess?.users });
  const organisations = useGetList<RaRecord>('organisations', list('name'), { enabled: searching && !!canAccess?.organisations });
  return useMemo(() => {
    if (!searching) return [];
    const fromUsers = (users.data ?? []).map(
      (user): RecipientOption => ({
        key: `user-${user.id}`,
        label: `${user.firstName} ${user.lastName} <${user.email}>`,
        recipient: { kind: 'user', firstName: String(user.firstName), lastName: String(user.lastName), email: String(user.email) },
      }),
    );
    const fromOrganisations = (organisations.data ?? [])
      .filter((organisation) => typeof organisation.email === 'string' && organisation.email)
      .map(
        (organisation): RecipientOption => ({
          key: `organisation-${organisation.id}`,
          label: `${organisation.name} <${organisation.email}>`,
          recipient: { kind: 'organisation', name: String(organisation.name), email: String(organisation.email) },
        }),
      );
    const typed: RecipientOption[] = isEmailAddress(term) ? [{ key: `address-${term}`, label: term, recipient: { kind: 'address', email: term } }] : [];
    return [...fromUsers, ...fromOrganisations, ...typed];
  }, [searching, term, users.data, organisations.data]);
}

/** The preview of `translation` (the language being edited) for a recipient the editor picks. */
export function TemplatePreview({ translation }: { translation: TemplateTranslation }) {
  const translate = useTranslate();
  const [input, setInput] = useState('');
  const [choice, setChoice] = useState<RecipientOption | null>(null);
  const options = useRecipientOptions(input.trim());
  const kindName = (option: RecipientOption) => translate(`resources.email-templates.placeholders.kinds.${option.recipient.kind}`);
  const values = choice ? placeholderValues(choice.recipient) : {};
  const missing = choice ? unfillablePlaceholders(translation, choice.recipient.kind) : [];
  const written = translation.subject.trim() || translation.body.trim();

  return (
    <Box data-testid="template-preview" sx={{ mt: 2 }}>
      <Typography variant="subtitle2" component="h3" gutterBottom>
        {translate('resources.email-templates.preview.title')}
      </Typography>
      <Autocomplete<RecipientOption, false, false, false>
        options={options}
        value={choice}
        onChange={(_event, option) => setChoice(option)}
        inputValue={input}
        onInputChange={(_event, value) => setInput(value)}
        groupBy={kindName}
        getOptionLabel={(option) => option.label}
        getOptionKey={(option) => option.key}
        isOptionEqualToValue={(option, value) => option.key === value.key}
        filterOptions={(all) => all}
        noOptionsText={translate('resources.email-templates.preview.hint')}
        size="small"
        sx={{ maxWidth: 480 }}
        renderInput={(params) => (
          <TextField {...params} label={translate('resources.email-templates.preview.recipient')} helperText={translate('resources.email-templates.preview.hint')} />
        )}
      />
      {choice && !written ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {translate('resources.email-templates.preview.empty')}
        </Typography>
      ) : null}
      {choice && written ? (
        <Paper variant="outlined" sx={{ mt: 1.5, p: 2 }} data-testid="template-preview-mail">
          <Typography variant="body2" color="text.secondary">
            {translate('resources.email-templates.preview.to')}: {choice.recipient.email}
          </Typography>
          <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600, my: 1 }}>
            {fillPlaceholders(translation.subject, values)}
          </Typography>
          <RenderedMarkdown source={fillPlaceholders(translation.body, values)} emptyText="" />
          {missing.length ? (
            <Alert severity="warning" sx={{ mt: 1.5 }}>
              {translate('resources.email-templates.preview.unfillable', { names: missing.map((name) => `{{${name}}}`).join(', ') })}
            </Alert>
          ) : null}
        </Paper>
      ) : null}
    </Box>
  );
}
