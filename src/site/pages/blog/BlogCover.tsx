/**
 * An article's cover (docs/decisions.md#publishing): the picture from the media library as a
 * `<picture>` with its AVIF and WebP widths (the browser picks the smallest that fills the
 * column), or the generated cover. Sized by its attributes, so the page never shifts while it
 * loads; its alternative text is the medium's, or empty for the decorative generated cover
 * (the title beside it names the article).
 */
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { BlogCover as Cover } from '../../../shared/blog';

/** What the cover's width is at most on the page (the article column, the list's cards). */
const SIZES = '(min-width: 900px) 860px, 100vw';

/** `sizes`: how wide the cover is shown (default: the article column); `eager` for the picture above the fold. */
export default function BlogCover({ cover, eager = false, sizes = SIZES, sx }: { cover: Cover; eager?: boolean; sizes?: string; sx?: SxProps<Theme> }) {
  return (
    <Box component="picture" sx={[{ display: 'block' }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {cover.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <Box
        component="img"
        src={cover.src}
        alt={cover.alt}
        width={cover.width}
        height={cover.height}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
        decoding="async"
        sx={{ display: 'block', width: '100%', height: 'auto', aspectRatio: `${cover.width} / ${cover.height}`, objectFit: 'cover', borderRadius: 2, bgcolor: 'action.hover' }}
      />
    </Box>
  );
}
