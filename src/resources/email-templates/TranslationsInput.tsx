/**
 * The texts of an email template on its form (docs/decisions.md#email-templates): a tab per
 * language (the seven, by their native names; a tab with text is marked), each with a one-line
 * subject and a Markdown body; the placeholders a template may use are listed with the kinds of
 * recipient that can fill them, and a click on one inserts it where the cursor was (subject or
 * body); under them, the language's mail previewed for a chosen recipient (./TemplatePreview.tsx). The value is `{en: {subject, body}, …}` holding only the
 * languages with text; it is checked as the API checks it ({@link translationsProblem}).
 */
import { useRef, useState } from 'react';
import { Box, Chip, Stack, Tab, Tabs, TextField, Typography } from '@mui/material';
import { useInput, useTranslate, type Validator } from 'react-admin';
import { PLACEHOLDERS_BY_RECIPIENT, RECIPIENT_KINDS, TEMPLATE_PLACEHOLDERS, type TemplateTranslations } from '../../shared/email-templates';
import { LANGUAGE_MENU, LANGUAGE_CODES, type LanguageCode } from '../../shared/languages';
import { MAX_SUBJECT_LENGTH } from '../../shared/resources/emails';
import type { DeclaredInputProps } from '../../admin/crud';
import { languagesOf, translationsProblem, withText } from './templateForm';
import { TemplatePreview } from './TemplatePreview';

/** The form's validator of the translations (with the field's own ones). */
export const validateTranslations: Validator = (value: unknown) => translationsProblem(value);

const nativeName = (code: LanguageCode) => LANGUAGE_MENU.find((entry) => entry.code === code)?.nativeName ?? code;

/** The placeholders and who can fill them; with `onInsert`, a click on one inserts it. */
export function PlaceholderHelp({ onInsert }: { onInsert?: (name: string) => void }) {
  const translate = useTranslate();
  return (
    <Box data-testid="placeholder-help">
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {translate('resources.email-templates.placeholders.help')}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {TEMPLATE_PLACEHOLDERS.map((name) => (
          <Chip
            key={name}
            size="small"
            variant="outlined"
            label={`{{${name}}}`}
            onClick={onInsert ? () => onInsert(name) : undefined}
            aria-label={onInsert ? translate('resources.email-templates.placeholders.insert', { placeholder: `{{${name}}}` }) : undefined}
            title={RECIPIENT_KINDS.filter((kind) => PLACEHOLDERS_BY_RECIPIENT[kind].includes(name))
              .map((kind) => translate(`resources.email-templates.placeholders.kinds.${kind}`))
              .join(', ')}
          />
        ))}
      </Stack>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
        {RECIPIENT_KINDS.map(
          (kind) => `${translate(`resources.email-templates.placeholders.kinds.${kind}`)}: ${PLACEHOLDERS_BY_RECIPIENT[kind].map((name) => `{{${name}}}`).join(', ')}`,
        ).join(' · ')}
      </Typography>
    </Box>
  );
}

export function TranslationsInput({ source, label, validate }: DeclaredInputProps) {
  const translate = useTranslate();
  const {
    field,
    fieldState: { error, isTouched },
    formState: { isSubmitted },
  } = useInput({ source, validate: [...validate, validateTranslations] });
  const value = (field.value ?? {}) as TemplateTranslations;
  const filled = languagesOf(value);
  const [language, setLanguage] = useState<LanguageCode>(filled[0] ?? LANGUAGE_CODES[0]);
  const current = value[language] ?? { subject: '', body: '' };
  const change = (part: 'subject' | 'body') => (event: React.ChangeEvent<HTMLInputElement>) => field.onChange(withText(value, language, part, event.target.value));
  // Where a placeholder chip inserts: the last text field focused, at its cursor (the body at first).
  const subjectInput = useRef<HTMLInputElement>(null);
  const bodyInput = useRef<HTMLTextAreaElement>(null);
  const lastFocused = useRef<'subject' | 'body'>('body');
  const insert = (name: string) => {
    const part = lastFocused.current;
    const element = part === 'subject' ? subjectInput.current : bodyInput.current;
    const text = current[part];
    const start = element?.selectionStart ?? text.length;
    const end = element?.selectionEnd ?? start;
    const token = `{{${name}}}`;
    field.onChange(withText(value, language, part, text.slice(0, start) + token + text.slice(end)));
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(start + token.length, start + token.length);
    });
  };
  const shownError = error && (isTouched || isSubmitted) ? error.message : undefined;
  const errorText = shownError ? translateMessage(translate, shownError) : undefined;

  return (
    <Box sx={{ width: '100%' }} data-testid="template-translations">
      <Typography variant="subtitle2" component="p" sx={{ mt: 1 }}>
        {translate(label)}
      </Typography>
      <Tabs value={language} onChange={(_event, next: LanguageCode) => setLanguage(next)} variant="scrollable" scrollButtons="auto" aria-label={translate(label)}>
        {LANGUAGE_CODES.map((code) => (
          <Tab
            key={code}
            value={code}
            lang={code}
            label={filled.includes(code) ? `${nativeName(code)} •` : nativeName(code)}
            aria-label={`${nativeName(code)}${filled.includes(code) ? ` (${translate('resources.email-templates.hasText')})` : ''}`}
          />
        ))}
      </Tabs>
      <Stack spacing={1} sx={{ mt: 2 }} lang={language}>
        <TextField
          label={translate('resources.email-templates.subject')}
          value={current.subject}
          onChange={change('subject')}
          onBlur={field.onBlur}
          onFocus={() => (lastFocused.current = 'subject')}
          inputRef={subjectInput}
          size="small"
          fullWidth
          slotProps={{ htmlInput: { maxLength: MAX_SUBJECT_LENGTH, 'data-testid': 'template-subject' } }}
        />
        <TextField
          label={translate('resources.email-templates.body')}
          helperText={translate('resources.email-templates.bodyHelp')}
          value={current.body}
          onChange={change('body')}
          onBlur={field.onBlur}
          onFocus={() => (lastFocused.current = 'body')}
          inputRef={bodyInput}
          multiline
          minRows={10}
          fullWidth
          slotProps={{ htmlInput: { 'data-testid': 'template-body' } }}
        />
        <PlaceholderHelp onInsert={insert} />
        {errorText ? (
          <Typography color="error" variant="body2" role="alert">
            {errorText}
          </Typography>
        ) : null}
        <TemplatePreview translation={current} />
      </Stack>
    </Box>
  );
}

/** A validator's message as text: a key, or react-admin's `@@react-admin@@{message, args}` form. */
function translateMessage(translate: (key: string, options?: Record<string, unknown>) => string, message: string): string {
  const prefix = '@@react-admin@@';
  if (!message.startsWith(prefix)) return translate(message, { _: message });
  const parsed = JSON.parse(message.slice(prefix.length)) as { message: string; args?: Record<string, unknown> };
  return translate(parsed.message, { _: parsed.message, ...parsed.args });
}
