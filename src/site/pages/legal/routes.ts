import { lazyPage } from '../lazyPage';
import type { PublicPage } from '../types';

/** Public routes of the legal pages (docs/requirements.md#r2: /privacy, /terms, /gdpr). */
export const LEGAL_PAGES: PublicPage[] = [
  { path: '/privacy', ...lazyPage(() => import('./PrivacyPage')), namespaces: ['legal'], indexable: true },
  { path: '/terms', ...lazyPage(() => import('./TermsPage')), namespaces: ['legal'], indexable: true },
  { path: '/gdpr', ...lazyPage(() => import('./GdprPage')), namespaces: ['legal'], indexable: true },
];
