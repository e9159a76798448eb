import { useCallback, useState } from 'react';
import Box from '@mui/material/Box';
import { flagImageUrl } from './flagImage';

/** Displayed size of a flag; the box keeps it whether or not the image loads. */
export const FLAG_WIDTH = 48;
export const FLAG_HEIGHT = 32;

/**
 * A country flag from the external flag service in a fixed-size box. If the image fails (service
 * down, blocked, unknown code) the image is hidden and the box shows the country code instead,
 * so the card layout never shifts. Failures that happen before React attaches `onError`
 * (prerendered HTML) are caught by checking the image once it is mounted.
 */
export default function CountryFlag({ countryCode, alt }: { countryCode: string; alt: string }) {
  const [failed, setFailed] = useState(false);
  const detectEarlyFailure = useCallback((img: HTMLImageElement | null) => {
    if (img?.complete && img.naturalWidth === 0 && img.currentSrc) setFailed(true);
  }, []);
  const code = countryCode.toUpperCase();
  return (
    <Box
      data-testid={`flag-${code}`}
      style={{ width: FLAG_WIDTH, height: FLAG_HEIGHT }}
      sx={{
        flexShrink: 0,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        overflow: 'hidden',
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'action.hover',
      }}
    >
      {failed ? (
        <Box component="span" role="img" aria-label={alt} sx={{ fontWeight: 700, fontSize: '0.85rem', letterSpacing: 0.5, color: 'text.secondary' }}>
          {code}
        </Box>
      ) : (
        <img
          ref={detectEarlyFailure}
          src={flagImageUrl(code)}
          alt={alt}
          width={FLAG_WIDTH}
          height={FLAG_HEIGHT}
          loading="lazy"
          decoding="async"
          onError={() => setFailed(true)}
          style={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
        />
      )}
    </Box>
  );
}
