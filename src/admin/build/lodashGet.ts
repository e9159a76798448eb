/**
 * `lodash/get` as react-admin's sidebar and menu import it in the back office's production build
 * (vite.config.ts, admin mode; docs/decisions.md#admin-bundle): es-toolkit's lodash-compatible
 * `get` (same paths, same default), about 0.9 kB gz where lodash's with its path parser and
 * memoised cache is about 3 kB. Both read `theme.sidebar.width`-like paths of the theme.
 */
export { default } from 'es-toolkit/compat/get';
