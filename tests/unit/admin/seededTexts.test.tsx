/**
 * Seeded records in the reader's language (docs/decisions.md#seeded-texts): a seeded
 * currency's name from Intl, a seeded module's, feature's and role's texts from the locales,
 * while the record still holds the seed's English text; anything staff changed as written.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { createInstance } from 'i18next';
import { AdminContext, RecordContextProvider, memoryStore, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../../src/shared/languages';
import { SEEDED_CURRENCY_NAMES, SEEDED_MODULES, SEEDED_ROLE_TEXTS } from '../../../src/shared/seeded';
import { createI18nProvider } from '../../../src/admin/i18nProvider';
import { currencyDisplayName, seededText, seededTextDisplay } from '../../../src/admin/crud/seededTexts';
import { locale } from '../support/i18n';

afterEach(cleanup);

function i18nIn(lng: string) {
  const instance = createInstance();
  void instance.init({ lng, fallbackLng: 'en', ns: ['admin'], defaultNS: 'admin', resources: { en: { admin: locale('en', 'admin') }, [lng]: { admin: locale(lng, 'admin') } }, interpolation: { escapeValue: false }, initAsync: false });
  return instance;
}
const translateIn = (lng: string) => createI18nProvider(i18nIn(lng)).translate as (key: string, options?: Record<string, unknown>) => string;

describe('seededText', () => {
  const sr = translateIn('sr');

  it('names a seeded currency in the reader’s language (Intl) while it has its seeded name', () => {
    expect(seededText({ kind: 'currency', code: 'EUR', field: 'name' }, 'Euro', sr, 'sr-Latn')).toBe('Evro');
    expect(seededText({ kind: 'currency', code: 'RSD', field: 'name' }, 'Serbian dinar', sr, 'sr-Latn')).toBe('Srpski dinar');
    expect(seededText({ kind: 'currency', code: 'USD', field: 'name' }, 'US dollar', translateIn('ru'), 'ru')).toBe('Доллар США');
  });

  it('shows a renamed currency, or one the seed never wrote, as stored', () => {
    expect(seededText({ kind: 'currency', code: 'EUR', field: 'name' }, 'Euro (cash)', sr, 'sr-Latn')).toBe('Euro (cash)');
    expect(seededText({ kind: 'currency', code: 'XAU', field: 'name' }, 'Gold', sr, 'sr-Latn')).toBe('Gold');
  });

  it('translates a seeded module’s and feature’s name and description, and a seeded role’s description', () => {
    expect(seededText({ kind: 'module', code: 'e-commerce', field: 'name' }, 'E-commerce', sr, 'sr-Latn')).toBe('E-trgovina');
    expect(seededText({ kind: 'module', code: 'pos', field: 'description' }, 'Fiscal cash registers for shops and restaurants, online and offline.', sr, 'sr-Latn')).toBe('Fiskalne kase za prodavnice i restorane, sa vezom i bez nje.');
    expect(seededText({ kind: 'feature', code: 'catalogue', field: 'name' }, 'Product catalogue', sr, 'sr-Latn')).toBe('Katalog proizvoda');
    expect(seededText({ kind: 'role', code: 'Viewer', field: 'description' }, 'Read-only access to everything', sr, 'sr-Latn')).toBe('Pristup svemu samo za čitanje');
  });

  it('reads the seeded English texts in American spelling in English', () => {
    const en = translateIn('en');
    expect(seededText({ kind: 'feature', code: 'catalogue', field: 'name' }, 'Product catalogue', en, 'en')).toBe('Product catalog');
    expect(seededText({ kind: 'role', code: 'Manager', field: 'description' }, SEEDED_ROLE_TEXTS.Manager.description, en, 'en')).toBe('Manages users, organizations and reference data; cannot change roles or permissions');
  });

  it('shows a text staff edited as written, and never translates a role’s name', () => {
    expect(seededText({ kind: 'module', code: 'e-commerce', field: 'name' }, 'Webshop', sr, 'sr-Latn')).toBe('Webshop');
    expect(seededText({ kind: 'feature', code: 'catalogue', field: 'description' }, 'Our own words', sr, 'sr-Latn')).toBe('Our own words');
    expect(seededText({ kind: 'role', code: 'Viewer', field: 'name' }, 'Viewer', sr, 'sr-Latn')).toBe('Viewer');
  });

  it.each(LANGUAGE_CODES)('has every seeded currency in Intl and every seeded module, feature and role text in %s', (lng) => {
    const admin = locale(lng, 'admin') as { seeded: { modules: Record<string, unknown>; features: Record<string, unknown>; roles: Record<string, unknown> } };
    for (const code of Object.keys(SEEDED_CURRENCY_NAMES)) expect(currencyDisplayName(code, lng === 'sr' ? 'sr-Latn' : lng), code).toBeTruthy();
    expect(Object.keys(admin.seeded.modules).sort()).toEqual(SEEDED_MODULES.map((module) => module.code).sort());
    expect(Object.keys(admin.seeded.features).sort()).toEqual(SEEDED_MODULES.flatMap((module) => module.features.map(([code]) => code)).sort());
    expect(Object.keys(admin.seeded.roles).sort()).toEqual(Object.values(SEEDED_ROLE_TEXTS).map((role) => role.key).sort());
  });
});

describe('seededTextDisplay', () => {
  it('shows a seeded module’s name in Serbian in a list or details cell', () => {
    const ModuleName = seededTextDisplay('module', 'code');
    render(
      <MemoryRouter>
        <AdminContext dataProvider={{} as DataProvider} i18nProvider={createI18nProvider(i18nIn('sr'))} store={memoryStore()}>
          <RecordContextProvider value={{ id: 1, code: 'business-systems', name: 'Business systems' }}>
            <ModuleName source="name" field={{ source: 'name', type: 'text' }} />
          </RecordContextProvider>
          <RecordContextProvider value={{ id: 2, code: 'websites', name: 'Our websites' }}>
            <ModuleName source="name" field={{ source: 'name', type: 'text' }} />
          </RecordContextProvider>
        </AdminContext>
      </MemoryRouter>,
    );
    expect(screen.getByText('Poslovni sistemi')).toBeInTheDocument();
    expect(screen.getByText('Our websites')).toBeInTheDocument();
  });
});
