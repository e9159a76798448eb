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
