/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the country flag images (default https://flagcdn.com). */
  readonly VITE_FLAG_BASE_URL?: string;
  /** Reverse geocoder for language detection (default: docs/requirements.md#r7's external service). */
  readonly VITE_GEOCODER_URL?: string;
}

/** Hash of the translation files at build time ('' in development); see vite.config.ts. */
declare const __LOCALES_VERSION__: string;
