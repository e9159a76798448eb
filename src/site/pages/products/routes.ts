import { lazyPage } from '../lazyPage';
import type { PublicPage } from '../types';

const NAMESPACES = ['products'];
const websitesPage = lazyPage(() => import('./WebsitesPage'));

/** Public routes of the products pages (docs/requirements.md#r2; /products/liflet shows the websites page). */
export const PRODUCTS_PAGES: PublicPage[] = [
  { path: '/products', ...lazyPage(() => import('./ProductsIndexPage')), namespaces: NAMESPACES, indexable: true },
  { path: '/products/e_commerce', ...lazyPage(() => import('./EcommercePage')), namespaces: NAMESPACES, indexable: true },
  { path: '/products/pos', ...lazyPage(() => import('./PointOfSalePage')), namespaces: NAMESPACES, indexable: true },
  { path: '/products/websites', ...websitesPage, namespaces: NAMESPACES, indexable: true },
  { path: '/products/mobile-apps', ...lazyPage(() => import('./MobileAppsPage')), namespaces: NAMESPACES, indexable: true },
  { path: '/products/business-systems', ...lazyPage(() => import('./BusinessSystemsPage')), namespaces: NAMESPACES, indexable: true },
  { path: '/products/liflet', ...websitesPage, namespaces: NAMESPACES, indexable: true },
];
