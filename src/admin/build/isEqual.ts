/**
 * `lodash/isEqual` as react-admin's core and layout import it in the back office's production
 * build (vite.config.ts, admin mode; docs/decisions.md#admin-bundle): `dequal`'s deep equality
 * (the same answers for what react-admin compares: stored preferences, query parameters,
 * resource definitions — plain objects, arrays, dates, maps and sets) in well under 1 kB gz,
 * where lodash's comparison brings its own stack, caches and type tags. Only the first screen's
 * three importers get it (the store, the resource registry, `useDeepCompareEffect`); react-admin's
 * forms and lists keep lodash's (their values may hold files, which only lodash tells apart);
 * tests and the dev server use lodash's everywhere.
 */
import { dequal } from 'dequal';

export default dequal;
