/**
 * The back office's document title. A screen may name its page ({@link useDocumentTitle}, e.g.
 * 'Edit User - first last' of docs/requirements.md#r2); otherwise the page title of the app bar
 * names it. Inside the shell either is framed in the app's name, translated
 * ({@link useShellDocumentTitle}: "Edit User - Ada Lovelace · Danube Digital"), so every screen's
 * title carries it; with no page title the app's own name stands alone. react-admin itself never
 * sets it, and its default title ('React Admin') is replaced by ours in AdminApp.
 */
import { useEffect } from 'react';

/** Titles asked for by the screens shown, the newest last (objects: the same text may repeat). */
const screenTitles: { title: string }[] = [];

/** What the shell (the admin's app bar) gives while it is mounted. */
interface ShellTitle {
  /** The app bar's page title ('' while it has none). */
  page: string;
  /** A page title framed in the app's name ("Users · Danube Digital"). */
  frame: (page: string) => string;
  /** The title without any page ("Danube Digital — back office"). */
  bare: string;
}
let shell: ShellTitle | null = null;

function showTitle(): void {
  const page = screenTitles.at(-1)?.title ?? shell?.page;
  const title = page ? (shell ? shell.frame(page) : page) : shell?.bare;
  if (title) document.title = title;
}

/**
 * Names the calling screen's page in `document.title` while it is shown (framed by the shell in
 * the app's name); after it, the shell's title again (or, outside the shell, the previous title).
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
      if (screenTitles.length > 0 || shell) showTitle();
      else document.title = previous;
    };
  }, [title]);
}

/**
 * The shell's part while the caller (the admin's app bar) is mounted: the app bar's page title
 * `page`, shown when no screen names its page, and how any page title is framed in the app's
 * name (`frame`); `bare` when there is no page title at all.
 */
export function useShellDocumentTitle(page: string, frame: (page: string) => string, bare: string): void {
  useEffect(() => {
    shell = { page, frame, bare };
    showTitle();
    return () => {
      shell = null;
    };
  }, [page, frame, bare]);
}
