/**
 * The live preview of a Markdown body: the HTML the server's one renderer and sanitiser make of
 * it (server/markdown.ts), asked of `path` (`/emails/preview`, `/articles/preview`: `{body}` →
 * `{html}`) once typing pauses for {@link PREVIEW_DELAY_MS}. `body` is cut to `maxLength` (the
 * endpoint refuses longer ones; the form's own rule reports them). An answer that arrives after
 * the body changed again is dropped.
 */
import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { AdminDataProvider } from './dataProviderTypes';

/** Milliseconds without typing before the preview is asked for. */
export const PREVIEW_DELAY_MS = 400;

/** `{html}` (null until the first answer) and `failed` (the last request failed). */
export function useRenderedMarkdown(path: string, body: string, maxLength: number, active = true): { html: string | null; failed: boolean } {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [html, setHtml] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!active) return;
    let current = true;
    const timer = setTimeout(() => {
      dataProvider
        .postTo<{ html: string }>(path, { body: body.slice(0, maxLength) })
        .then(({ data }) => {
          if (!current) return;
          setHtml(data.html);
          setFailed(false);
        })
        .catch(() => current && setFailed(true));
    }, PREVIEW_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [active, body, dataProvider, maxLength, path]);
  return { html, failed };
}
