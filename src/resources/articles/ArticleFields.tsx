/**
 * How an article reads in its list and on its details page: its title (the English version's,
 * else the first), and its languages as chips coloured by each version's status, the languages
 * it has no version in greyed out (docs/decisions.md#publishing: each version has its own status).
 */
import { Box, Chip, Stack, Tooltip, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { LANGUAGE_CODES } from '../../shared/languages';
import type { DeclaredDisplayProps } from '../../admin/crud';
import { useIntlLocale } from '../../admin/useIntlLocale';
import { articleTitle, languageLabel, STATUS_COLOURS, statusLabel, versionsOf } from './versions';

/** The article's title: the English version's, else the first version's (else its slug). */
export function ArticleTitleField(_props: DeclaredDisplayProps) {
  const record = useRecordContext();
  return (
    <Typography component="span" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
      {articleTitle(record)}
    </Typography>
  );
}

/**
 * One chip per language in the site's order: the language code coloured by its version's status
 * (named in full for screen readers and in a tooltip), a language without a version outlined
 * (dashed) in the secondary text colour.
 */
export function LanguageChipsField(_props: DeclaredDisplayProps) {
  const record = useRecordContext();
  const translate = useTranslate();
  const versions = versionsOf(record);
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }} data-testid="article-languages">
      {LANGUAGE_CODES.map((language) => {
        const version = versions.find((candidate) => candidate.language === language);
        const name = translate(languageLabel(language));
        const text = version?.status
          ? translate('resources.articles.languageStatus', { language: name, status: translate(statusLabel(version.status)) })
          : translate('resources.articles.languageMissing', { language: name });
        return (
          <Tooltip key={language} title={text}>
            <Chip
              size="small"
              label={language.toUpperCase()}
              aria-label={text}
              color={version?.status ? STATUS_COLOURS[version.status] : 'default'}
              variant={version ? 'filled' : 'outlined'}
              data-status={version?.status ?? 'missing'}
              // Greyed by the secondary text colour and a dashed outline, not by transparency:
              // its code stays readable (4.5:1 at least on the page and cards, in both schemes).
              sx={version ? { fontWeight: 600 } : { color: 'text.secondary', borderStyle: 'dashed' }}
            />
          </Tooltip>
        );
      })}
    </Stack>
  );
}

/** The details page's versions: each language with its status, when it is or was published, its title and summary. */
export function VersionsField(_props: DeclaredDisplayProps) {
  const record = useRecordContext();
  const translate = useTranslate();
  const locale = useIntlLocale();
  const versions = versionsOf(record);
  if (versions.length === 0) return <Typography variant="body2">—</Typography>;
  return (
    <Stack spacing={2}>
      {versions.map((version) => (
        <Box key={version.language}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="subtitle2" component="span">
              {translate(languageLabel(version.language))}
            </Typography>
            {version.status ? <Chip size="small" color={STATUS_COLOURS[version.status]} label={translate(statusLabel(version.status))} /> : null}
            {version.status === 'scheduled' && version.publishAt ? (
              <Typography variant="caption" color="text.secondary" component="span">
                {translate('resources.articles.scheduledFor', { when: new Date(version.publishAt).toLocaleString(locale) })}
              </Typography>
            ) : null}
          </Stack>
          <Typography variant="body1" sx={{ overflowWrap: 'anywhere' }}>
            {version.title}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {version.summary}
          </Typography>
        </Box>
      ))}
    </Stack>
  );
}
