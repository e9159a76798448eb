import { lazy } from 'react';
import type { PublicPage } from '../types';

/** Public routes of the legal pages (SPEC §2: /privacy, /terms, /gdpr). */
export const LEGAL_PAGES: PublicPage[] = [
  { path: '/privacy', Component: lazy(() => import('./PrivacyPage')), namespaces: ['legal'], indexable: true },
  { path: '/terms', Component: lazy(() => import('./TermsPage')), namespaces: ['legal'], indexable: true },
  { path: '/gdpr', Component: lazy(() => import('./GdprPage')), namespaces: ['legal'], indexable: true },
];
