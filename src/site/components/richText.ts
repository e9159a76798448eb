import type { SxProps, Theme } from '@mui/material/styles';

/**
 * Typography of server-rendered Markdown HTML (server/markdown.ts: an article's body, an opening's
 * description): the theme's sizes for its headings, paragraphs, lists, quotes
 * and code.
 */
export const RICH_TEXT: SxProps<Theme> = {
  '& p, & li': { lineHeight: 1.8, fontSize: '1.05rem' },
  '& p': { my: 2.5 },
  '& h2': { typography: 'h2', fontSize: { xs: '1.35rem', md: '1.6rem' }, pt: 2, mt: 3, mb: 1 },
  '& h3, & h4': { typography: 'h3', fontSize: { xs: '1.15rem', md: '1.3rem' }, mt: 3, mb: 1 },
  '& a': { color: 'primary.main' },
  '& img': { maxWidth: '100%', height: 'auto', borderRadius: 1 },
  '& blockquote': { borderLeft: 4, borderColor: 'divider', m: 0, pl: 2, color: 'text.secondary' },
  '& pre': { overflowX: 'auto', p: 2, borderRadius: 1, bgcolor: 'action.hover' },
  '& code': { fontFamily: 'ui-monospace, monospace', fontSize: '0.95em' },
  '& table': { borderCollapse: 'collapse', display: 'block', overflowX: 'auto' },
  '& th, & td': { border: 1, borderColor: 'divider', px: 1, py: 0.5 },
};
