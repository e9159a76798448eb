/**
 * A site illustration (docs/decisions.md#visual-identity): the static SVG pair `/illustrations/<name>-light.svg` and
 * `-dark.svg` (drawn by scripts/illustrations.ts in the brand palette), the one matching the
 * page's colour scheme shown. Sized by its width and height attributes (560 × 420, or 120 × 120
 * for a client's monogram), so it never moves the layout while loading; decorative (empty alt).
 * The dark variant loads lazily: on a light page it is never fetched.
 */
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

export interface IllustrationProps {
  name: string;
  /** The page's largest picture above the fold (a hero): fetched first, as the LCP candidate. */
  priority?: boolean;
  width?: number;
  height?: number;
  sx?: SxProps<Theme>;
}

export default function Illustration({ name, width = 560, height = 420, priority = false, sx }: IllustrationProps) {
  const image = { width: '100%', height: 'auto', aspectRatio: `${width} / ${height}` } as const;
  return (
    <Box sx={[{ width: '100%', maxWidth: width, mx: 'auto' }, ...(Array.isArray(sx) ? sx : [sx])]} aria-hidden="true">
      <Box
        component="img"
        src={`/illustrations/${name}-light.svg`}
        alt=""
        width={width}
        height={height}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
        sx={(theme) => ({ ...image, display: 'block', ...theme.applyStyles('dark', { display: 'none' }) })}
      />
      <Box
        component="img"
        src={`/illustrations/${name}-dark.svg`}
        alt=""
        width={width}
        height={height}
        loading="lazy"
        decoding="async"
        sx={(theme) => ({ ...image, display: 'none', ...theme.applyStyles('dark', { display: 'block' }) })}
      />
    </Box>
  );
}
