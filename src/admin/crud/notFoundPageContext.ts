/**
 * The page shown for admin URLs that are no screen, as the app provides it (an element: the page
 * it gives `<Admin catchAll>`), read by the route guards (./routing.tsx), which fall back to
 * react-admin's own `NotFound`. A module of its own because the shell provides it: importing the
 * guards there would bring react-admin's page into the first download
 * (docs/decisions.md#admin-bundle).
 */
import { createContext, type ReactNode } from 'react';

/** The admin's not-found page element, or null for react-admin's. */
export const NotFoundPageContext = createContext<ReactNode>(null);
