/**
 * The `markdown` field type (docs/decisions.md#resource-definitions): a details page shows the
 * text rendered, a form edits it as Markdown beside its rendered preview. Rendered in the
 * browser by the library and options of the server's renderer (server/markdown.ts: `marked`,
 * GitHub-flavoured, single line breaks kept) and sanitised by react-admin's `RichTextField`
 * (DOMPurify), with links and images held to the server's schemes (http, https, mailto, tel and
 * the site's own paths): whatever a record holds, no script, handler or other scheme reaches
 * the page.
 *
 * Loaded on first use (React.lazy in ./fieldDisplays.tsx and ./fieldInputs.tsx), so `marked`
 * stays out of the back office's first download (docs/decisions.md#admin-bundle).
 */
import { useMemo } from 'react';
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { Marked } from 'marked';
import { RichTextField, TextInput, useFieldValue, useTranslate, useWrappedSource, type Validator } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { EMPTY_VALUE } from './fieldText';
import { markdownTypographySx } from '../markdownTypography';

/** One renderer for the module, with the server renderer's options. */
const markdown = new Marked({ gfm: true, breaks: true, async: false });

/** Addresses a rendered link or image may have: the server sanitiser's schemes and the site's own paths. */
const ALLOWED_URI = /^(?:(?:https?|mailto|tel):|\/(?!\/)|#)/i;

/** The HTML of Markdown `source` before sanitising ('' for none). */
export function markdownHtml(source: unknown): string {
  return typeof source === 'string' && source.trim() ? (markdown.parse(source) as string) : '';
}

/** Typography of the rendered text: headings, lists, code, quotes, tables and pictures that fit. */
const renderedSx = {
  ...markdownTypographySx,
  display: 'block',
  lineHeight: 1.6,
  '& > span > :first-of-type': { mt: 0 },
  '& > span > :last-child': { mb: 0 },
  '& h1, & h2, & h3, & h4': { lineHeight: 1.25, mt: 2, mb: 1 },
} as const;

/** Markdown `source` rendered and sanitised; `emptyText` (an i18n key) when there is none. */
export function RenderedMarkdown({ source, emptyText }: { source: unknown; emptyText: string }) {
  const html = useMemo(() => markdownHtml(source), [source]);
  return <RichTextField source="html" record={{ id: 0, html }} emptyText={emptyText} purifyOptions={{ ALLOWED_URI_REGEXP: ALLOWED_URI }} sx={renderedSx} />;
}

/** The record's Markdown field `source`, rendered (details pages). */
export function RenderedMarkdownField({ source, emptyText = EMPTY_VALUE }: { source: string; label?: string; emptyText?: string }) {
  const value = useFieldValue({ source });
  return <RenderedMarkdown source={value} emptyText={emptyText} />;
}

interface MarkdownInputProps {
  source: string;
  /** i18n key. */
  label: string;
  validate: Validator[];
  helperText?: string;
  defaultValue?: unknown;
  /** Shows the label's asterisk where the validators cannot say it (a localized field's English tab). */
  isRequired?: boolean;
}

/**
 * A Markdown field edited as text with its rendered preview beside it (below it on phones),
 * updated as the user types.
 */
export function MarkdownInput({ source, label, validate, helperText, defaultValue, isRequired }: MarkdownInputProps) {
  const translate = useTranslate();
  // Inside a localized field's tab the input's source is `{source}.{lng}` (react-admin's SourceContext).
  const body: unknown = useWatch({ name: useWrappedSource(source) });
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ width: '100%', alignItems: 'stretch' }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <TextInput
          source={source}
          label={label}
          validate={validate}
          multiline
          minRows={8}
          fullWidth
          {...(helperText ? { helperText } : {})}
          {...(isRequired ? { isRequired } : {})}
          {...(defaultValue !== undefined ? { defaultValue } : {})}
        />
      </Box>
      <Card variant="outlined" sx={{ flex: 1, minWidth: 0, mt: 1, mb: 2.5 }} aria-live="polite" data-testid={`markdown-preview-${source}`}>
        <CardContent>
          <Typography variant="overline" color="text.secondary" component="h3">
            {translate('crud.markdown.preview')}
          </Typography>
          <RenderedMarkdown source={body} emptyText="crud.markdown.empty" />
        </CardContent>
      </Card>
    </Stack>
  );
}
