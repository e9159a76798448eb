/**
 * The back office's document title. A screen may ask for an exact one ({@link useDocumentTitle},
 * e.g. 'Edit User - first last' of docs/requirements.md#r2); otherwise the shell's applies ({@link useShellDocumentTitle}:
 * the page title of the app bar within the app's name, translated). react-admin itself never
 * sets it, and its default title ('React Admin') is replaced by ours in AdminApp.
 */
import { useEffect } from 'react';

/** Titles asked for by the screens shown, the newest last (objects: the same text may repeat). */
const screenTitles: { title: string }[] = [];
let shellTitle: string | null = null;

function showTitle(): void {
  const title = screenTitles.at(-1)?.title ?? shellTitle;
  if (title) document.title = title;
}

/**
 * Sets `document.title` while the calling screen is shown; after it, the shell's title again
 * (or, outside the shell, the previous title).
 */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (!title) return;
    const entry = { title };
    const previous = document.title;
    screenTitles.push(entry);
    showTitle();
    return () => {
      screenTitles.splice(screenTitles.indexOf(entry), 1);
      if (screenTitles.length > 0 || shellTitle) showTitle();
      else document.title = previous;
    };
  }, [title]);
}

/** The shell's title while the caller (the admin's layout) is mounted: shown when no screen asks for one. */
export function useShellDocumentTitle(title: string): void {
  useEffect(() => {
    shellTitle = title;
    showTitle();
    return () => {
      shellTitle = null;
    };
  }, [title]);
}
