/**
 * An email template's languages in lists (their codes), and its texts on the details page:
 * each language's subject and Markdown body as written.
 */
import { Box, Chip, Stack, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { TemplateTranslations } from '../../shared/email-templates';
import { LANGUAGE_MENU } from '../../shared/languages';
import type { DeclaredDisplayProps } from '../../admin/crud';
import { languagesOf } from './templateForm';

/** The languages of the record's template as chips (list column). */
export function TemplateLanguagesField(_props: DeclaredDisplayProps) {
  const record = useRecordContext<{ translations?: TemplateTranslations }>();
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {languagesOf(record?.translations).map((lng) => (
        <Chip key={lng} size="small" label={lng.toUpperCase()} />
      ))}
    </Stack>
  );
}

/** Each language's subject and body (details page). */
export function TemplateTextsField(_props: DeclaredDisplayProps) {
  const record = useRecordContext<{ translations?: TemplateTranslations }>();
  const translations = record?.translations ?? {};
  return (
    <Stack spacing={2} data-testid="template-texts">
      {languagesOf(translations).map((lng) => (
        <Box key={lng} lang={lng}>
          <Typography variant="overline" color="text.secondary" component="h3">
            {LANGUAGE_MENU.find((entry) => entry.code === lng)?.nativeName ?? lng}
          </Typography>
          <Typography variant="subtitle1" sx={{ overflowWrap: 'anywhere' }}>
            {translations[lng]!.subject}
          </Typography>
          <Typography variant="body2" component="pre" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'inherit', m: 0 }}>
            {translations[lng]!.body}
          </Typography>
        </Box>
      ))}
    </Stack>
  );
}
