/**
 * react-admin's layout without its preferences Inspector, in the back office's production build
 * (vite.config.ts, admin mode; docs/decisions.md#admin-bundle). The Inspector is the panel of
 * react-admin's configurable components, opened by an `<InspectorButton>` the back office does not
 * have; the layout rendered it (closed) on every page and put its code in the first download.
 */

/** Renders nothing, as react-admin's Inspector does while nobody opened it. */
export const Inspector = () => null;
