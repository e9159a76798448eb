/**
 * A published picture (docs/decisions.md#publishing): an article's or a case study's cover, a
 * client's logo — a file from the media library as a `<picture>` with its AVIF and WebP widths
 * (the browser picks the smallest that fills the slot), or a generated drawing. Sized by its
 * attributes, so the page never shifts while it loads; its alternative text is the medium's, or
 * empty for a decorative generated cover (the title beside it names the record).
 */
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { BlogCover as Cover } from '../../shared/blog';

/** What the picture's width is at most on the page by default (the article column). */
const SIZES = '(min-width: 900px) 860px, 100vw';

/**
 * `sizes`: how wide the picture is shown (default: the article column); `eager` for the picture
 * above the fold; `fit` how it fills its box (default `cover`; a logo is `contain`ed).
 */
export default function Picture({ cover, eager = false, sizes = SIZES, fit = 'cover', sx }: { cover: Cover; eager?: boolean; sizes?: string; fit?: 'cover' | 'contain'; sx?: SxProps<Theme> }) {
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
        sx={{ display: 'block', width: '100%', height: 'auto', aspectRatio: `${cover.width} / ${cover.height}`, objectFit: fit, ...(fit === 'cover' ? { borderRadius: 2, bgcolor: 'action.hover' } : {}) }}
      />
    </Box>
  );
}
