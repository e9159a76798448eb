import { Show, SimpleShowLayout, TopToolbar } from 'react-admin';
import { EditRecordButton, ListLinkButton } from './buttons';
import { renderField } from './fields';
import { useRecordQueryErrorHandler } from './screenParts';
import type { ResourceDeclaration } from './types';

/** Details screen (`/admin/<resource>/{id}`) generated from a declaration. */
export function GeneratedShow({ declaration }: { declaration: ResourceDeclaration }) {
  const onError = useRecordQueryErrorHandler();
  return (
    <Show
      resource={declaration.name}
      queryOptions={{ onError }}
      actions={
        <TopToolbar>
          <ListLinkButton />
          {declaration.screens.edit ? <EditRecordButton /> : null}
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        {declaration.fields.filter((field) => field.show).map((field) => renderField(declaration.name, field))}
      </SimpleShowLayout>
    </Show>
  );
}
