/**
 * Language auto-detection of docs/requirements.md#r4 for the public site.
 *
 * Runs only on a page whose language is absent or English (an unprefixed URL) and only once
 * per browser (the outcome is cached in localStorage). Order: the browser language, then the
 * html tag (docs/requirements.md#r9's detector order); when those give English or nothing, a geolocation
 * lookup: latitude/longitude → reverse geocoder → countryCode → {@link languageForCountry}.
 * Any failure leaves English, silently.
 *
 * Geolocation is asked immediately only when the permission is already granted; otherwise on
 * the visitor's first interaction, because browsers (and Lighthouse) treat a permission prompt
 * on page load as bad practice.
 */
import { DEFAULT_LANGUAGE, isSupportedLanguage, type LanguageCode } from '../shared/languages';

/** localStorage key of the detected language (also i18next's cache key). */
export const DETECTED_LANGUAGE_KEY = 'i18nextLng';
/** localStorage key marking that detection already ran (or the visitor chose a language). */
export const DETECTION_DONE_KEY = 'languageDetected';

/** Default reverse geocoder (docs/requirements.md#r7: an external service answering `countryCode`). */
export const DEFAULT_GEOCODER_URL = 'https://api.bigdatacloud.net/data/reverse-geocode-client';

/** Country → language mapping of docs/requirements.md#r4; any other country → English. */
const COUNTRY_LANGUAGE: Record<string, LanguageCode> = {
  US: 'en', GB: 'en',
  CN: 'zh', TW: 'zh', HK: 'zh',
  ES: 'es', MX: 'es', AR: 'es',
  IT: 'it',
  RS: 'sr',
};

/** Maps an ISO 3166-1 alpha-2 country code to a language (docs/requirements.md#r4). */
export function languageForCountry(countryCode: string | null | undefined): LanguageCode {
  return COUNTRY_LANGUAGE[(countryCode ?? '').toUpperCase()] ?? DEFAULT_LANGUAGE;
}

/**
 * First supported language among the browser's languages, then the `<html lang>` tag;
 * null when none is supported.
 */
export function browserLanguage(languages: readonly string[], htmlLang?: string | null): LanguageCode | null {
  for (const tag of [...languages, htmlLang ?? '']) {
    const code = tag.toLowerCase().split('-')[0];
    if (isSupportedLanguage(code)) return code;
  }
  return null;
}

/** Reverse-geocodes a position to a country code; throws on HTTP or shape errors. */
export async function countryAt(latitude: number, longitude: number, geocoderUrl = DEFAULT_GEOCODER_URL, fetchImpl: typeof fetch = fetch): Promise<string> {
  const url = new URL(geocoderUrl);
  url.searchParams.set('latitude', String(latitude));
  url.searchParams.set('longitude', String(longitude));
  url.searchParams.set('localityLanguage', 'en');
  const response = await fetchImpl(url.toString(), { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`geocoder answered ${response.status}`);
  const body = (await response.json()) as { countryCode?: unknown };
  if (typeof body.countryCode !== 'string' || !body.countryCode) throw new Error('geocoder answer has no countryCode');
  return body.countryCode;
}

/** Current position from the Geolocation API (rejects on denial, error or 10 s timeout). */
function currentPosition(geolocation: Geolocation): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) => geolocation.getCurrentPosition(resolve, reject, { timeout: 10_000, maximumAge: 3_600_000 }));
}

/** Language from geolocation, or English on any failure (docs/requirements.md#r4). */
export async function languageFromGeolocation(geolocation: Geolocation, geocoderUrl?: string): Promise<LanguageCode> {
  try {
    const { coords } = await currentPosition(geolocation);
    return languageForCountry(await countryAt(coords.latitude, coords.longitude, geocoderUrl));
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/** True when detection should run: no stored outcome yet. */
export function detectionPending(storage: Pick<Storage, 'getItem'>): boolean {
  try {
    return storage.getItem(DETECTION_DONE_KEY) === null;
  } catch {
    return false;
  }
}

/** Records that detection ran (or that the visitor chose `lng` themselves). */
export function rememberLanguage(storage: Pick<Storage, 'setItem'>, lng: LanguageCode): void {
  try {
    storage.setItem(DETECTION_DONE_KEY, '1');
    storage.setItem(DETECTED_LANGUAGE_KEY, lng);
  } catch {
    // Storage problems are only logged elsewhere; detection simply runs again next time.
  }
}

/**
 * Runs the whole detection in the browser and resolves with the language to switch to, or
 * null when English stays. `onNeedGesture` defers the geolocation prompt to the first
 * interaction when the permission is not granted yet.
 */
export async function detectLanguage(options: {
  navigator: Navigator;
  htmlLang: string | null;
  geocoderUrl?: string;
  waitForGesture: () => Promise<void>;
}): Promise<LanguageCode | null> {
  const fromBrowser = browserLanguage(options.navigator.languages ?? [options.navigator.language], options.htmlLang);
  if (fromBrowser && fromBrowser !== DEFAULT_LANGUAGE) return fromBrowser;
  const geolocation = options.navigator.geolocation;
  if (!geolocation) return null;
  let state: PermissionState = 'prompt';
  try {
    state = (await options.navigator.permissions?.query({ name: 'geolocation' }))?.state ?? 'prompt';
  } catch {
    // Permissions API missing: treat as prompt.
  }
  if (state === 'denied') return null;
  if (state === 'prompt') await options.waitForGesture();
  const lng = await languageFromGeolocation(geolocation, options.geocoderUrl);
  return lng === DEFAULT_LANGUAGE ? null : lng;
}
