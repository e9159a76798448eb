/**
 * The role's permissions as a matrix (the layout Strapi's and Directus's role editors use): one
 * row per resource, one column per action, built from the resource definitions
 * (src/shared/resources, docs/decisions.md#resource-definitions) and never from a hand list.
 * Plain data and functions only; the React side is PermissionMatrix.tsx.
 *
 * Wildcards: the server knows no `{prefix}.*` permission. Permission names follow
 * PERMISSION_NAME_PATTERN (no `*`), and the API checks each route's permission by its exact name
 * (docs/decisions.md#identity), so a row's "all" is every one of its permissions, stored one by
 * one. A stray `x.*` in the permissions list (it cannot be made through the API) would grant
 * nothing the row names: it is shown in the "Other" row under its raw name, never as the row's all.
 */
import type { Identifier } from 'react-admin';
import { STANDARD_ACTIONS, adminNameOf, ownPermissionsOf, type ResourceDefinition } from '../../shared/resource';

/** A permission as the API answers it in lists and in a role's `permissions`. */
export interface MatrixPermission {
  id: Identifier;
  name: string;
}

/** One cell: the permission `{prefix}.{action}` of a row, with the record it is when it exists. */
export interface MatrixCell {
  action: string;
  /** The permission's name (`users.create`). */
  name: string;
  /** The permission record; absent when the list has none by that name (deleted). */
  permission?: MatrixPermission;
}

/** One resource of the matrix. */
export interface MatrixRow {
  /** The definition's (API) name: `crawled-organisations`. */
  resource: string;
  /** The react-admin name, whose `resources.<adminName>.name` translates it: `crawl-organisations`. */
  adminName: string;
  /** The row's cells by action (only the actions the resource has). */
  cells: Readonly<Record<string, MatrixCell>>;
}

export interface PermissionMatrixModel {
  /** The actions, standard ones first (read, create, update, delete), then the extra ones in definition order. */
  columns: readonly string[];
  rows: readonly MatrixRow[];
  /** Permissions of the list that belong to no definition (by name). */
  other: readonly MatrixPermission[];
}

/**
 * The matrix of `definitions` over `permissions` (the API's list, or a role's own permissions
 * on its details page). A definition with no permission of its own (user claims, guarded by
 * `users.*`) has no row; two definitions sharing a prefix share the first one's row.
 */
export function buildPermissionMatrix(definitions: readonly ResourceDefinition[], permissions: readonly MatrixPermission[]): PermissionMatrixModel {
  const byName = new Map(permissions.map((permission) => [permission.name, permission]));
  const columns: string[] = [...STANDARD_ACTIONS];
  const rows: MatrixRow[] = [];
  const seenPrefixes = new Set<string>();
  const claimed = new Set<string>();
  for (const definition of definitions) {
    const names = ownPermissionsOf(definition);
    const prefix = definition.permissionPrefix ?? definition.name;
    if (names.length === 0 || seenPrefixes.has(prefix)) continue;
    seenPrefixes.add(prefix);
    const cells: Record<string, MatrixCell> = {};
    for (const name of names) {
      const action = name.slice(prefix.length + 1);
      if (!columns.includes(action)) columns.push(action);
      cells[action] = { action, name, permission: byName.get(name) };
      claimed.add(name);
    }
    rows.push({ resource: definition.name, adminName: adminNameOf(definition), cells });
  }
  const other = permissions.filter((permission) => !claimed.has(permission.name)).sort((a, b) => a.name.localeCompare(b.name));
  return { columns, rows, other };
}

/** The cells of `row` that exist as permissions. */
export const existingCells = (row: MatrixRow): MatrixCell[] => Object.values(row.cells).filter((cell) => cell.permission);

/** The existing cells of the column `action`, over every row. */
export const columnCells = (model: PermissionMatrixModel, action: string): MatrixCell[] =>
  model.rows.flatMap((row) => (row.cells[action]?.permission ? [row.cells[action]] : []));

/** State of a check-all over `ids` (the grantable ones) against the selection. */
export type CheckAllState = 'all' | 'some' | 'none';

export function checkAllState(ids: readonly Identifier[], selected: ReadonlySet<Identifier>): CheckAllState {
  const chosen = ids.filter((id) => selected.has(id)).length;
  if (ids.length > 0 && chosen === ids.length) return 'all';
  return chosen > 0 ? 'some' : 'none';
}

/**
 * The selection after a check-all over `ids`: all of them added, or (when all are selected
 * already) all of them removed. Ids outside `ids` (those the editor may not grant) stay as they are.
 */
export function toggleAll(ids: readonly Identifier[], selected: ReadonlySet<Identifier>): Set<Identifier> {
  const next = new Set(selected);
  const clear = checkAllState(ids, selected) === 'all';
  for (const id of ids) {
    if (clear) next.delete(id);
    else next.add(id);
  }
  return next;
}
