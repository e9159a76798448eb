/**
 * Registry of admin resources: one line per resource (DESIGN.md). AdminApp turns each into a
 * `<Resource>`; menus show only those the user may list.
 */
import type { AdminResource } from '../admin/crud';
import users from './users';
import permissions from './permissions';

export const resources: readonly AdminResource[] = [users, permissions];

/** resource name → permission prefix, for the authProvider's canAccess. */
export const permissionPrefixes: Readonly<Record<string, string>> = Object.fromEntries(
  resources.map((resource) => [resource.name, resource.permission]),
);
