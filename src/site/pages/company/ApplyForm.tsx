import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import SendOutlined from '@mui/icons-material/SendOutlined';
import UploadFile from '@mui/icons-material/UploadFile';
import { lengthOf } from '../../../shared/contact';
import { CV_ACCEPT, CV_MAX_BYTES, JOB_APPLICATION_LIMITS, JOB_APPLICATION_RETENTION_MONTHS, jobApplicationPath } from '../../../shared/job-applications';
import { API_BASE } from '../../../shared/api';
import { errorText, postPublicForm, serverFieldMessages, type FieldMessage } from '../../contact/api';
import { useHydrated } from '../../data';
import { CONTACT_EMAIL } from '../../layout/Footer';
import { toast } from '../../toast';
import { useLanguage } from '../../useLanguage';
import {
  APPLICATION_FIELDS,
  applicationErrors,
  applicationFieldError,
  EMPTY_APPLICATION,
  type ApplicationField,
  type ApplicationValues,
} from './applicationValidation';
import { island } from '../../islands/island';

const isApplicationField = (field: string | undefined): field is ApplicationField => APPLICATION_FIELDS.includes(field as ApplicationField);

/** A file size in the page's language: "1.2 MB", "830 kB". */
function useFileSize(): (bytes: number) => string {
  const { lng } = useLanguage();
  return (bytes) => {
    const [value, unit] = bytes >= 1_000_000 ? [bytes / 1_000_000, 'megabyte'] : [Math.max(1, Math.round(bytes / 1000)), 'kilobyte'];
    return new Intl.NumberFormat(lng, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 }).format(value);
  };
}

/**
 * The application form of an open opening: name, email, phone, LinkedIn, cover letter, the CV
 * (PDF or DOCX up to 5 MB) and consent, plus the hidden `website` honeypot, posted as
 * `multipart/form-data` (src/shared/job-applications.ts). It works before the page's script
 * has run (the prerendered page hydrates after its load event): the browser then checks the
 * required fields itself and posts the form to the API, which sends the visitor back to this page
 * (`#applied`, the confirmation), and what a visitor typed before hydration is kept. Once hydrated,
 * fields are checked on blur and on submit with the server's limits; a 422 puts the server's field errors on the fields (in the
 * page's language), a 404 says the opening has closed, a 429 explains the limit; success
 * replaces the form with a confirmation that names the address the confirmation went to.
 */
function ApplyForm({ slug, title }: { slug: string; title: string }) {
  const { t } = useTranslation('company');
  const { lng, localize } = useLanguage();
  const fileSize = useFileSize();
  const ids = useId();
  const [values, setValues] = useState<ApplicationValues>(EMPTY_APPLICATION);
  const [touched, setTouched] = useState<Partial<Record<ApplicationField, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<Partial<Record<ApplicationField, FieldMessage>>>({});
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<'tooMany' | 'closed' | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const successRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();
  const clientErrors = applicationErrors(values);

  useEffect(() => {
    // Move focus to the confirmation so that screen readers announce it.
    if (sentTo !== null) successRef.current?.focus();
  }, [sentTo]);

  useEffect(() => {
    // The browser posted the form itself before this script ran; the server sent it back here.
    if (window.location.hash === '#applied') {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the address (outside React) says the form was sent
      setSentTo('');
      return;
    }
    // What the visitor typed, chose or ticked before the page's script ran is kept, not reset.
    const form = formRef.current;
    if (!form) return;
    const text = (name: string) => (form.elements.namedItem(name) as HTMLInputElement | HTMLTextAreaElement | null)?.value ?? '';
    const typed: ApplicationValues = {
      name: text('name'),
      email: text('email'),
      phone: text('phone'),
      linkedinUrl: text('linkedinUrl'),
      coverLetter: text('coverLetter'),
      cv: (form.elements.namedItem('cv') as HTMLInputElement | null)?.files?.[0] ?? null,
      consent: (form.elements.namedItem('consent') as HTMLInputElement | null)?.checked ?? false,
      website: text('website'),
    };
    if (JSON.stringify(typed) !== JSON.stringify(EMPTY_APPLICATION) || typed.cv) setValues(typed);
  }, []);

  const messageFor = (field: ApplicationField): string | undefined => {
    const server = serverErrors[field];
    if (server) return server.key ? t(server.key, { max: CV_MAX_BYTES / 1024 / 1024 }) : server.text;
    const key = touched[field] ? clientErrors[field] : undefined;
    return key ? t(key, { max: CV_MAX_BYTES / 1024 / 1024 }) : undefined;
  };

  const set = <K extends keyof ApplicationValues>(field: K, value: ApplicationValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (isApplicationField(field) && serverErrors[field]) setServerErrors(({ [field]: _dropped, ...rest }) => rest);
  };
  const change = (field: 'name' | 'email' | 'phone' | 'linkedinUrl' | 'coverLetter' | 'website') => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    set(field, event.target.value);
  const blur = (field: ApplicationField) => () => setTouched((current) => ({ ...current, [field]: true }));

  /** Moves focus to the first of `fields` in the form's order. */
  const focusFirst = (form: HTMLFormElement, fields: ApplicationField[]) => {
    const first = APPLICATION_FIELDS.find((field) => fields.includes(field));
    if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (busy) return;
    setTouched(Object.fromEntries(APPLICATION_FIELDS.map((field) => [field, true])));
    setNotice(null);
    const invalid = Object.keys(clientErrors) as ApplicationField[];
    if (invalid.length) {
      focusFirst(form, invalid);
      return;
    }
    const body = new FormData();
    const email = values.email.trim();
    body.append('name', values.name.trim());
    body.append('email', email);
    if (values.phone.trim()) body.append('phone', values.phone.trim());
    if (values.linkedinUrl.trim()) body.append('linkedinUrl', values.linkedinUrl.trim());
    if (values.coverLetter.trim()) body.append('coverLetter', values.coverLetter.trim());
    body.append('consent', 'true');
    body.append('language', lng);
    body.append('website', values.website);
    // The file last: the server reads the fields before the file's bytes.
    body.append('cv', values.cv!, values.cv!.name);

    setBusy(true);
    const result = await postPublicForm(jobApplicationPath(slug), body);
    setBusy(false);

    if (result.ok) {
      setSentTo(email);
      setServerErrors({});
      toast(t('careers.apply.success.toast'), 'success');
      return;
    }
    if (result.status === 422 && result.body?.errors?.some((e) => isApplicationField(e.field))) {
      // The file's bytes only the server can judge: its words then.
      const next = serverFieldMessages(result.body.errors, isApplicationField, (field) => applicationFieldError(field, values));
      setServerErrors(next);
      setTimeout(() => focusFirst(form, Object.keys(next) as ApplicationField[]));
      toast(t('careers.apply.errors.fields'), 'error');
      return;
    }
    if (result.status === 404) {
      setNotice('closed');
      return;
    }
    if (result.status === 429) {
      setNotice('tooMany');
      toast(t('careers.apply.errors.tooMany'), 'error');
      return;
    }
    const serverText = result.status >= 400 && result.status < 500 ? errorText(result.body) : undefined;
    toast(serverText ?? t('careers.apply.errors.generic', { email: CONTACT_EMAIL }), 'error');
  };

  if (sentTo !== null) {
    return (
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }} role="status" data-testid="application-success">
        <CheckCircleOutline color="success" sx={{ fontSize: 56 }} aria-hidden />
        <Typography ref={successRef} tabIndex={-1} variant="h2" sx={{ fontSize: '1.6rem', mt: 1, mb: 1.5, outline: 'none' }}>
          {t('careers.apply.success.title')}
        </Typography>
        <Typography color="text.secondary">
          {sentTo ? t('careers.apply.success.text', { email: sentTo, role: title }) : t('careers.apply.success.textPosted', { role: title })}
        </Typography>
      </Paper>
    );
  }

  const field = (name: 'name' | 'email' | 'phone' | 'linkedinUrl' | 'coverLetter') => {
    const message = messageFor(name);
    return { name, value: values[name], onChange: change(name), onBlur: blur(name), error: Boolean(message), helperText: message, fullWidth: true, disabled: busy };
  };
  const cvError = messageFor('cv');
  const consentError = messageFor('consent');
  const coverLetterError = messageFor('coverLetter');

  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 } }} id="apply">
      {/* Where the API sends back a form the browser posted (`#applied`): the browser scrolls here and the island hydrates at once to confirm. */}
      <span id="applied" />
      <Typography id={`${ids}-title`} variant="h2" sx={{ fontSize: { xs: '1.5rem', md: '1.75rem' }, mb: 1 }}>
        {t('careers.apply.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>{t('careers.apply.intro', { role: title })}</Typography>
      {/*
        Before the page's script runs the browser posts the form itself (multipart, to the API, which
        sends it back here), with its own checks of the required fields; after, the script sends it.
      */}
      <Stack
        component="form"
        ref={formRef}
        spacing={2.5}
        method="post"
        action={`${API_BASE}${jobApplicationPath(slug)}`}
        encType="multipart/form-data"
        noValidate={hydrated}
        onSubmit={submit}
        aria-labelledby={`${ids}-title`}
        data-testid="application-form"
      >
        <input type="hidden" name="language" value={lng} />
        <TextField {...field('name')} label={t('careers.apply.name')} required autoComplete="name" />
        <TextField {...field('email')} label={t('careers.apply.email')} type="email" required autoComplete="email" />
        <TextField {...field('phone')} label={t('careers.apply.phone')} type="tel" autoComplete="tel" />
        <TextField {...field('linkedinUrl')} label={t('careers.apply.linkedinUrl')} type="url" autoComplete="url" placeholder="https://www.linkedin.com/in/…" />
        <TextField
          {...field('coverLetter')}
          label={t('careers.apply.coverLetter')}
          multiline
          minRows={5}
          helperText={coverLetterError ?? t('careers.apply.coverLetterCount', { count: lengthOf(values.coverLetter.trim()), max: JOB_APPLICATION_LIMITS.coverLetter.max })}
        />
        <FormControl error={Boolean(cvError)} required>
          <Typography component="span" id={`${ids}-cv-label`} sx={{ fontWeight: 600, mb: 1 }}>{t('careers.apply.cv')}</Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
            {/* A label, not a button (MUI's file upload pattern): the file input inside it takes the focus and the click; the label shows that focus. */}
            <Button
              component="label"
              role={undefined}
              tabIndex={-1}
              variant="outlined"
              startIcon={<UploadFile aria-hidden />}
              disabled={busy}
              sx={{ '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 } }}
            >
              {values.cv ? t('careers.apply.cvReplace') : t('careers.apply.cvChoose')}
              <input
                name="cv"
                type="file"
                required
                accept={CV_ACCEPT}
                aria-labelledby={`${ids}-cv-label`}
                aria-describedby={`${ids}-cv-help`}
                aria-invalid={Boolean(cvError)}
                style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
                onChange={(event) => {
                  set('cv', event.target.files?.[0] ?? null);
                  setTouched((current) => ({ ...current, cv: true }));
                }}
              />
            </Button>
            {values.cv && <Typography variant="body2">{t('careers.apply.cvChosen', { name: values.cv.name, size: fileSize(values.cv.size) })}</Typography>}
          </Box>
          <FormHelperText id={`${ids}-cv-help`}>{cvError ?? t('careers.apply.cvHelp', { max: CV_MAX_BYTES / 1024 / 1024 })}</FormHelperText>
        </FormControl>
        <FormControl error={Boolean(consentError)} required>
          <FormControlLabel
            control={
              <Checkbox
                name="consent"
                value="true"
                required
                checked={values.consent}
                disabled={busy}
                onChange={(event) => {
                  set('consent', event.target.checked);
                  setTouched((current) => ({ ...current, consent: true }));
                }}
              />
            }
            label={
              <>
                {t('careers.apply.consent', { months: JOB_APPLICATION_RETENTION_MONTHS })}{' '}
                <Link component={RouterLink} to={localize('/privacy')}>{t('careers.apply.privacyLink')}</Link>
              </>
            }
          />
          {consentError && <FormHelperText>{consentError}</FormHelperText>}
        </FormControl>
        {/* Honeypot: off screen, out of the tab order and hidden from assistive technology. */}
        <Box aria-hidden="true" sx={{ position: 'absolute', left: '-10000px', top: 'auto', width: '1px', height: '1px', overflow: 'hidden' }}>
          <label htmlFor={`${ids}-website`}>{t('careers.apply.website')}</label>
          <input id={`${ids}-website`} type="text" name="website" tabIndex={-1} autoComplete="off" value={values.website} onChange={change('website')} />
        </Box>
        {notice && <Alert severity="warning">{t(notice === 'closed' ? 'careers.apply.errors.closed' : 'careers.apply.errors.tooMany')}</Alert>}
        <Box>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={busy}
            aria-busy={busy}
            startIcon={busy ? <CircularProgress size={18} color="inherit" /> : <SendOutlined aria-hidden />}
            data-testid="application-submit"
          >
            {busy ? t('careers.apply.sending') : t('careers.apply.submit')}
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}

/** An island (src/site/islands/island.tsx): hydrated on the visitor's first interaction with it; before that the browser posts it. */
export default island('apply-form', ApplyForm);
