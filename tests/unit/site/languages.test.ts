import { describe, expect, it } from 'vitest';
import {
  LANGUAGE_MENU,
  currentLanguage,
  isSupportedLanguage,
  localizePath,
  parseLocalizedPath,
  stripLanguagePrefix,
  switchLanguagePath,
} from '../../../src/shared/languages';

describe('language prefix rules (docs/requirements.md#r2)', () => {
  it('supports exactly the seven languages', () => {
    expect(['en', 'sr', 'it', 'zh', 'es', 'ru', 'nl'].every(isSupportedLanguage)).toBe(true);
    expect(isSupportedLanguage('de')).toBe(false);
    expect(isSupportedLanguage('')).toBe(false);
  });

  it('lists the menu in spec order by native names', () => {
    expect(LANGUAGE_MENU.map((l) => l.nativeName)).toEqual(['English', '中文', 'Español', 'Italiano', 'Srpski', 'Русский', 'Nederlands']);
  });

  it('takes the current language from the first segment, then the active language, then English', () => {
    expect(currentLanguage('/sr/about', 'en')).toBe('sr');
    expect(currentLanguage('/about', 'it')).toBe('it');
    expect(currentLanguage('/about', 'zh-CN')).toBe('zh');
    expect(currentLanguage('/about', 'de')).toBe('en');
    expect(currentLanguage('/', undefined)).toBe('en');
  });

  it('builds prefixed links, English unprefixed', () => {
    expect(localizePath('/contact', 'en')).toBe('/contact');
    expect(localizePath('/contact', 'sr')).toBe('/sr/contact');
    expect(localizePath('/', 'zh')).toBe('/zh');
    expect(localizePath('blog', 'nl')).toBe('/nl/blog');
  });

  it('switching removes the current prefix and adds the new one unless English', () => {
    expect(switchLanguagePath('/sr/services/custom', 'it')).toBe('/it/services/custom');
    expect(switchLanguagePath('/sr/services/custom', 'en')).toBe('/services/custom');
    expect(switchLanguagePath('/about', 'ru', '?x=1', '#team')).toBe('/ru/about?x=1#team');
    expect(switchLanguagePath('/nl', 'en')).toBe('/');
  });

  it('strips only a supported prefix', () => {
    expect(stripLanguagePrefix('/es/blog/3')).toBe('/blog/3');
    expect(stripLanguagePrefix('/es')).toBe('/');
    expect(stripLanguagePrefix('/blog/3')).toBe('/blog/3');
  });

  it('sends an unsupported language prefix to the root', () => {
    expect(parseLocalizedPath('/xx/about')).toBeNull();
    expect(parseLocalizedPath('/de')).toBeNull();
    expect(parseLocalizedPath('/sr/about')).toEqual({ lng: 'sr', page: '/about' });
    expect(parseLocalizedPath('/about')).toEqual({ lng: 'en', page: '/about' });
    expect(parseLocalizedPath('/')).toEqual({ lng: 'en', page: '/' });
  });
});
