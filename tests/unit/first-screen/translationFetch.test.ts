// @vitest-environment jsdom
import i18next from 'i18next';
import FetchBackend from 'i18next-fetch-backend';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { translationFetch, type AdminTranslationPreload } from '../../../src/i18n/preload';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  delete (window as { __adminTranslations?: unknown }).__adminTranslations;
});

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fresh i18next on the app's backend and `fetch`, retrying quickly (docs/requirements.md#r9's count, shorter waits). */
async function load(): Promise<{ instance: typeof i18next; ready: Promise<unknown> }> {
  const instance = i18next.createInstance();
  const ready = instance.use(FetchBackend).init({
    lng: 'sr',
    fallbackLng: false,
    ns: ['common'],
    defaultNS: 'common',
    maxRetries: 5,
    retryTimeout: 1,
    backend: { loadPath: '/locales/{{lng}}/{{ns}}.json', fetch: translationFetch },
  });
  return { instance, ready };
}

describe('translations through i18next-fetch-backend (docs/requirements.md#r9)', () => {
  it('retries a load that got no answer, and then translates', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fetch = vi
      .fn<(url: string) => Promise<Response>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(json({ hello: 'Zdravo' }));
    vi.stubGlobal('fetch', fetch);
    const { instance, ready } = await load();
    await ready;
    await vi.waitFor(() => expect(instance.t('hello')).toBe('Zdravo'));
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(fetch.mock.calls.every(([url]) => url === '/locales/sr/common.json')).toBe(true);
  });

  it('retries a 5xx answer but not a 4xx one', async () => {
    const failing = vi.fn<(url: string) => Promise<Response>>().mockResolvedValueOnce(json({}, 502)).mockResolvedValue(json({ hello: 'Zdravo' }));
    vi.stubGlobal('fetch', failing);
    const first = await load();
    await first.ready;
    await vi.waitFor(() => expect(first.instance.t('hello')).toBe('Zdravo'));
    expect(failing).toHaveBeenCalledTimes(2);

    const missing = vi.fn<(url: string) => Promise<Response>>().mockResolvedValue(json({}, 404));
    vi.stubGlobal('fetch', missing);
    const second = await load();
    await second.ready;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(missing).toHaveBeenCalledTimes(1);
    expect(second.instance.t('hello')).toBe('hello');
  });

  it('takes the answer admin.html already asked for, once, instead of asking again', async () => {
    const preload: AdminTranslationPreload = { lng: 'sr', responses: { '/locales/sr/common.json': Promise.resolve(json({ hello: 'Zdravo (preloaded)' })) } };
    (window as { __adminTranslations?: AdminTranslationPreload }).__adminTranslations = preload;
    const fetch = vi.fn<(url: string) => Promise<Response>>().mockResolvedValue(json({ hello: 'Zdravo (network)' }));
    vi.stubGlobal('fetch', fetch);
    const { instance, ready } = await load();
    await ready;
    expect(instance.t('hello')).toBe('Zdravo (preloaded)');
    expect(fetch).not.toHaveBeenCalled();
    expect(preload.responses).toEqual({});
    await translationFetch('/locales/sr/common.json');
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
