/**
 * Admin URLs exactly as SPEC §2: `/admin/<resource>` (list), `/add`, `/{id}` (details),
 * `/{id}/edit`. react-admin's own defaults (`/create`, `/{id}` = edit, `/{id}/show`) are never
 * used: every link and redirect goes through these helpers.
 */
import { useMemo } from 'react';
import { useBasename, type Identifier } from 'react-admin';

export interface SpecPaths {
  list(resource: string): string;
  add(resource: string): string;
  show(resource: string, id: Identifier): string;
  edit(resource: string, id: Identifier): string;
}

/** The SPEC §2 paths under `basename` (e.g. `/admin`). */
export function specPaths(basename: string): SpecPaths {
  const root = basename.replace(/\/+$/, '');
  const id = (value: Identifier) => encodeURIComponent(String(value));
  return {
    list: (resource) => `${root}/${resource}`,
    add: (resource) => `${root}/${resource}/add`,
    show: (resource, value) => `${root}/${resource}/${id(value)}`,
    edit: (resource, value) => `${root}/${resource}/${id(value)}/edit`,
  };
}

/** SPEC §2 paths under the admin's basename. */
export function useSpecPaths(): SpecPaths {
  const basename = useBasename();
  return useMemo(() => specPaths(basename), [basename]);
}

/**
 * Redirect targets for react-admin's `redirect` props: react-admin prefixes the basename to
 * what a redirect function returns, so these are basename-relative.
 */
export const redirectToShow = (resource?: string, id?: Identifier) =>
  id == null ? `/${resource ?? ''}` : `/${resource ?? ''}/${encodeURIComponent(String(id))}`;
