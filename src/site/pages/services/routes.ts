import { lazyPage } from '../lazyPage';
import type { PublicPage } from '../types';

/** The services' pages show their case studies too (`cases`). */
const NAMESPACES = ['services', 'cases'];

/** Public routes of the services pages (docs/requirements.md#r2). */
export const SERVICES_PAGES: PublicPage[] = [
  { path: '/services', ...lazyPage(() => import('./ServicesIndexPage')), namespaces: NAMESPACES, indexable: true },
  { path: '/services/custom', ...lazyPage(() => import('./CustomSoftwarePage')), namespaces: NAMESPACES, indexable: true },
  { path: '/services/outsourcing', ...lazyPage(() => import('./OutsourcingPage')), namespaces: NAMESPACES, indexable: true },
  { path: '/services/talent', ...lazyPage(() => import('./TalentAcquisitionPage')), namespaces: NAMESPACES, indexable: true },
  { path: '/services/excellence', ...lazyPage(() => import('./CentreOfExcellencePage')), namespaces: NAMESPACES, indexable: true },
  { path: '/services/business-consulting', ...lazyPage(() => import('./BusinessConsultingPage')), namespaces: NAMESPACES, indexable: true },
];
