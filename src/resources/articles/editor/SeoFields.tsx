/**
 * A version's SEO title and description with length counters, and how a search result would
 * show the page: search engines cut titles after about SEO_TITLE_ADVICE characters and
 * descriptions after about SEO_DESCRIPTION_ADVICE (src/shared/resources/articles.ts), so the
 * counter warns above those. Empty, the page uses the version's title and summary instead,
 * and so do the counters and the result.
 */
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { TextInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { localizePath, type LanguageCode } from '../../../shared/languages';
import { SEO_DESCRIPTION_ADVICE, SEO_TITLE_ADVICE } from '../../../shared/resources/articles';
import { VERSION_RULES } from './rules';

/** Characters of a text as search engines and the API count them (code points of the trimmed text). */
export const lengthOf = (text: string) => [...text.trim()].length;

/** `text` cut to `limit` characters with an ellipsis, as a search result shows it. */
export const cut = (text: string, limit: number) => (lengthOf(text) > limit ? `${[...text.trim()].slice(0, limit - 1).join('')}…` : text.trim());

/** "42 / 60", red-amber above the advice, with the reason. */
function Counter({ length, advice, fromKey, testId }: { length: number; advice: number; fromKey?: string; testId: string }) {
  const translate = useTranslate();
  const over = length > advice;
  return (
    <Box component="span" data-testid={testId} data-over={over ? 'true' : 'false'} sx={{ color: over ? 'warning.main' : undefined, fontWeight: over ? 600 : undefined }}>
      {translate('resources.articles.form.counter', { current: length, max: advice })}
      {over ? ` · ${translate('resources.articles.form.tooLongForResults', { max: advice })}` : ''}
      {fromKey ? ` · ${translate(fromKey)}` : ''}
    </Box>
  );
}

/** The SEO title and description inputs of version `index` with their counters and the search-result preview. */
export function SeoFields({ index, language }: { index: number; language: LanguageCode }) {
  const translate = useTranslate();
  const base = `translations.${index}`;
  const [title = '', summary = '', seoTitle = '', seoDescription = '', slug = ''] = useWatch({
    name: [`${base}.title`, `${base}.summary`, `${base}.seoTitle`, `${base}.seoDescription`, 'slug'],
  }) as (string | null | undefined)[] as string[];
  const shownTitle = (seoTitle ?? '').trim() ? seoTitle : (title ?? '');
  const shownDescription = (seoDescription ?? '').trim() ? seoDescription : (summary ?? '');
  const address = `${window.location.origin}${localizePath(`/blog/${slug || '…'}`, language)}`;
  return (
    <Stack spacing={1}>
      <TextInput
        source={`${index}.seoTitle`}
        label="resources.articles.fields.seoTitle"
        validate={VERSION_RULES.seoTitle}
        fullWidth
        helperText={
          <Counter
            testId={`seo-title-counter-${language}`}
            length={lengthOf(shownTitle ?? '')}
            advice={SEO_TITLE_ADVICE}
            fromKey={(seoTitle ?? '').trim() ? undefined : 'resources.articles.form.fromTitle'}
          />
        }
      />
      <TextInput
        source={`${index}.seoDescription`}
        label="resources.articles.fields.seoDescription"
        validate={VERSION_RULES.seoDescription}
        fullWidth
        multiline
        minRows={2}
        helperText={
          <Counter
            testId={`seo-description-counter-${language}`}
            length={lengthOf(shownDescription ?? '')}
            advice={SEO_DESCRIPTION_ADVICE}
            fromKey={(seoDescription ?? '').trim() ? undefined : 'resources.articles.form.fromSummary'}
          />
        }
      />
      <Card variant="outlined" data-testid={`search-result-${language}`}>
        <CardContent>
          <Typography variant="overline" color="text.secondary" component="h3">
            {translate('resources.articles.form.searchResult')}
          </Typography>
          <Typography sx={{ color: 'info.main', fontSize: '1.15rem', lineHeight: 1.3, overflowWrap: 'anywhere' }}>{cut(shownTitle ?? '', SEO_TITLE_ADVICE) || '—'}</Typography>
          <Typography variant="body2" sx={{ color: 'success.main', overflowWrap: 'anywhere' }}>
            {address}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {cut(shownDescription ?? '', SEO_DESCRIPTION_ADVICE) || '—'}
          </Typography>
        </CardContent>
      </Card>
    </Stack>
  );
}
