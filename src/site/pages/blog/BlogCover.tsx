/**
 * An article's cover (docs/decisions.md#visual-identity): `/covers/<slug>.svg`, drawn by scripts/blog-covers.ts, 1200 × 630
 * (the Open Graph proportions). Sized by its attributes, so the page never shifts while it
 * loads; decorative (the title beside it names the article).
 */
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

export const COVER_WIDTH = 1200;
export const COVER_HEIGHT = 630;

/** The cover's address. */
export const coverUrl = (slug: string) => `/covers/${encodeURIComponent(slug)}.svg`;

export default function BlogCover({ slug, eager = false, sx }: { slug: string; eager?: boolean; sx?: SxProps<Theme> }) {
  return (
    <Box
      component="img"
      src={coverUrl(slug)}
      alt=""
      width={COVER_WIDTH}
      height={COVER_HEIGHT}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      sx={[{ display: 'block', width: '100%', height: 'auto', aspectRatio: `${COVER_WIDTH} / ${COVER_HEIGHT}`, borderRadius: 2, bgcolor: 'action.hover' }, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}
