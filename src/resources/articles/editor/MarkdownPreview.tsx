/**
 * The live preview of a version's Markdown body: after typing pauses, `POST /articles/preview`
 * renders it with the public page's own renderer and sanitiser (server/markdown), so the pane
 * shows exactly the HTML the article page will carry.
 */
import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { markdownTypographySx } from '../../../admin/markdownTypography';
import { useRenderedMarkdown } from '../../../admin/useRenderedMarkdown';
import { MAX_ARTICLE_BODY_LENGTH } from '../../../shared/resources/articles';

export { PREVIEW_DELAY_MS } from '../../../admin/useRenderedMarkdown';

/** Typography of the rendered article close to the public page's: headings, lists, code, quotes, pictures. */
const articleSx = {
  ...markdownTypographySx,
  lineHeight: 1.65,
  '& > :first-of-type': { mt: 0 },
  '& h1, & h2, & h3, & h4': { lineHeight: 1.25, mt: 3, mb: 1 },
} as const;

/** The rendered `body`, asked for when `active` (the version's tab is shown) and typing pauses. */
export function MarkdownPreview({ body, active }: { body: string; active: boolean }) {
  const translate = useTranslate();
  const { html, failed } = useRenderedMarkdown('/articles/preview', body, MAX_ARTICLE_BODY_LENGTH, active);
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
