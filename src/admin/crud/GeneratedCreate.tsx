import { Create, SaveButton, SimpleForm, Toolbar, TopToolbar } from 'react-admin';
import { ListLinkButton } from './buttons';
import { inForm, renderInput } from './fields';
import { redirectToShow } from './paths';
import type { ResourceDeclaration } from './types';

/** Create screen (`/admin/<resource>/add`) generated from a declaration; goes to details on success. */
export function GeneratedCreate({ declaration }: { declaration: ResourceDeclaration }) {
  return (
    <Create
      resource={declaration.name}
      redirect={redirectToShow}
      actions={
        <TopToolbar>
          <ListLinkButton />
        </TopToolbar>
      }
    >
      <SimpleForm
        toolbar={
          <Toolbar>
            <SaveButton />
          </Toolbar>
        }
      >
        {declaration.fields.filter((field) => inForm(field, 'create')).map((field) => renderInput(declaration.name, field))}
      </SimpleForm>
    </Create>
  );
}
