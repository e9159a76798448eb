import { DeleteButton, Edit, SaveButton, SimpleForm, Toolbar, TopToolbar } from 'react-admin';
import { Box } from '@mui/material';
import { ShowRecordButton } from './buttons';
import { inForm, renderInput } from './fields';
import { redirectToShow } from './paths';
import { useRecordQueryErrorHandler } from './screenParts';
import type { ResourceDeclaration } from './types';

/** Edit screen (`/admin/<resource>/{id}/edit`) generated from a declaration; back to details on success. */
export function GeneratedEdit({ declaration }: { declaration: ResourceDeclaration }) {
  const onError = useRecordQueryErrorHandler();
  return (
    <Edit
      resource={declaration.name}
      redirect={redirectToShow}
      mutationMode="pessimistic"
      queryOptions={{ onError }}
      actions={
        <TopToolbar>
          <ShowRecordButton />
        </TopToolbar>
      }
    >
      <SimpleForm
        toolbar={
          <Toolbar>
            <SaveButton />
            <Box sx={{ flex: 1 }} />
            {declaration.screens.delete ? <DeleteButton mutationMode="pessimistic" /> : null}
          </Toolbar>
        }
      >
        {declaration.fields.filter((field) => inForm(field, 'edit')).map((field) => renderInput(declaration.name, field))}
      </SimpleForm>
    </Edit>
  );
}
