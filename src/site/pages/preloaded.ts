import { createContext, type ComponentType } from 'react';

/**
 * Page components already loaded by the browser entry before hydration (route path →
 * component). SiteApp renders these directly instead of their React.lazy wrapper, so a
 * prerendered page is hydrated in place rather than re-rendered when its chunk arrives.
 */
export const PreloadedPagesContext = createContext<ReadonlyMap<string, ComponentType>>(new Map());
