/**
 * Public page registry: unprefixed path → component. The language prefix is handled by
 * SiteApp, so every page exists in all seven languages.
 */
import { lazy, type ComponentType } from 'react';
import HomePage from './HomePage';

export interface PublicPage {
  /** Unprefixed route path (react-router syntax). */
  path: string;
  Component: ComponentType;
}

export const PAGES: PublicPage[] = [
  { path: '/', Component: HomePage },
  { path: '/login', Component: lazy(() => import('./LoginPage')) },
];
