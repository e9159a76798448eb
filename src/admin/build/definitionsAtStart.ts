/**
 * The resource definitions as the back office's first screen sees them in its production build
 * (vite.config.ts, admin mode; docs/decisions.md#admin-bundle): each definition cut to what the
 * registry needs before any screen loads — its names, permission rule, actions, parent,
 * capabilities and the field naming its records, and of each field only whether it is written on create or update (the generated
 * registration's create and edit screens) and localized (how its records are named) — instead of the whole definitions with their labels,
 * rules, search and sort lists (about 3.5 kB gz of the first download).
 *
 * At build time vite.config.ts imports src/shared/resources itself and serves
 * {@link definitionsAtStartSource}'s text in its place to the modules listed there (the registry
 * entries, src/resources/index.ts and src/admin/apiPaths.ts); every other module, the screens
 * among them, imports the whole definitions, and the generated screens load theirs by name
 * (src/admin/crud/generatedResourceProps.ts). A name the module does not provide fails the build.
 * tests/unit/admin/definitionsAtStart.test.ts checks that the registry made from these parts
 * answers as the registry made from the whole definitions.
 */
import type { FieldDefinition, ResourceDefinition } from '../../shared/resource';

/** What the first screen reads of a field. */
type FieldAtStart = Pick<FieldDefinition, 'create' | 'update' | 'writeOnly' | 'localized'>;

/** What the first screen reads of a definition (the rest is left out, not emptied). */
export type DefinitionAtStart = Pick<ResourceDefinition, 'name' | 'adminName' | 'permissionPrefix' | 'actions' | 'extraActions' | 'permissions' | 'parent' | 'capabilities' | 'useAsTitle'> & {
  fields: Readonly<Record<string, FieldAtStart>>;
};

/** The first screen's part of `definition`; keys the definition lacks stay absent. */
export function definitionAtStart(definition: ResourceDefinition): DefinitionAtStart {
  const { name, adminName, permissionPrefix, actions, extraActions, permissions, parent, capabilities, useAsTitle } = definition;
  const fields = Object.fromEntries(
    Object.entries(definition.fields).map(([field, { create, update, writeOnly, localized }]) => [field, JSON.parse(JSON.stringify({ create, update, writeOnly, localized })) as FieldAtStart]),
  );
  return JSON.parse(JSON.stringify({ name, adminName, permissionPrefix, actions, extraActions, permissions, parent, capabilities, useAsTitle, fields })) as DefinitionAtStart;
}

/** What vite.config.ts hands over: src/shared/resources' exports. */
export interface DefinitionsModule {
  readonly RESOURCE_DEFINITIONS: readonly ResourceDefinition[];
  readonly API_PATHS: Readonly<Record<string, string>>;
  readonly [exported: string]: unknown;
}

/**
 * JavaScript source of a module exporting, under src/shared/resources' names, every definition
 * (`usersDefinition` …) cut by {@link definitionAtStart}, `RESOURCE_DEFINITIONS` (the same objects,
 * in order) and `API_PATHS`. Throws when a definition export is not in `RESOURCE_DEFINITIONS`.
 */
export function definitionsAtStartSource(module: DefinitionsModule): string {
  const list = module.RESOURCE_DEFINITIONS;
  const lines = [`const definitions = ${JSON.stringify(list.map(definitionAtStart))};`];
  for (const [exported, value] of Object.entries(module)) {
    if (!exported.endsWith('Definition')) continue;
    const index = list.indexOf(value as ResourceDefinition);
    if (index < 0) throw new Error(`definitionsAtStart: ${exported} is not in RESOURCE_DEFINITIONS`);
    lines.push(`export const ${exported} = definitions[${index}];`);
  }
  lines.push('export const RESOURCE_DEFINITIONS = definitions;');
  lines.push(`export const API_PATHS = ${JSON.stringify(module.API_PATHS)};`);
  return `${lines.join('\n')}\n`;
}
