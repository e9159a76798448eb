/**
 * Every island of the public site (see ./island.tsx): its module, the translation namespaces it
 * reads and when it is hydrated. A component becomes an island by `island(name, Component)` in
 * its module and an entry here under the same name (tests/unit/site/islands.test.tsx checks both).
 */
import type { IslandHydration } from './island';

/** One registry entry. */
export interface IslandEntry {
  /** The module whose default export is the island component (an `IslandComponent` of any props). */
  load: () => Promise<{ default: { island: { name: string; Component: unknown } } }>;
  /** i18next namespaces it reads besides `common`. */
  namespaces: string[];
  hydration: IslandHydration;
  /** It switches the colour scheme (MUI's `useColorScheme`): it gets the colour-scheme provider (src/AppProviders.tsx). */
  colorScheme?: true;
}

export const ISLANDS: Record<string, IslandEntry> = {
  navbar: { load: () => import('../layout/Navbar'), namespaces: [], hydration: 'load', colorScheme: true },
  faq: { load: () => import('../sections/FaqSection'), namespaces: ['home'], hydration: 'visible' },
  'client-grid': { load: () => import('../sections/clients/ClientGrid'), namespaces: ['home'], hydration: 'visible' },
  'contact-form': { load: () => import('../contact/ContactForm'), namespaces: ['contact'], hydration: 'load' },
  'forgot-password': { load: () => import('../pages/ForgotPasswordPage'), namespaces: ['account'], hydration: 'load' },
  'apply-form': { load: () => import('../pages/company/ApplyForm'), namespaces: ['company'], hydration: 'interaction' },
};
