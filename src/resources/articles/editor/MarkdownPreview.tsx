/**
 * The live preview of a version's Markdown body: after typing pauses, `POST /articles/preview`
 * renders it with the public page's own renderer and sanitiser (server/markdown), so the pane
 * shows exactly the HTML the article page will carry.
 */
import { useEffect, useState } from 'react';
import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AdminDataProvider } from '../../../admin/dataProviderTypes';
import { MAX_ARTICLE_BODY_LENGTH } from '../../../shared/resources/articles';

/** The preview is asked for after typing pauses this long (ms). */
export const PREVIEW_DELAY_MS = 400;

/** Typography of the rendered article close to the public page's: headings, lists, code, quotes, pictures. */
const articleSx = {
  overflowWrap: 'anywhere',
  lineHeight: 1.65,
  '& > :first-of-type': { mt: 0 },
  '& h1, & h2, & h3, & h4': { lineHeight: 1.25, mt: 3, mb: 1 },
  '& img': { maxWidth: '100%', height: 'auto' },
  '& pre': { overflowX: 'auto', p: 1.5, borderRadius: 1, bgcolor: 'action.hover' },
  '& code': { fontFamily: 'monospace', fontSize: '0.9em' },
  '& blockquote': { borderLeft: 4, borderColor: 'divider', pl: 2, ml: 0, color: 'text.secondary' },
  '& table': { borderCollapse: 'collapse' },
  '& th, & td': { border: 1, borderColor: 'divider', px: 1 },
} as const;

/** The rendered `body`, asked for when `active` (the version's tab is shown) and typing pauses. */
export function MarkdownPreview({ body, active }: { body: string; active: boolean }) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const translate = useTranslate();
  const [html, setHtml] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!active) return;
    let current = true;
    const timer = setTimeout(() => {
      dataProvider
        .postTo<{ html: string }>('/articles/preview', { body: body.slice(0, MAX_ARTICLE_BODY_LENGTH) })
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
  }, [active, body, dataProvider]);
  return (
    <Card variant="outlined" sx={{ height: '100%', minHeight: 200 }} aria-live="polite">
      <CardContent>
        <Typography variant="overline" color="text.secondary" component="h3">
          {translate('resources.articles.form.preview')}
        </Typography>
        {failed ? (
          <Typography color="error" variant="body2">
            {translate('resources.articles.form.previewFailed')}
          </Typography>
        ) : html === null ? (
          <Skeleton variant="rounded" height={120} />
        ) : html ? (
          // Sanitised by the server's renderer (no scripts, no event attributes).
          <Box data-testid="article-preview" sx={articleSx} dangerouslySetInnerHTML={{ __html: html }} />
        ) : (
          <Typography color="text.secondary" variant="body2">
            {translate('resources.articles.form.emptyBody')}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
