/**
 * `react-hotkeys-hook` as react-admin's `MenuItemLink` imports it in the back office's production
 * build (vite.config.ts, admin mode; docs/decisions.md#admin-bundle). A menu item registers a
 * keyboard shortcut only when given a `keyboardShortcut` prop, and the back office's menu gives
 * none, so the library (about 2.5 kB gz of the first screen) is not needed there. Should an item
 * ever ask for a shortcut, this says so in the console instead of silently ignoring it.
 */

/** `useHotkeys(keys, callback, { enabled })`: registers nothing; reports an enabled shortcut as an error. */
export function useHotkeys(keys: unknown, _callback: unknown, options?: { enabled?: boolean }): { current: null } {
  if (options?.enabled) console.error(`MenuItemLink keyboard shortcut ${String(keys)} ignored: src/admin/build/noMenuShortcuts.ts replaces react-hotkeys-hook in the menu`);
  return { current: null };
}
