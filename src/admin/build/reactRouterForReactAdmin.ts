/**
 * `react-router-dom` as react-admin's core (ra-core) sees it in the back office's production
 * build (vite.config.ts, admin mode; docs/decisions.md#admin-bundle): all of it except the data
 * router. ra-core creates a hash data router (`createHashRouter` + `RouterProvider`) only when
 * `<Admin>` is mounted outside a router; the back office always mounts it inside
 * src/admin/main.tsx's BrowserRouter, yet the reference alone kept react-router's data-router
 * code (about 19 KB gz) in the first download. Reaching either here is a programming error.
 * Tests and the dev server use the real module.
 */
export * from 'react-router-dom';

const outsideRouter = (): never => {
  throw new Error('The back office mounts react-admin inside its own BrowserRouter (src/admin/main.tsx); react-admin tried to create a router of its own.');
};

/** Never called: react-admin finds main.tsx's router. */
export const createHashRouter = outsideRouter;
/** Never rendered: react-admin finds main.tsx's router. */
export const RouterProvider = outsideRouter;
