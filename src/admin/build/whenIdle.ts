/**
 * Runs `run` when the browser is next idle (`requestIdleCallback`, at the latest after 2 s), or
 * after 200 ms where there is no such callback (jsdom, older Safari): how the back office's shell
 * requests what its first screen leaves out — MUI's Tooltip, Menu and modal Drawer, the user
 * menu's items (docs/decisions.md#admin-bundle).
 */
export function whenIdle(run: () => void): void {
  const idle = (globalThis as { requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number }).requestIdleCallback;
  if (idle) idle(run, { timeout: 2_000 });
  else setTimeout(run, 200);
}
