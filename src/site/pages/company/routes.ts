import { lazyPage } from '../lazyPage';
import type { PublicPage } from '../types';

/**
 * Public routes of the company pages. /clients also needs `home`: it reuses the home page's
 * sample client cards, whose texts live there, and `cases`: it shows the case studies as the home
 * page does (rendered by the server with them, docs/decisions.md#case-studies). /careers and its openings'
 * pages (`/careers/:slug`) are rendered by the server from the job openings
 * (server/publishing/job-openings-collection.ts), not prerendered; an opening's page also needs
 * `site` for the not-found page of one that is not open.
 */
export const COMPANY_PAGES: PublicPage[] = [
  { path: '/about', ...lazyPage(() => import('./AboutPage')), namespaces: ['company'], indexable: true },
  { path: '/careers', ...lazyPage(() => import('./CareersPage')), namespaces: ['company'], indexable: true },
  { path: '/careers/:slug', ...lazyPage(() => import('./JobOpeningPage')), namespaces: ['company', 'site'], indexable: false },
  { path: '/clients', ...lazyPage(() => import('./ClientsPage')), namespaces: ['company', 'home', 'cases'], indexable: true },
  { path: '/international', ...lazyPage(() => import('./InternationalPage')), namespaces: ['company'], indexable: true },
];
