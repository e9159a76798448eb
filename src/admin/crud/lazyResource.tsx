/**
 * Resources whose screens load when first opened (docs/decisions.md#admin-bundle).
 *
 * The back office registers every resource at start (menu, dashboard cards, links between
 * records, canAccess, the dataProvider's capabilities), but a resource's screens, declaration and
 * the components they use are one chunk of their own, imported the first time one of its URLs
 * renders; react-admin's `<Loading/>` shows meanwhile. What the start needs is small:
 * - from the definition (src/shared/resource.ts): the admin name, permission rule and API
 *   capabilities (./definitionAccess.ts, as the declaration derives them);
 * - from the resource's registration (`src/resources/<name>/registration.ts`, ./types.ts
 *   ResourceRegistration): the menu icon, which screens it has, its create path and how one of
 *   its records is named (other resources' references name it before its chunk loads). The
 *   declaration reads the same object (`declarationOf`), so the two cannot differ.
 *
 * `registryEntry` makes the entry; `<LazyResource>` is the custom react-admin resource element
 * for it (react-admin calls its static `registerResource`); once the chunk is in, it renders the
 * loaded `<Resource>` unchanged, so routes, guards and scroll restoration are exactly those of
 * `resourcePropsOf`.
 */
import { Suspense, use, type ComponentType, type ReactElement } from 'react';
import { Loading, Resource, type RaRecord, type ResourceDefinition as RaResourceDefinition } from 'react-admin';
import { adminNameOf, type ResourceDefinition } from '../../shared/resource';
import type { ResourcePermissionRule } from '../authProvider';
import type { ResourceApiCapabilities } from '../dataProviderTypes';
import { capabilitiesOfDefinition, permissionRuleOfDefinition } from './definitionAccess';
import type { AdminResource } from './resourceProps';
import { DEFAULT_CREATE_PATH, type ResourcePathOptions } from './paths';
import type { ResourceRegistration } from './types';

/** A resource's screens module: its default export is `resourcePropsOf(declaration, overrides)`. */
export type ScreensModule = () => Promise<{ default: AdminResource }>;

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
  /** The resource's screens (`resourcePropsOf`'s props), imported once: later calls answer the same promise. */
  load(): Promise<AdminResource>;
  /** The screens once `load` has resolved, else undefined (rendered without suspending again). */
  loaded(): AdminResource | undefined;
}

/**
 * The registry entry of `definition` registered as `registration` says: known at start, its
 * screens imported by `load` the first time they are needed (docs/decisions.md#admin-bundle).
 */
export function registryEntry<R extends RaRecord = RaRecord>(definition: ResourceDefinition, registration: ResourceRegistration<R>, load: ScreensModule): LazyAdminResource {
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
      loaded ??= load().then(({ default: resource }) => {
        resolved = resource;
        return resource;
      });
      return loaded;
    },
    loaded: () => resolved,
  };
  return entry;
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
