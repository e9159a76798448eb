/**
 * The screens of a resource with no declaration of its own (docs/decisions.md#resource-definitions):
 * generated from its definition's default presentation. Imported on first use by the registry
 * (src/resources/index.ts), so every such resource shares this one chunk with the generic screens.
 */
import type { ResourceDefinition } from '../../shared/resource';
import { defaultPresentation } from './defaultPresentation';
import { defineResource, type AdminResource } from './defineResource';
import { declareResource } from './fromDefinition';

/** `defineResource` of `definition` looking as its default presentation says. */
export function generatedResource(definition: ResourceDefinition): AdminResource {
  return defineResource(declareResource(definition, defaultPresentation(definition)));
}
