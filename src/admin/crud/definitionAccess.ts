/**
 * What the authProvider and dataProvider need of a resource, read from its definition
 * (src/shared/resource.ts): how canAccess names the permission of each action, and which API
 * capabilities beyond the standard endpoints it has. Shared by the registry entry (at start,
 * ./lazyResource.tsx) and the declaration (./fromDefinition.ts), so both answer the same.
 */
import type { ResourceDefinition } from '../../shared/resource';
import type { ResourcePermissionRule } from '../authProvider';
import type { ResourceApiCapabilities } from '../dataProviderTypes';

/** The permission rule of `definition`: its prefix, or the prefix with per-action permission names. */
export function permissionRuleOfDefinition(definition: ResourceDefinition): ResourcePermissionRule {
  const prefix = definition.permissionPrefix ?? definition.name;
  return definition.permissions ? { prefix, actions: definition.permissions } : prefix;
}

/** The API capabilities of `definition` the admin acts on (soft and hard delete, active and paid state); those off are left out. */
export function capabilitiesOfDefinition(definition: ResourceDefinition): ResourceApiCapabilities {
  const { softDelete, hardDelete, activeState, paidState } = definition.capabilities ?? {};
  return Object.fromEntries(Object.entries({ softDelete, hardDelete, activeState, paidState }).filter(([, on]) => on));
}
