/**
 * The registration of a resource with no declaration of its own, read from its definition
 * (docs/decisions.md#resource-definitions): a list and details page always, create and edit
 * screens when the API lets write, records named by the definition's `useAsTitle`, `name` or `title`, no icon.
 * Kept apart from defaultPresentation (the fields, filters and phone layout), which loads with
 * the generated screens, so the registry at start-up carries only this.
 */
import type { RaRecord } from 'react-admin';
import { localizedTextIn, type LocalizedText, type ResourceDefinition } from '../../shared/resource';
import type { ResourceRegistration } from './types';

/**
 * How records are named: by the definition's `useAsTitle`, else `name`, else `title` (a localized
 * one by its English text, which every record has), else by id.
 */
function representationOf(definition: ResourceDefinition): ResourceRegistration<RaRecord>['recordRepresentation'] {
  const field = definition.useAsTitle ?? (definition.fields.name ? 'name' : definition.fields.title ? 'title' : undefined);
  if (!field) return 'id';
  if (!definition.fields[field]!.localized) return field;
  return (record: RaRecord) => (record[field] && typeof record[field] === 'object' ? localizedTextIn(record[field] as LocalizedText, 'en') : String(record.id));
}

/** The registration (`screens`, `recordRepresentation`) of `definition`'s generated admin. */
export function defaultRegistration(definition: ResourceDefinition): ResourceRegistration<RaRecord> {
  const { readOnly, noCreate } = definition.capabilities ?? {};
  const fields = Object.values(definition.fields).filter((field) => !field.writeOnly);
  return {
    screens: { list: true, show: true, create: !readOnly && !noCreate && fields.some((field) => field.create), edit: !readOnly && fields.some((field) => field.update) },
    recordRepresentation: representationOf(definition),
  };
}
