/**
 * Menu and list titles name a resource in the nominative plural in every language: react-admin
 * asks for them with smart_count 2, the "few" plural in Serbian and Russian, which once read
 * "Članka" and "Шаблона писем" in the menu.
 */
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../../src/shared/languages';
import { createI18nProvider } from '../../../src/admin/i18nProvider';
import { locale } from '../support/i18n';

describe.each(LANGUAGE_CODES)('resource titles in %s', (lng) => {
  const admin = locale(lng, 'admin') as { resources: Record<string, Record<string, unknown>> };
  const instance = createInstance();
  void instance.init({ lng, fallbackLng: 'en', ns: ['admin'], defaultNS: 'admin', resources: { [lng]: { admin } }, interpolation: { escapeValue: false }, initAsync: false });
  const i18nProvider = createI18nProvider(instance);

  it('names every resource as a title (smart_count 2) in the plural nominative', () => {
    for (const [resource, texts] of Object.entries(admin.resources)) {
      if (typeof texts.name_other !== 'string') continue;
      expect({ resource, title: i18nProvider.translate(`resources.${resource}.name`, { smart_count: 2 }) }).toEqual({ resource, title: texts.name_other });
    }
  });

  it('names one record in the singular', () => {
    expect(i18nProvider.translate('resources.articles.name', { smart_count: 1 })).toBe(admin.resources.articles.name_one);
  });
});

it('reads Članci and Шаблоны писем in the Serbian and Russian menus', () => {
  const title = (lng: string, resource: string) => {
    const instance = createInstance();
    void instance.init({ lng, ns: ['admin'], defaultNS: 'admin', resources: { [lng]: { admin: locale(lng, 'admin') } }, initAsync: false });
    return createI18nProvider(instance).translate(`resources.${resource}.name`, { smart_count: 2 });
  };
  expect(title('sr', 'articles')).toBe('Članci');
  expect(title('ru', 'email-templates')).toBe('Шаблоны писем');
});
