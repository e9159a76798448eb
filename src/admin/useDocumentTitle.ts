import { useEffect } from 'react';

/** Sets `document.title` while the calling screen is shown (restores the previous one after). */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
