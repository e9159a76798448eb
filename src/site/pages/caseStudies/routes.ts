import { lazyPage } from '../lazyPage';
import type { PublicPage } from '../types';

/**
 * Public routes of the case studies (docs/decisions.md#case-studies). The server renders every one
 * from the case-studies resource (server/publishing/case-studies-collection.ts), none is
 * prerendered: the list (in sitemap.xml), its filtered pages (`/case-studies/industry/<industry>`,
 * `/case-studies/service/<service>`) and each case study's page. The detail and filtered pages also
 * need `site` for the not-found page.
 */
export const CASE_STUDY_PAGES: PublicPage[] = [
  { path: '/case-studies', ...lazyPage(() => import('./CaseStudiesPage')), namespaces: ['cases'], indexable: true },
  { path: '/case-studies/:segment/:value', ...lazyPage(() => import('./CaseStudiesPage')), namespaces: ['cases', 'site'], indexable: false },
  { path: '/case-studies/:slug', ...lazyPage(() => import('./CaseStudyPage')), namespaces: ['cases', 'site'], indexable: false },
];
