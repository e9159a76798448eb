/**
 * `lodash/debounce` as react-admin's scroll-position hook imports it in the back office's
 * production build (vite.config.ts, admin mode; docs/decisions.md#admin-bundle): es-toolkit's
 * lodash-compatible `debounce` (same signature and options, `cancel` and `flush`), about 0.5 kB gz
 * where lodash's with its number and type helpers is about 1.3 kB.
 */
export { default } from 'es-toolkit/compat/debounce';
