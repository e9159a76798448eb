/**
 * Public page registry: unprefixed path → component and namespaces. The language prefix is
 * handled by SiteApp, so every page exists in all seven languages.
 */
import { lazyPage } from './lazyPage';
import HomePage from './HomePage';
import type { PublicPage } from './types';
import { SERVICES_PAGES } from './services/routes';
import { PRODUCTS_PAGES } from './products/routes';
import { COMPANY_PAGES } from './company/routes';
import { LEGAL_PAGES } from './legal/routes';
import { BLOG_PAGES } from './blog/routes';
import { CASE_STUDY_PAGES } from './caseStudies/routes';

export type { PublicPage } from './types';

export const PAGES: PublicPage[] = [
  { path: '/', Component: HomePage, namespaces: ['home', 'cases'], indexable: true },
  { path: '/login', ...lazyPage(() => import('./LoginPage')), namespaces: ['site', 'account'] },
  { path: '/forgot-password', ...lazyPage(() => import('./ForgotPasswordPage')), namespaces: ['account'], indexable: true },
  { path: '/reset-password', ...lazyPage(() => import('./ResetPasswordPage')), namespaces: ['account'], indexable: false },
  { path: '/accept-invitation', ...lazyPage(() => import('./AcceptInvitationPage')), namespaces: ['account'], indexable: false },
  { path: '/confirm-email', ...lazyPage(() => import('./ConfirmEmailPage')), namespaces: ['account'], indexable: false },
  { path: '/organisation-invitation', ...lazyPage(() => import('./OrganisationInvitationPage')), namespaces: ['account'], indexable: false },
  { path: '/contact', ...lazyPage(() => import('./ContactPage')), namespaces: ['contact'], indexable: true },
  ...SERVICES_PAGES,
  ...PRODUCTS_PAGES,
  ...COMPANY_PAGES,
  ...LEGAL_PAGES,
  ...BLOG_PAGES,
  ...CASE_STUDY_PAGES,
];
