import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInstance } from 'i18next';
import { createI18nProvider } from '../../../src/admin/i18nProvider';
import { englishI18n } from './testKit';

describe('admin i18nProvider', () => {
  const provider = createI18nProvider(englishI18n());

  it("translates react-admin's own messages with interpolation", () => {
    expect(provider.translate('ra.action.save')).toBe('Save');
    expect(provider.translate('ra.navigation.page_range_info', { offsetBegin: 1, offsetEnd: 25, total: 42 })).toBe('1-25 of 42');
  });

  it('chooses plural forms from smart_count', () => {
    expect(provider.translate('resources.users.name', { smart_count: 1 })).toBe('User');
    expect(provider.translate('resources.users.name', { smart_count: 2 })).toBe('Users');
    expect(provider.translate('ra.notification.updated', { smart_count: 3 })).toBe('3 elements updated');
  });

  it('answers free text and unknown keys with the default or unchanged', () => {
    expect(provider.translate('Konflikt\nResurs već postoji')).toBe('Konflikt\nResurs već postoji');
    expect(provider.translate('Greška: x. y', { _: 'Greška: x. y' })).toBe('Greška: x. y');
    expect(provider.translate('resources.nothing.name', { _: 'Nothing %{n}', n: 2 })).toBe('Nothing 2');
  });

  it('lists the seven languages by native name', () => {
    expect(provider.getLocales!().map((l) => l.name)).toEqual(['English', '中文', 'Español', 'Italiano', 'Srpski', 'Русский', 'Nederlands']);
  });

  it('switches language on the shared instance', async () => {
    const instance = createInstance();
    const sr = JSON.parse(readFileSync(join(__dirname, '../../../locales/sr/admin.json'), 'utf8'));
    const en = JSON.parse(readFileSync(join(__dirname, '../../../locales/en/admin.json'), 'utf8'));
    await instance.init({ lng: 'en', fallbackLng: 'en', ns: ['admin'], resources: { en: { admin: en }, sr: { admin: sr } } });
    const shared = createI18nProvider(instance);
    await shared.changeLocale('sr');
    expect(shared.getLocale()).toBe('sr');
    expect(instance.language).toBe('sr');
    expect(shared.translate('users.form.add')).toBe('Dodaj korisnika');
    expect(shared.translate('ra.action.bulk_actions', { smart_count: 3 })).toBe('Izabrane su 3 stavke');
  });
});
