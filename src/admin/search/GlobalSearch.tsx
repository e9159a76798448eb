/**
 * The app bar's global search: a search button, and Ctrl+K (Cmd+K on a Mac) anywhere in the back
 * office, open the command palette (./CommandPalette.tsx). Only this button and the key listener
 * are in the shell; the palette is a chunk of its own, downloaded the first time it opens
 * (docs/decisions.md#admin-bundle).
 */
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { IconButton } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslate } from 'react-admin';
import { LazyTooltip as Tooltip } from '../build/lazyTooltip';

const CommandPalette = lazy(() => import('./CommandPalette'));

/** Whether `event` is the palette's shortcut: Ctrl+K or Cmd+K, without Alt or Shift. */
export function isPaletteShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';
}

/** The search button and the shortcut; the palette once first asked for. */
export function GlobalSearch() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  // The palette's code is fetched on first use and then kept mounted (closed) for the next.
  const [wanted, setWanted] = useState(false);
  const show = useCallback(() => {
    setWanted(true);
    setOpen(true);
  }, []);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isPaletteShortcut(event)) return;
      event.preventDefault();
      show();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [show]);
  const label = translate('app.search.open');
  return (
    <>
      <Tooltip title={label}>
        <IconButton color="inherit" onClick={show} aria-label={label} aria-keyshortcuts="Control+K Meta+K" aria-haspopup="dialog">
          <SearchIcon />
        </IconButton>
      </Tooltip>
      {wanted ? (
        <Suspense fallback={null}>
          <CommandPalette open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
