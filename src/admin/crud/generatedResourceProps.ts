/**
 * The screens of a resource with no declaration of its own (docs/decisions.md#resource-definitions):
 * its definition with the default registration and presentation, as `<Resource>` props. Imported
 * on first use by the registry (src/resources/index.ts), so every such resource shares this one
 * chunk with the generic screens.
 */
import type { ResourceDefinition } from '../../shared/resource';
import { defaultPresentation } from './defaultPresentation';
import { defaultRegistration } from './defaultRegistration';
import { declarationOf } from './fromDefinition';
import { resourcePropsOf, type AdminResource } from './resourceProps';

/** The `<Resource>` props of `definition` from the definition alone (defaultRegistration + defaultPresentation). */
export function generatedResourceProps(definition: ResourceDefinition): AdminResource {
  return resourcePropsOf(declarationOf(definition, defaultRegistration(definition), defaultPresentation(definition)));
}
