import type { PublicPage } from '../types';

/** Public routes of the legal pages. */
export const LEGAL_PAGES: PublicPage[] = [];
