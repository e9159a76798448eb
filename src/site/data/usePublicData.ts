import { useCallback, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import { InitialDataContext } from './initialData';

/** A failed public request; `status` is absent when no answer came (network error). */
export class PublicDataError extends Error {
  constructor(readonly status?: number) {
    super(status ? `Request failed with status ${status}` : 'No answer from the server');
    this.name = 'PublicDataError';
  }
}

/** What {@link usePublicData} returns. */
export interface PublicData<T> {
  data: T | undefined;
  error: PublicDataError | undefined;
  loading: boolean;
  /** Fetches again after an error. */
  retry: () => void;
}

interface Outcome<T> {
  key: string;
  data?: T;
  error?: PublicDataError;
}

async function fetchJson<T>(url: string, signal: AbortSignal): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, { headers: { accept: 'application/json' }, signal });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new PublicDataError();
  }
  if (!response.ok) throw new PublicDataError(response.status);
  return (await response.json()) as T;
}

/**
 * Public JSON for a page: the {@link InitialDataContext} value under `key` when present (the
 * prerendered page and its hydration then render the same markup), otherwise a GET of `url`
 * after mount. A change of `key` loads the new data; the previous data is not shown meanwhile.
 */
export function usePublicData<T>(key: string, url: string): PublicData<T> {
  const initialData = useContext(InitialDataContext);
  const hasInitial = Object.prototype.hasOwnProperty.call(initialData, key);
  const [outcome, setOutcome] = useState<Outcome<T>>();
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (hasInitial) return;
    const controller = new AbortController();
    fetchJson<T>(url, controller.signal).then(
      (data) => setOutcome({ key, data }),
      (error: unknown) => {
        if (!controller.signal.aborted) setOutcome({ key, error: error instanceof PublicDataError ? error : new PublicDataError() });
      },
    );
    return () => controller.abort();
  }, [key, url, attempt, hasInitial]);

  const retry = useCallback(() => {
    setOutcome(undefined);
    setAttempt((n) => n + 1);
  }, []);

  if (hasInitial) return { data: initialData[key] as T, error: undefined, loading: false, retry };
  const current = outcome?.key === key ? outcome : undefined;
  return { data: current?.data, error: current?.error, loading: !current, retry };
}

const subscribeToNothing = () => () => {};

/**
 * False while rendering on the server and while hydrating server markup, true in every other
 * render (and right after hydration). Lets a page render exactly what was prerendered first,
 * then what the URL asks for (e.g. `?page=2` of a list prerendered at page 1).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
