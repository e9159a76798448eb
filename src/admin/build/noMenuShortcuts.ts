/**
 * `react-hotkeys-hook` and react-admin's `KeyboardShortcut` (the shortcut's hint) as react-admin's `MenuItemLink` imports them in the back office's production
 * build (vite.config.ts, admin mode; docs/decisions.md#admin-bundle). A menu item registers a
 * keyboard shortcut only when given a `keyboardShortcut` prop, and the back office's menu gives
 * none, so the library and the hint (about 3 kB gz of the first screen) are not needed there. Should an item
 * ever ask for a shortcut, this says so in the console instead of silently ignoring it.
 */

/** `useHotkeys(keys, callback, { enabled })`: registers nothing; reports an enabled shortcut as an error. */
export function useHotkeys(keys: unknown, _callback: unknown, options?: { enabled?: boolean }): { current: null } {
  if (options?.enabled) console.error(`MenuItemLink keyboard shortcut ${String(keys)} ignored: src/admin/build/noMenuShortcuts.ts replaces react-hotkeys-hook in the menu`);
  return { current: null };
}

/** react-admin's shortcut hint: nothing, since no menu item registers a shortcut (see {@link useHotkeys}). */
export function KeyboardShortcut(): null {
  return null;
}
