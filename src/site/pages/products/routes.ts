import type { PublicPage } from '../types';

/** Public routes of the products pages. */
export const PRODUCTS_PAGES: PublicPage[] = [];
