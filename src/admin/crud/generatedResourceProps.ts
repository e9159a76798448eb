/**
 * The screens of a resource with no declaration of its own (docs/decisions.md#resource-definitions):
 * its definition with the default registration and presentation, as `<Resource>` props. Imported
 * on first use by the registry (src/resources/index.ts), so every such resource shares this one
 * chunk with the generic screens.
 */
import type { ResourceDefinition } from '../../shared/resource';
import { definitionOf } from '../../shared/resources';
import { defaultPresentation } from './defaultPresentation';
import { defaultRegistration } from './defaultRegistration';
import { declarationOf } from './fromDefinition';
import { resourcePropsOf, type AdminResource } from './resourceProps';

/** The `<Resource>` props of `definition` from the definition alone (defaultRegistration + defaultPresentation). */
export function generatedResourceProps(definition: ResourceDefinition): AdminResource {
  return resourcePropsOf(declarationOf(definition, defaultRegistration(definition), defaultPresentation(definition)));
}

/**
 * {@link generatedResourceProps} of the definition named `name` (its API name), read here from the
 * whole definitions: the registry at start-up may hold only their first screen's part
 * (src/admin/build/definitionsAtStart.ts). Throws for an unknown name.
 */
export function generatedResourcePropsNamed(name: string): AdminResource {
  return generatedResourceProps(definitionOf(name));
}
