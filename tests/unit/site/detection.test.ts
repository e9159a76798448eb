import { describe, expect, it, vi } from 'vitest';
import { browserLanguage, countryAt, detectLanguage, detectionPending, languageForCountry, rememberLanguage } from '../../../src/i18n/detection';

describe('language auto-detection (docs/requirements.md#r4)', () => {
  it('maps countries to languages as the spec lists, anything else to English', () => {
    expect(['US', 'GB'].map(languageForCountry)).toEqual(['en', 'en']);
    expect(['CN', 'TW', 'HK'].map(languageForCountry)).toEqual(['zh', 'zh', 'zh']);
    expect(['ES', 'MX', 'AR'].map(languageForCountry)).toEqual(['es', 'es', 'es']);
    expect(languageForCountry('IT')).toBe('it');
    expect(languageForCountry('rs')).toBe('sr');
    expect(languageForCountry('RU')).toBe('en');
    expect(languageForCountry('NL')).toBe('en');
    expect(languageForCountry(undefined)).toBe('en');
  });

  it('takes the browser language first, then the html tag', () => {
    expect(browserLanguage(['de-DE', 'it-IT'], 'en')).toBe('it');
    expect(browserLanguage(['de-DE'], 'sr')).toBe('sr');
    expect(browserLanguage(['de-DE'], null)).toBeNull();
  });

  it('reads countryCode from the geocoder and fails on a bad answer', async () => {
    const ok = vi.fn(async (url: string) => {
      expect(url).toContain('latitude=39.9');
      expect(url).toContain('longitude=116.4');
      return new Response(JSON.stringify({ countryCode: 'CN' }));
    });
    await expect(countryAt(39.9, 116.4, 'https://geo.test/reverse', ok as unknown as typeof fetch)).resolves.toBe('CN');
    const bad = vi.fn(async () => new Response('{}'));
    await expect(countryAt(1, 2, 'https://geo.test/reverse', bad as unknown as typeof fetch)).rejects.toThrow();
  });

  it('uses geolocation when the browser language is English and falls back silently', async () => {
    const geolocation = {
      getCurrentPosition: (ok: PositionCallback) => ok({ coords: { latitude: 41.9, longitude: 12.5 } } as GeolocationPosition),
    } as unknown as Geolocation;
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(new Response(JSON.stringify({ countryCode: 'IT' })));
    const navigatorStub = { languages: ['en-US'], language: 'en-US', geolocation, permissions: { query: async () => ({ state: 'granted' }) } } as unknown as Navigator;
    await expect(detectLanguage({ navigator: navigatorStub, htmlLang: 'en', waitForGesture: async () => undefined })).resolves.toBe('it');
    fetchMock.mockRejectedValueOnce(new Error('offline'));
    await expect(detectLanguage({ navigator: navigatorStub, htmlLang: 'en', waitForGesture: async () => undefined })).resolves.toBeNull();
    fetchMock.mockRestore();
  });

  it('does not ask for the position when the permission is denied', async () => {
    const getCurrentPosition = vi.fn();
    const navigatorStub = { languages: ['en'], geolocation: { getCurrentPosition }, permissions: { query: async () => ({ state: 'denied' }) } } as unknown as Navigator;
    await expect(detectLanguage({ navigator: navigatorStub, htmlLang: 'en', waitForGesture: async () => undefined })).resolves.toBeNull();
    expect(getCurrentPosition).not.toHaveBeenCalled();
  });

  it('runs once: the outcome is remembered', () => {
    localStorage.clear();
    expect(detectionPending(localStorage)).toBe(true);
    rememberLanguage(localStorage, 'zh');
    expect(detectionPending(localStorage)).toBe(false);
    expect(localStorage.getItem('i18nextLng')).toBe('zh');
  });
});
