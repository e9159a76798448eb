/** Default external flag image service (docs/requirements.md#r1); override with `VITE_FLAG_BASE_URL`. */
export const DEFAULT_FLAG_BASE_URL = 'https://flagcdn.com';

/** Base URL of the flag image service, without a trailing slash. */
export function flagBaseUrl(): string {
  const configured = import.meta.env.VITE_FLAG_BASE_URL as string | undefined;
  return (configured?.trim() || DEFAULT_FLAG_BASE_URL).replace(/\/+$/, '');
}

/** 80-pixel-wide PNG flag of an ISO 3166-1 alpha-2 country (`DE` → `…/w80/de.png`). */
export function flagImageUrl(countryCode: string): string {
  return `${flagBaseUrl()}/w80/${countryCode.toLowerCase()}.png`;
}

/** Folder of the site's own flags (public/flags, copied by scripts/flags.ts for the sample clients' countries only). */
export const LOCAL_FLAG_DIR = '/flags';

/**
 * The site's own 3:2 SVG flag of a country (`DE` → `/flags/de.svg`), shown when the flag service
 * does not answer. Only the sample clients' countries have one (scripts/flags.ts); any other
 * code answers 404, and the flag then shows its code.
 */
export function localFlagUrl(countryCode: string): string {
  return `${LOCAL_FLAG_DIR}/${countryCode.toLowerCase()}.svg`;
}
