/**
 * The back office's translations requested before its script arrives
 * (docs/decisions.md#admin-bundle): admin.html carries {@link adminPreloadScript} inline (the Vite
 * build and dev server put it there, vite.config.ts), which detects the interface language by
 * docs/requirements.md#r9's detector order and starts the `common` and `admin` translation
 * requests at once, in parallel with the main script's download. src/i18n/index.ts reads the
 * detected language and takes each answer the first time i18next asks for its URL
 * ({@link takePreloadedTranslation}); a retry or a later language asks the server again.
 *
 * No imports and no module state in the two functions the script carries: they are sent to the
 * page as their source text ({@link adminPreloadScript}) and must stand alone there.
 */

/** The namespaces the back office renders with (docs/architecture.md: `common`, `admin`). */
export const ADMIN_NAMESPACES = ['common', 'admin'] as const;

/** The i18next backend's `loadPath`: translation URLs, with the build's hash of the translations when there is one. */
export function translationLoadPath(version: string): string {
  return `/locales/{{lng}}/{{ns}}.json${version ? `?v=${version}` : ''}`;
}

/** What the inline script leaves on `window.__adminTranslations`. */
export interface AdminTranslationPreload {
  /** The detected interface language (a supported code). */
  lng: string;
  /** Each requested translation URL → its pending answer, taken once. */
  responses: Record<string, Promise<Response>>;
}

/**
 * The admin's interface language by docs/requirements.md#r9's order: query `lng`, cookie
 * `i18next`, localStorage and sessionStorage `i18nextLng`, the browser's languages, `<html lang>`;
 * the first whose language part (`sr` of `sr-Latn`) is in `supported`, else `fallback`. The
 * order and names are i18next-browser-languagedetector's, which the back office used before.
 */
export function detectAdminLanguage(supported: readonly string[], fallback: string): string {
  const found: (string | null | undefined)[] = [];
  const read = (get: () => string | null | undefined) => {
    try {
      found.push(get());
    } catch {
      // Storage or cookies may be blocked: that source simply says nothing.
    }
  };
  read(() => new URLSearchParams(window.location.search).get('lng'));
  read(() => {
    const match = /(?:^|;\s*)i18next=([^;]*)/.exec(document.cookie);
    return match ? decodeURIComponent(match[1]) : null;
  });
  read(() => window.localStorage.getItem('i18nextLng'));
  read(() => window.sessionStorage.getItem('i18nextLng'));
  for (const language of window.navigator.languages ?? []) found.push(language);
  found.push(window.navigator.language, document.documentElement.getAttribute('lang'));
  for (const tag of found) {
    const code = (tag ?? '').toLowerCase().split('-')[0];
    if (supported.includes(code)) return code;
  }
  return fallback;
}

/**
 * Detects the language with `detect` and requests `namespaces` in it (and in `fallback`, which
 * i18next loads too for missing keys) from `loadPath`; leaves the result on
 * `window.__adminTranslations` and returns it.
 */
export function startTranslationPreload(
  detect: (supported: readonly string[], fallback: string) => string,
  supported: readonly string[],
  fallback: string,
  loadPath: string,
  namespaces: readonly string[],
): AdminTranslationPreload {
  const lng = detect(supported, fallback);
  const responses: Record<string, Promise<Response>> = {};
  for (const language of lng === fallback ? [lng] : [lng, fallback]) {
    for (const ns of namespaces) {
      const url = loadPath.replace('{{lng}}', language).replace('{{ns}}', ns);
      responses[url] = fetch(url, { credentials: 'same-origin' });
      // A failure is i18next's to report when it takes the answer; none unhandled meanwhile.
      responses[url].catch(() => undefined);
    }
  }
  const preload = { lng, responses };
  (window as unknown as { __adminTranslations?: AdminTranslationPreload }).__adminTranslations = preload;
  return preload;
}

/** The inline script of admin.html: {@link startTranslationPreload} with {@link detectAdminLanguage}, run at once. */
export function adminPreloadScript(supported: readonly string[], fallback: string, version: string): string {
  const args = [detectAdminLanguage.toString(), JSON.stringify(supported), JSON.stringify(fallback), JSON.stringify(translationLoadPath(version)), JSON.stringify(ADMIN_NAMESPACES)];
  return `(${startTranslationPreload.toString()})(${args.join(',')});`;
}

/** What the inline script left, if it ran (the back office's page), else undefined. */
export function adminTranslationPreload(): AdminTranslationPreload | undefined {
  return typeof window === 'undefined' ? undefined : (window as unknown as { __adminTranslations?: AdminTranslationPreload }).__adminTranslations;
}

/**
 * The preloaded answer for `url`, once (read by ./index.ts's `translationFetch`: undefined makes
 * it fetch as usual).
 */
export function takePreloadedTranslation(url: string): Promise<Response> | undefined {
  const responses = adminTranslationPreload()?.responses;
  const answer = responses?.[url];
  if (answer && responses) delete responses[url];
  return answer;
}

/**
 * The backend's `fetch`: the answer admin.html's inline script already asked for, taken once,
 * else the network. A request that gets no answer at all resolves as 503 Service Unavailable:
 * i18next-fetch-backend retries 5xx but would give up on a rejected fetch, and
 * docs/requirements.md#r9 retries a failed load whatever failed.
 */
export function translationFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = String(input);
  return (
    takePreloadedTranslation(url) ??
    fetch(url, init).catch((error: unknown) => {
      console.warn(`i18n: no answer for ${url}`, error);
      return new Response(null, { status: 503, statusText: 'No answer' });
    })
  );
}
