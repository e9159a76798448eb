/**
 * The parent record of a child screen opened from a details tab
 * (`/admin/<parent>/{id}/<tab>/add`), for the inputs that need it (choices from the parent's
 * sub-collection, `available-modules`).
 */
import { createContext, useContext } from 'react';
import type { ParentLink } from './types';

/** Set by the nested create and edit screens; undefined elsewhere. */
export const ParentLinkContext = createContext<ParentLink | undefined>(undefined);

/** The parent of the child screen being shown, if it is one. */
export function useParentLink(): ParentLink | undefined {
  return useContext(ParentLinkContext);
}
