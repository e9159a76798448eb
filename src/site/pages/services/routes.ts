import { lazy } from 'react';
import type { PublicPage } from '../types';

const NAMESPACES = ['services'];

/** Public routes of the services pages (SPEC §2). */
export const SERVICES_PAGES: PublicPage[] = [
  { path: '/services', Component: lazy(() => import('./ServicesIndexPage')), namespaces: NAMESPACES, indexable: true },
  { path: '/services/custom', Component: lazy(() => import('./CustomSoftwarePage')), namespaces: NAMESPACES, indexable: true },
  { path: '/services/outsourcing', Component: lazy(() => import('./OutsourcingPage')), namespaces: NAMESPACES, indexable: true },
  { path: '/services/talent', Component: lazy(() => import('./TalentAcquisitionPage')), namespaces: NAMESPACES, indexable: true },
  { path: '/services/excellence', Component: lazy(() => import('./CentreOfExcellencePage')), namespaces: NAMESPACES, indexable: true },
  { path: '/services/business-consulting', Component: lazy(() => import('./BusinessConsultingPage')), namespaces: NAMESPACES, indexable: true },
];
