import { lazyPage } from '../lazyPage';
import type { PublicPage } from '../types';

/**
 * Public routes of the company pages. /clients also needs `home`: it reuses the home page's
 * sample client cards and industry list, whose texts live there.
 */
export const COMPANY_PAGES: PublicPage[] = [
  { path: '/about', ...lazyPage(() => import('./AboutPage')), namespaces: ['company'], indexable: true },
  { path: '/careers', ...lazyPage(() => import('./CareersPage')), namespaces: ['company'], indexable: true },
  { path: '/clients', ...lazyPage(() => import('./ClientsPage')), namespaces: ['company', 'home'], indexable: true },
  { path: '/international', ...lazyPage(() => import('./InternationalPage')), namespaces: ['company'], indexable: true },
];
