import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { InitialDataContext, PublicDataError, usePublicData } from '../../../../src/site/data';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const withData = (data: Record<string, unknown>) =>
  function Provider({ children }: { children: ReactNode }) {
    return <InitialDataContext.Provider value={data}>{children}</InitialDataContext.Provider>;
  };

describe('usePublicData', () => {
  it('answers from the initial data on the first render, without fetching', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const { result } = renderHook(() => usePublicData('k', '/api/x'), { wrapper: withData({ k: { answer: 42 } }) });
    expect(result.current).toMatchObject({ data: { answer: 42 }, loading: false, error: undefined });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('fetches when the key has no initial data, and again for a new key', async () => {
    const fetchMock = vi.fn(async (url: string) => new Response(JSON.stringify({ url })));
    vi.stubGlobal('fetch', fetchMock);
    const { result, rerender } = renderHook(({ key, url }) => usePublicData<{ url: string }>(key, url), {
      initialProps: { key: 'a', url: '/api/a' },
      wrapper: withData({ other: 1 }),
    });
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.data).toEqual({ url: '/api/a' }));
    rerender({ key: 'b', url: '/api/b' });
    expect(result.current).toMatchObject({ loading: true, data: undefined });
    await waitFor(() => expect(result.current.data).toEqual({ url: '/api/b' }));
  });

  it('reports the status of a failed answer and fetches again on retry', async () => {
    const fetchMock = vi.fn(async () => new Response('{}', { status: 503 }));
    vi.stubGlobal('fetch', fetchMock);
    const { result } = renderHook(() => usePublicData('k', '/api/k'));
    await waitFor(() => expect(result.current.error).toBeInstanceOf(PublicDataError));
    expect(result.current.error?.status).toBe(503);
    fetchMock.mockImplementation(async () => new Response('{"ok":true}'));
    act(() => result.current.retry());
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.data).toEqual({ ok: true }));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
