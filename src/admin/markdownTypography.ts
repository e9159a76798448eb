/**
 * Typography of rendered Markdown in the back office (an article's live preview, a Markdown
 * field's preview and details): headings, pictures that fit, code, quotes and tables, close to
 * the public page's. Each place adds its own line height and spacing.
 */
export const markdownTypographySx = {
  overflowWrap: 'anywhere',
  '& img': { maxWidth: '100%', height: 'auto' },
  '& pre': { overflowX: 'auto', p: 1.5, borderRadius: 1, bgcolor: 'action.hover' },
  '& code': { fontFamily: 'monospace', fontSize: '0.9em' },
  '& blockquote': { borderLeft: 4, borderColor: 'divider', pl: 2, ml: 0, color: 'text.secondary' },
  '& table': { borderCollapse: 'collapse' },
  '& th, & td': { border: 1, borderColor: 'divider', px: 1 },
} as const;
