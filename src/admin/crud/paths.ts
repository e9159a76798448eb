/**
 * Admin URLs exactly as docs/requirements.md#r2: `/admin/<resource>` (list), `/add`, `/{id}` (details, its tabs
 * at `/{id}/<tab>`), `/{id}/edit`, children of a details tab at `/{id}/<tab>/add` and
 * `/{id}/<tab>/{childId}/edit`. A resource may name its create screen otherwise
 * (`/admin/emails/create`); react-admin's own defaults (`/create`, `/{id}` = edit, `/{id}/show`)
 * are never linked to: every link and redirect goes through these helpers. The other spelling of
 * a create screen (`/create` where the spec says `/add`, `/add` for `/admin/emails/create`) opens
 * the same screen through a redirect to the canonical path ({@link CREATE_PATH_SPELLINGS},
 * src/admin/crud/routing.tsx).
 */
import { useMemo } from 'react';
import { useBasename, useResourceDefinitions, type Identifier } from 'react-admin';

/** Default URL segment of the create screen (docs/requirements.md#r2). */
export const DEFAULT_CREATE_PATH = 'add';

/**
 * The URL segments a create screen answers to: the spec's `add` and react-admin's own `create`.
 * A screen is served at its declared one; the others redirect to it (docs/decisions.md#admin-paths).
 */
export const CREATE_PATH_SPELLINGS: readonly string[] = [DEFAULT_CREATE_PATH, 'create'];

/** The spellings of a create screen's segment other than `canonical` (`add` → `['create']`). */
export function createPathAliases(canonical: string): string[] {
  return CREATE_PATH_SPELLINGS.filter((spelling) => spelling !== canonical);
}

/**
 * The path a create-screen alias leads to: `pathname` (ending in an alias segment, a trailing
 * slash allowed) with its last segment replaced by `canonical`
 * (`/admin/roles/create` → `/admin/roles/add`, `/admin/users/5/claims/create/` → `…/claims/add`).
 */
export function canonicalCreatePath(pathname: string, canonical: string): string {
  return pathname.replace(/\/+$/, '').replace(/[^/]*$/, canonical);
}

/** What `<Resource options>` carries for the paths (set by resourcePropsOf). */
export interface ResourcePathOptions {
  createPath?: string;
}

export interface SpecPaths {
  /** The dashboard (`/admin`). */
  home(): string;
  list(resource: string): string;
  add(resource: string): string;
  show(resource: string, id: Identifier): string;
  edit(resource: string, id: Identifier): string;
  /** A details-page tab (`/admin/users/5/claims`). */
  tab(resource: string, id: Identifier, tab: string): string;
  /** Adding a child from a details tab (`/admin/users/5/claims/add`). */
  childAdd(resource: string, id: Identifier, tab: string): string;
  /** Editing a child from a details tab (`/admin/users/5/claims/3/edit`). */
  childEdit(resource: string, id: Identifier, tab: string, childId: Identifier): string;
}

const segment = (value: Identifier) => encodeURIComponent(String(value));

/** The docs/requirements.md#r2 paths under `basename` (e.g. `/admin`); `createPathOf` names a resource's create screen. */
export function specPaths(basename: string, createPathOf: (resource: string) => string | undefined = () => undefined): SpecPaths {
  const root = basename.replace(/\/+$/, '');
  const show = (resource: string, id: Identifier) => `${root}/${resource}/${segment(id)}`;
  return {
    home: () => root || '/',
    list: (resource) => `${root}/${resource}`,
    add: (resource) => `${root}/${resource}/${createPathOf(resource) ?? DEFAULT_CREATE_PATH}`,
    show,
    edit: (resource, id) => `${show(resource, id)}/edit`,
    tab: (resource, id, tab) => `${show(resource, id)}/${tab}`,
    childAdd: (resource, id, tab) => `${show(resource, id)}/${tab}/${DEFAULT_CREATE_PATH}`,
    childEdit: (resource, id, tab, childId) => `${show(resource, id)}/${tab}/${segment(childId)}/edit`,
  };
}

/** docs/requirements.md#r2 paths under the admin's basename, with the create-screen names the resources declare. */
export function useSpecPaths(): SpecPaths {
  const basename = useBasename();
  const definitions = useResourceDefinitions();
  return useMemo(
    () => specPaths(basename, (resource) => (definitions[resource]?.options as ResourcePathOptions | undefined)?.createPath),
    [basename, definitions],
  );
}

/**
 * Redirect targets for react-admin's `redirect` props: react-admin prefixes the basename to
 * what a redirect function returns, so these are basename-relative.
 */
export const redirectToShow = (resource?: string, id?: Identifier) =>
  id == null ? `/${resource ?? ''}` : `/${resource ?? ''}/${segment(id)}`;

/** Basename-relative path of a details tab, for react-admin's `redirect` props. */
export const redirectToTab = (resource: string, id: Identifier, tab: string) => `/${resource}/${segment(id)}/${tab}`;

/** Ids are positive integers: anything else in an id segment (`add`, `create`) is no record. */
export function isRecordId(value: string | undefined): value is string {
  return !!value && /^[1-9]\d{0,15}$/.test(value);
}
