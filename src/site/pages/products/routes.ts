import { lazy } from 'react';
import type { PublicPage } from '../types';

const NAMESPACES = ['products'];
const WebsitesPage = lazy(() => import('./WebsitesPage'));

/** Public routes of the products pages (SPEC §2; /products/liflet shows the websites page). */
export const PRODUCTS_PAGES: PublicPage[] = [
  { path: '/products', Component: lazy(() => import('./ProductsIndexPage')), namespaces: NAMESPACES, indexable: true },
  { path: '/products/e_commerce', Component: lazy(() => import('./EcommercePage')), namespaces: NAMESPACES, indexable: true },
  { path: '/products/pos', Component: lazy(() => import('./PointOfSalePage')), namespaces: NAMESPACES, indexable: true },
  { path: '/products/websites', Component: WebsitesPage, namespaces: NAMESPACES, indexable: true },
  { path: '/products/mobile-apps', Component: lazy(() => import('./MobileAppsPage')), namespaces: NAMESPACES, indexable: true },
  { path: '/products/business-systems', Component: lazy(() => import('./BusinessSystemsPage')), namespaces: NAMESPACES, indexable: true },
  { path: '/products/liflet', Component: WebsitesPage, namespaces: NAMESPACES, indexable: true },
];
