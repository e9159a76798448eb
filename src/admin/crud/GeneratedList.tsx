import { DataTable, List, useCanAccess, type Identifier } from 'react-admin';
import { renderField, renderFilters } from './fields';
import { useSpecPaths } from './paths';
import { EmptyList, ListToolbar } from './screenParts';
import type { ResourceDeclaration } from './types';

/**
 * List screen generated from a declaration: searchable, filterable, paginated DataTable whose
 * rows open the SPEC §2 details page (`/admin/<resource>/{id}`) when the user may see it.
 */
export function GeneratedList({ declaration }: { declaration: ResourceDeclaration }) {
  const { name } = declaration;
  const paths = useSpecPaths();
  const { canAccess: canShow } = useCanAccess({ resource: name, action: 'show' });
  const rowClick = declaration.screens.show && canShow ? (id: Identifier) => paths.show(name, id) : false;
  return (
    <List
      resource={name}
      sort={declaration.defaultSort}
      perPage={declaration.perPage ?? 25}
      filters={renderFilters(declaration)}
      actions={<ListToolbar declaration={declaration} />}
      empty={<EmptyList declaration={declaration} />}
    >
      <DataTable rowClick={rowClick} bulkActionButtons={false}>
        {declaration.fields
          .filter((field) => field.list)
          .map((field) => (
            <DataTable.Col
              key={field.source}
              source={field.source}
              label={field.label ?? `resources.${name}.fields.${field.source}`}
              disableSort={field.sortable === false || field.type === 'named-list' || field.type === 'reference-array'}
            >
              {renderField(name, field)}
            </DataTable.Col>
          ))}
      </DataTable>
    </List>
  );
}
