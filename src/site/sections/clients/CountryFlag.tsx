import { useCallback, useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import { flagImageUrl, localFlagUrl } from './flagImage';

/** Displayed size of a flag (3:2, the proportions of the local flags); the box keeps it whatever loads. */
export const FLAG_WIDTH = 30;
export const FLAG_HEIGHT = 20;

/**
 * How long the flag service may take once a flag is on screen before the local flag replaces it
 * (a service that does not answer at all, such as a firewall dropping the connection, never
 * fires `error`).
 */
export const FLAG_SERVICE_TIMEOUT_MS = 4000;

/** Where the shown picture comes from: the flag service, the site's own SVG, or none (the code is shown). */
type FlagSource = 'service' | 'local' | 'none';

/**
 * A country flag in a fixed-size box. The picture comes from the external flag service
 * (docs/requirements.md#r1); when that fails (service down, blocked, no answer within
 * {@link FLAG_SERVICE_TIMEOUT_MS} of the flag being on screen), the same `<img>` shows the
 * site's own SVG flag (`/flags/<code>.svg`, scripts/flags.ts), and only if that fails too, the
 * country code. The box keeps its size throughout, so the card never shifts. A failure that
 * happened before hydration attached `onError` (prerendered HTML) is noticed once the image is
 * mounted.
 */
export default function CountryFlag({ countryCode, alt }: { countryCode: string; alt: string }) {
  const [source, setSource] = useState<FlagSource>('service');
  const image = useRef<HTMLImageElement | null>(null);
  const fail = useCallback(() => setSource((current) => (current === 'service' ? 'local' : 'none')), []);
  const attach = useCallback(
    (img: HTMLImageElement | null) => {
      image.current = img;
      if (img?.complete && img.naturalWidth === 0 && img.currentSrc) fail();
    },
    [fail],
  );

  // A service that never answers: give it FLAG_SERVICE_TIMEOUT_MS from the moment the flag is on
  // screen (the image is lazy: before that it has not been asked for).
  useEffect(() => {
    const img = image.current;
    if (source !== 'service' || !img || img.complete || typeof IntersectionObserver === 'undefined') return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      timer = setTimeout(() => {
        if (!img.complete) fail();
      }, FLAG_SERVICE_TIMEOUT_MS);
    });
    observer.observe(img);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [source, fail]);

  const code = countryCode.toUpperCase();
  return (
    <Box
      data-testid={`flag-${code}`}
      data-flag-source={source}
      style={{ width: FLAG_WIDTH, height: FLAG_HEIGHT }}
      sx={{
        flexShrink: 0,
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        overflow: 'hidden',
        borderRadius: '3px',
        // A hairline that keeps white stripes visible on white cards, in both themes.
        boxShadow: (theme) => `0 0 0 1px ${theme.palette.divider}`,
        bgcolor: 'action.hover',
      }}
    >
      {source === 'none' ? (
        <Box component="span" role="img" aria-label={alt} sx={{ fontWeight: 700, fontSize: '0.65rem', letterSpacing: 0.3, color: 'text.secondary' }}>
          {code}
        </Box>
      ) : (
        <img
          ref={attach}
          src={source === 'service' ? flagImageUrl(code) : localFlagUrl(code)}
          alt={alt}
          width={FLAG_WIDTH}
          height={FLAG_HEIGHT}
          loading="lazy"
          decoding="async"
          onError={fail}
          style={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
        />
      )}
    </Box>
  );
}
