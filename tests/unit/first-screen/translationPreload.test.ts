// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_CODES } from '../../../src/shared/languages';
import { adminPreloadScript, detectAdminLanguage, takePreloadedTranslation, type AdminTranslationPreload } from '../../../src/i18n/preload';

const setLanguages = (languages: string[]) => {
  Object.defineProperty(window.navigator, 'languages', { value: languages, configurable: true });
  Object.defineProperty(window.navigator, 'language', { value: languages[0] ?? '', configurable: true });
};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/admin');
  document.documentElement.setAttribute('lang', 'en');
  setLanguages(['en-US']);
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete (window as { __adminTranslations?: unknown }).__adminTranslations;
});

describe('admin language detection (docs/requirements.md#r9 order)', () => {
  it('takes the query first, then localStorage, then the browser, then the page', () => {
    localStorage.setItem('i18nextLng', 'it');
    setLanguages(['ru-RU', 'en']);
    window.history.replaceState(null, '', '/admin?lng=sr');
    expect(detectAdminLanguage(LANGUAGE_CODES, 'en')).toBe('sr');
    window.history.replaceState(null, '', '/admin');
    expect(detectAdminLanguage(LANGUAGE_CODES, 'en')).toBe('it');
    localStorage.clear();
    sessionStorage.setItem('i18nextLng', 'nl');
    expect(detectAdminLanguage(LANGUAGE_CODES, 'en')).toBe('nl');
    sessionStorage.clear();
    expect(detectAdminLanguage(LANGUAGE_CODES, 'en')).toBe('ru');
  });

  it('reads the language part of a tag and skips unsupported ones', () => {
    setLanguages(['de-DE', 'zh-Hans-CN']);
    expect(detectAdminLanguage(LANGUAGE_CODES, 'en')).toBe('zh');
    setLanguages(['de-DE']);
    document.documentElement.setAttribute('lang', 'fr');
    expect(detectAdminLanguage(LANGUAGE_CODES, 'en')).toBe('en');
  });
});

describe("admin.html's inline preload script", () => {
  it('requests both namespaces in the detected language and in English, each taken once', async () => {
    const fetched: string[] = [];
    vi.stubGlobal('fetch', vi.fn(async (url: string) => (fetched.push(url), new Response(`{"url":"${url}"}`))));
    setLanguages(['sr-Latn-RS']);
    // The page runs the script as text: it must stand alone.
    new Function(adminPreloadScript(LANGUAGE_CODES, 'en', 'abc123'))();
    const preload = (window as { __adminTranslations?: AdminTranslationPreload }).__adminTranslations;
    expect(preload?.lng).toBe('sr');
    expect(fetched.sort()).toEqual([
      '/locales/en/admin.json?v=abc123',
      '/locales/en/common.json?v=abc123',
      '/locales/sr/admin.json?v=abc123',
      '/locales/sr/common.json?v=abc123',
    ]);
    const answer = takePreloadedTranslation('/locales/sr/admin.json?v=abc123');
    expect(await (await answer)?.json()).toEqual({ url: '/locales/sr/admin.json?v=abc123' });
    expect(takePreloadedTranslation('/locales/sr/admin.json?v=abc123')).toBeUndefined();
  });

  it('asks only once for English', () => {
    const fetchMock = vi.fn(async (_url: string) => new Response('{}'));
    vi.stubGlobal('fetch', fetchMock);
    new Function(adminPreloadScript(LANGUAGE_CODES, 'en', ''))();
    expect(fetchMock.mock.calls.map(([url]) => url).sort()).toEqual(['/locales/en/admin.json', '/locales/en/common.json']);
  });
});
