/**
 * Resources whose screens load when first opened (docs/decisions.md#admin-bundle).
 *
 * The back office registers every resource at start (menu, dashboard cards, links between
 * records, canAccess, the dataProvider's capabilities), but a resource's screens, declaration and
 * the components they use are one chunk of their own, imported the first time one of its URLs
 * renders; react-admin's `<Loading/>` shows meanwhile. What the start needs is small and said
 * here, by the resource's registration (`src/resources/<name>/index.ts`):
 * - from its definition (src/shared/resource.ts): its admin name, permission rule and API
 *   capabilities, exactly as `declareResource` derives them;
 * - from the registration: the menu icon, which screens it has, its create path and how one of
 *   its records is named (other resources' references name it before its chunk loads). They
 *   repeat the declaration's; {@link registrationMismatches} compares the two (unit test
 *   `tests/unit/admin/lazyResources.test.tsx`, and a console error when a chunk loads).
 *
 * `<LazyResource>` is a custom react-admin resource element (react-admin calls its static
 * `registerResource`); once its chunk is in, it renders the loaded `<Resource>` unchanged, so
 * routes, guards and scroll restoration are exactly those of `defineResource`.
 */
import { Suspense, use, type ComponentType, type ReactElement } from 'react';
import { Loading, Resource, type RaRecord, type ResourceDefinition as RaResourceDefinition } from 'react-admin';
import { adminNameOf, type ResourceDefinition } from '../../shared/resource';
import type { ResourcePermissionRule } from '../authProvider';
import type { ResourceApiCapabilities } from '../dataProviderTypes';
import type { AdminResource } from './defineResource';
import { DEFAULT_CREATE_PATH, type ResourcePathOptions } from './paths';
import type { PathNames, ScreenSet } from './types';

/** What a resource registers at start besides its definition (the rest of its declaration loads with its screens). */
export interface ResourceRegistration<R extends RaRecord = RaRecord> {
  /** The menu's and dashboard card's icon (the declaration's `icon`). */
  icon?: ComponentType;
  /** Which screens the resource has (the declaration's `screens`). */
  screens: ScreenSet;
  /** URL segments differing from the defaults (the declaration's `paths`). */
  paths?: PathNames;
  /** How one record is named in titles and references (the declaration's `recordRepresentation`). */
  recordRepresentation?: string | ((record: R) => string);
  /** The resource's screens: a module whose default export is `defineResource(declaration, overrides)`. */
  load: () => Promise<{ default: AdminResource }>;
}

/** A registered resource whose screens load on first use (an entry of `src/resources/index.ts`). */
export interface LazyAdminResource {
  /** react-admin resource name and URL segment. */
  name: string;
  /** Permission prefix (`<prefix>.read` …). */
  permission: string;
  /** How canAccess maps the resource's actions to permission names. */
  permissionRule: ResourcePermissionRule;
  /** What the API offers beyond the standard endpoints, for the dataProvider. */
  capabilities: ResourceApiCapabilities;
  icon?: ComponentType;
  options: ResourcePathOptions;
  recordRepresentation?: string | ((record: RaRecord) => string);
  hasList: boolean;
  hasCreate: boolean;
  hasEdit: boolean;
  hasShow: boolean;
  /** The resource's screens (`defineResource`'s props), imported once: later calls answer the same promise. */
  load(): Promise<AdminResource>;
  /** The screens once `load` has resolved, else undefined (rendered without suspending again). */
  loaded(): AdminResource | undefined;
}

/** The permission rule of a definition, as `permissionRuleOf(declareResource(definition, …))` answers it. */
export function permissionRuleOfDefinition(definition: ResourceDefinition): ResourcePermissionRule {
  const prefix = definition.permissionPrefix ?? definition.name;
  return definition.permissions ? { prefix, actions: definition.permissions } : prefix;
}

/** The API capabilities of a definition, as `apiCapabilitiesOf(declareResource(definition, …))` answers them. */
export function capabilitiesOfDefinition(definition: ResourceDefinition): ResourceApiCapabilities {
  const { softDelete, hardDelete, activeState, paidState } = definition.capabilities ?? {};
  return Object.fromEntries(Object.entries({ softDelete, hardDelete, activeState, paidState }).filter(([, on]) => on));
}

/**
 * The registry entry of `definition`: known at start, its screens imported by `registration.load`
 * the first time they are needed (docs/decisions.md#admin-bundle).
 */
export function lazyResource<R extends RaRecord = RaRecord>(definition: ResourceDefinition, registration: ResourceRegistration<R>): LazyAdminResource {
  const { screens, recordRepresentation } = registration;
  let loaded: Promise<AdminResource> | undefined;
  let resolved: AdminResource | undefined;
  const entry: LazyAdminResource = {
    name: adminNameOf(definition),
    permission: definition.permissionPrefix ?? definition.name,
    permissionRule: permissionRuleOfDefinition(definition),
    capabilities: capabilitiesOfDefinition(definition),
    icon: registration.icon,
    options: { createPath: registration.paths?.create ?? DEFAULT_CREATE_PATH },
    recordRepresentation: typeof recordRepresentation === 'function' ? (record: RaRecord) => recordRepresentation(record as R) : recordRepresentation,
    hasList: !!screens.list,
    hasCreate: !!screens.create,
    hasEdit: !!screens.edit,
    hasShow: !!screens.show,
    load() {
      loaded ??= registration.load().then(({ default: resource }) => {
        const mismatches = registrationMismatches(entry, resource);
        if (mismatches.length) console.error(`admin: the registration of ${entry.name} differs from its declaration: ${mismatches.join('; ')}`);
        resolved = resource;
        return resource;
      });
      return loaded;
    },
    loaded: () => resolved,
  };
  return entry;
}

/**
 * Where a registration and the screens it loaded disagree (name, screens, create path, icon,
 * permission rule, capabilities, a string record representation); empty when they agree.
 */
export function registrationMismatches(entry: LazyAdminResource, resource: AdminResource): string[] {
  const { declaration } = resource;
  const expected: Record<string, unknown> = {
    name: resource.name,
    hasList: !!resource.list,
    hasCreate: !!resource.hasCreate,
    hasEdit: !!resource.hasEdit,
    hasShow: !!resource.hasShow,
    createPath: (resource.options as ResourcePathOptions | undefined)?.createPath,
    icon: declaration.icon,
    permission: resource.permission,
    permissionRule: JSON.stringify(declaration.permissions ? { prefix: declaration.permission ?? declaration.name, actions: declaration.permissions } : (declaration.permission ?? declaration.name)),
    capabilities: JSON.stringify(declaration.capabilities ?? {}),
    recordRepresentation: typeof declaration.recordRepresentation === 'function' ? 'function' : declaration.recordRepresentation,
  };
  const actual: Record<string, unknown> = {
    name: entry.name,
    hasList: entry.hasList,
    hasCreate: entry.hasCreate,
    hasEdit: entry.hasEdit,
    hasShow: entry.hasShow,
    createPath: entry.options.createPath,
    icon: entry.icon,
    permission: entry.permission,
    permissionRule: JSON.stringify(entry.permissionRule),
    capabilities: JSON.stringify(entry.capabilities),
    recordRepresentation: typeof entry.recordRepresentation === 'function' ? 'function' : entry.recordRepresentation,
  };
  return Object.keys(expected)
    .filter((key) => expected[key] !== actual[key])
    .map((key) => `${key}: registered ${String(actual[key])}, declared ${String(expected[key])}`);
}

/** The loaded `<Resource>` of an entry: suspends (React's `use`) until its chunk is in; `load` answers one promise. */
function LoadedResource({ entry }: { entry: LazyAdminResource }) {
  const { permission: _permission, declaration: _declaration, ...props } = entry.loaded() ?? use(entry.load());
  return <Resource {...props} />;
}

interface LazyResourceProps {
  /** react-admin reads it to mount the resource at `/<name>/*`. */
  name: string;
  entry: LazyAdminResource;
}

/**
 * A resource element for `<Admin>`: registered at once from its entry (menu, links, canAccess),
 * its screens rendered once their chunk has loaded, react-admin's loader meanwhile.
 */
export function LazyResource({ entry }: LazyResourceProps) {
  return (
    <Suspense fallback={<Loading />}>
      <LoadedResource entry={entry} />
    </Suspense>
  );
}
LazyResource.raName = 'Resource';
LazyResource.registerResource = ({ entry }: LazyResourceProps): RaResourceDefinition => ({
  name: entry.name,
  options: entry.options,
  hasList: entry.hasList,
  hasCreate: entry.hasCreate,
  hasEdit: entry.hasEdit,
  hasShow: entry.hasShow,
  icon: entry.icon,
  recordRepresentation: entry.recordRepresentation,
});

/** Whether a registry entry loads its screens on first use. */
export function isLazyResource(entry: AdminResource | LazyAdminResource): entry is LazyAdminResource {
  return typeof (entry as LazyAdminResource).load === 'function';
}

/** The `<Admin>` child of a registry entry: `<LazyResource>` for a lazy one, `<Resource>` for one defined in place (tests). */
export function resourceElement(entry: AdminResource | LazyAdminResource): ReactElement {
  if (isLazyResource(entry)) return <LazyResource key={entry.name} name={entry.name} entry={entry} />;
  const { permission: _permission, declaration: _declaration, ...props } = entry;
  return <Resource key={props.name} {...props} />;
}
