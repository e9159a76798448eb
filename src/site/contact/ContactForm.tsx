import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import SendOutlined from '@mui/icons-material/SendOutlined';
import { CONTACT_EMAIL } from '../layout/Footer';
import { toast } from '../toast';
import { useLanguage } from '../useLanguage';
import { errorText, postPublic, serverFieldMessages, type FieldMessage } from './api';
import { CONTACT_LIMITS, lengthOf } from '../../shared/contact';
import { CONTACT_FIELDS, contactErrors, contactFieldError, EMPTY_CONTACT, type ContactField, type ContactValues } from './validation';
import { island } from '../islands/island';

type Errors = Partial<Record<ContactField, string>>;

const isContactField = (field: string | undefined): field is ContactField => CONTACT_FIELDS.includes(field as ContactField);

/**
 * The contact form: name, email, optional company and message, plus the hidden `website`
 * honeypot. Fields are checked on blur and on submit with the server's limits; the send button
 * shows a busy state; success replaces the form with a confirmation and a toast. A 422 puts the
 * server's field errors on the fields, a 429 explains the rate limit, anything else toasts the
 * server's error or a generic one, all in the page's language.
 */
function ContactForm() {
  const { t } = useTranslation('contact');
  const { lng, localize } = useLanguage();
  const [values, setValues] = useState<ContactValues>(EMPTY_CONTACT);
  const [touched, setTouched] = useState<Partial<Record<ContactField, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<Partial<Record<ContactField, FieldMessage>>>({});
  const [busy, setBusy] = useState(false);
  const [rateLimited, setRateLimited] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const successRef = useRef<HTMLHeadingElement>(null);

  const clientErrors: Errors = contactErrors(values);

  useEffect(() => {
    // Move focus to the confirmation so that screen readers announce it.
    if (sentTo) successRef.current?.focus();
  }, [sentTo]);

  const messageFor = (field: ContactField): string | undefined => {
    const server = serverErrors[field];
    if (server) return server.key ? t(server.key) : server.text;
    const key = touched[field] ? clientErrors[field] : undefined;
    return key ? t(key) : undefined;
  };

  const change = (field: keyof ContactValues) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const value = event.target.value;
    setValues((current) => ({ ...current, [field]: value }));
    if (isContactField(field) && serverErrors[field]) setServerErrors(({ [field]: _dropped, ...rest }) => rest);
  };

  const blur = (field: ContactField) => () => setTouched((current) => ({ ...current, [field]: true }));

  /** Moves focus to the first of `fields` in the form's order. */
  const focusFirst = (form: HTMLFormElement, fields: ContactField[]) => {
    const first = CONTACT_FIELDS.find((field) => fields.includes(field));
    if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (busy) return;
    setTouched({ name: true, email: true, company: true, message: true });
    setRateLimited(false);
    const invalid = Object.keys(clientErrors) as ContactField[];
    if (invalid.length) {
      focusFirst(form, invalid);
      return;
    }

    setBusy(true);
    const email = values.email.trim();
    const result = await postPublic('/public/contact', {
      name: values.name.trim(),
      email,
      ...(values.company.trim() ? { company: values.company.trim() } : {}),
      message: values.message.trim(),
      language: lng,
      website: values.website,
    });
    setBusy(false);

    if (result.ok) {
      setSentTo(email);
      setServerErrors({});
      toast(t('success.toast'), 'success');
      return;
    }
    if (result.status === 422 && result.body?.errors?.some((e) => isContactField(e.field))) {
      const next = serverFieldMessages(result.body.errors, isContactField, (field) => contactFieldError(field, values));
      setServerErrors(next);
      // After the fields are enabled again.
      setTimeout(() => focusFirst(form, Object.keys(next) as ContactField[]));
      toast(t('errors.fields'), 'error');
      return;
    }
    if (result.status === 429) {
      setRateLimited(true);
      toast(t('errors.tooMany'), 'error');
      return;
    }
    const serverText = result.status >= 400 && result.status < 500 ? errorText(result.body) : undefined;
    toast(serverText ?? t('errors.generic', { email: CONTACT_EMAIL }), 'error');
  };

  const reset = () => {
    setValues(EMPTY_CONTACT);
    setTouched({});
    setServerErrors({});
    setSentTo(null);
  };

  if (sentTo) {
    return (
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }} role="status" data-testid="contact-success">
        <CheckCircleOutline color="success" sx={{ fontSize: 56 }} aria-hidden />
        <Typography ref={successRef} tabIndex={-1} variant="h2" sx={{ fontSize: '1.6rem', mt: 1, mb: 1.5, outline: 'none' }}>
          {t('success.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>{t('success.text', { email: sentTo })}</Typography>
        <Button variant="outlined" onClick={reset}>{t('success.another')}</Button>
      </Paper>
    );
  }

  const field = (name: ContactField) => {
    const message = messageFor(name);
    return {
      name,
      value: values[name],
      onChange: change(name),
      onBlur: blur(name),
      error: Boolean(message),
      fullWidth: true,
      disabled: busy,
    };
  };
  const messageError = messageFor('message');

  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 } }}>
      <Typography id="contact-form-title" variant="h2" sx={{ fontSize: { xs: '1.5rem', md: '1.75rem' }, mb: 1 }}>
        {t('form.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>{t('form.intro')}</Typography>
      <Stack component="form" spacing={2.5} noValidate onSubmit={submit} aria-labelledby="contact-form-title" data-testid="contact-form">
        <TextField {...field('name')} label={t('form.name')} required autoComplete="name" helperText={messageFor('name')} />
        <TextField {...field('email')} label={t('form.email')} type="email" required autoComplete="email" helperText={messageFor('email')} />
        <TextField {...field('company')} label={t('form.company')} autoComplete="organization" helperText={messageFor('company')} />
        <TextField
          {...field('message')}
          label={t('form.message')}
          required
          multiline
          minRows={6}
          helperText={messageError ?? t('form.messageCount', { count: lengthOf(values.message.trim()), max: CONTACT_LIMITS.message.max })}
        />
        {/* Honeypot: off screen, out of the tab order and hidden from assistive technology. */}
        <Box aria-hidden="true" sx={{ position: 'absolute', left: '-10000px', top: 'auto', width: '1px', height: '1px', overflow: 'hidden' }}>
          <label htmlFor="contact-website">{t('form.website')}</label>
          <input id="contact-website" type="text" name="website" tabIndex={-1} autoComplete="off" value={values.website} onChange={change('website')} />
        </Box>
        {rateLimited && <Alert severity="warning">{t('errors.tooMany')}</Alert>}
        <Box>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={busy}
            aria-busy={busy}
            startIcon={busy ? <CircularProgress size={18} color="inherit" /> : <SendOutlined aria-hidden />}
            data-testid="contact-submit"
          >
            {busy ? t('form.sending') : t('form.submit')}
          </Button>
        </Box>
        <Typography variant="body2" color="text.secondary">
          {t('form.privacyNote')}{' '}
          <Link component={RouterLink} to={localize('/privacy')} underline="hover">{t('form.privacyLink')}</Link>
        </Typography>
      </Stack>
    </Paper>
  );
}

/** An island (src/site/islands/island.tsx): the form is checked and sent by script once hydrated at load. */
export default island('contact-form', ContactForm);
