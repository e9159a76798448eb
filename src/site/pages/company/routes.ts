import type { PublicPage } from '../types';

/** Public routes of the company pages. */
export const COMPANY_PAGES: PublicPage[] = [];
