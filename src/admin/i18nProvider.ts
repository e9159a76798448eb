/**
 * react-admin i18nProvider on the app's one i18next instance (src/i18n), namespace `admin`.
 *
 * ra-i18n-i18next's hook initialises the instance it is given; ours is already initialised
 * and shared with the site, so this small provider wraps it instead. react-admin's own `ra.*`
 * messages live, in i18next syntax, in `locales/<lng>/admin.json` like every other admin text.
 * react-admin's `smart_count` drives i18next plurals (`count`); `_` is the default text.
 */
import type { i18n as I18n } from 'i18next';
import type { I18nProvider } from 'react-admin';
import { LANGUAGE_MENU } from '../shared/languages';

export const ADMIN_NAMESPACE = 'admin';

/** Builds the provider over `i18n` (the shared instance in the app, a test one in tests). */
export function createI18nProvider(i18n: I18n): I18nProvider {
  return {
    translate(key, options = {}) {
      const { _: defaultText, smart_count, ...rest } = (options ?? {}) as Record<string, unknown>;
      if (typeof key !== 'string' || !key) return String(key ?? '');
      // Free text (an error message, a label already translated) is not a key: i18next would
      // read ':' and '.' in it as separators, so answer it (or the default) unchanged.
      const count = smart_count !== undefined ? { count: Number(smart_count), smart_count } : {};
      if (!i18n.exists(key, { ns: ADMIN_NAMESPACE, ...count })) {
        return typeof defaultText === 'string' ? interpolate(defaultText, { smart_count, ...rest }) : key;
      }
      return String(
        i18n.t(key, {
          ns: ADMIN_NAMESPACE,
          ...rest,
          ...count,
          interpolation: { escapeValue: false },
        }),
      );
    },
    async changeLocale(locale) {
      await i18n.loadNamespaces(ADMIN_NAMESPACE);
      await i18n.changeLanguage(locale);
      await i18n.loadNamespaces(ADMIN_NAMESPACE);
    },
    getLocale() {
      return (i18n.resolvedLanguage ?? i18n.language ?? 'en').split('-')[0];
    },
    getLocales() {
      return LANGUAGE_MENU.map(({ code, nativeName }) => ({ locale: code, name: nativeName }));
    },
  };
}

/** Replaces `%{name}` (react-admin) and `{{name}}` (i18next) placeholders in a default text. */
function interpolate(text: string, values: Record<string, unknown>): string {
  return text.replace(/%\{(\w+)\}|\{\{\s*(\w+)\s*\}\}/g, (match, a: string | undefined, b: string | undefined) => {
    const value = values[(a ?? b) as string];
    return value === undefined || value === null ? match : String(value);
  });
}
