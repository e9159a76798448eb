import { lazy } from 'react';
import type { PublicPage } from '../types';

/**
 * Public routes of the company pages. /clients also needs `home`: it reuses the home page's
 * sample client cards and industry list, whose texts live there.
 */
export const COMPANY_PAGES: PublicPage[] = [
  { path: '/about', Component: lazy(() => import('./AboutPage')), namespaces: ['company'], indexable: true },
  { path: '/careers', Component: lazy(() => import('./CareersPage')), namespaces: ['company'], indexable: true },
  { path: '/clients', Component: lazy(() => import('./ClientsPage')), namespaces: ['company', 'home'], indexable: true },
  { path: '/international', Component: lazy(() => import('./InternationalPage')), namespaces: ['company'], indexable: true },
];
