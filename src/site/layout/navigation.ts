/** Main navigation entries of docs/requirements.md#r2 (unprefixed paths; label keys in `common`). */
export const MAIN_NAV = [
  { path: '/services', labelKey: 'nav.services' },
  { path: '/products', labelKey: 'nav.products' },
  { path: '/blog', labelKey: 'nav.blog' },
  { path: '/contact', labelKey: 'nav.contact' },
] as const;
