import type { PublicPage } from '../types';

/** Public routes of the services pages. */
export const SERVICES_PAGES: PublicPage[] = [];
