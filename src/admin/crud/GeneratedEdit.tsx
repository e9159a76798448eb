import { Box } from '@mui/material';
import { Edit, SaveButton, Toolbar, TopToolbar, type Identifier, type RaRecord } from 'react-admin';
import { BackButton, ShowRecordButton } from './buttons';
import { DeclaredForm } from './DeclaredForm';
import { ParentLinkContext } from './parentLink';
import { useRegisterDeclaration } from './registerDeclaration';
import { useSavedRecord } from './successToast';
import { redirectToShow, redirectToTab, useSpecPaths } from './paths';
import { DeleteRecordButton, DeletedBanner } from './recordActions';
import { useRecordQueryErrorHandler } from './screenParts';
import type { ParentLink, ResourceDeclaration } from './types';
import { toWritePayload } from './writePayload';

/**
 * Edit screen (`/admin/<resource>/{id}/edit`) generated from a declaration: it PUTs only the
 * declared form fields (under their API names), then shows the details page; a delete button
 * with confirmation when the resource can be deleted. With `parent` (a child edited from a
 * details tab, `/admin/<parent>/{id}/<tab>/{childId}/edit`) it edits record `id` and goes back
 * to the tab. Success says "<resource> <name> updated" (successToast.ts). The declaration's
 * `editIntro` is shown read-only above the form.
 */
export function GeneratedEdit({ declaration, parent, id }: { declaration: ResourceDeclaration; parent?: ParentLink; id?: Identifier }) {
  const paths = useSpecPaths();
  useRegisterDeclaration(declaration);
  const backTo = parent ? redirectToTab(parent.resource, parent.id, parent.tab) : undefined;
  const onError = useRecordQueryErrorHandler(backTo);
  const transform = (values: RaRecord, options?: { previousData?: RaRecord }) =>
    toWritePayload(declaration, values, 'edit', { id: options?.previousData?.id ?? id ?? values.id });
  const { capabilities = {} } = declaration;
  const redirect = backTo ? () => backTo : declaration.screens.show ? redirectToShow : 'list';
  const onSuccess = useSavedRecord('updated', redirect, declaration.name);
  return (
    <ParentLinkContext.Provider value={parent}>
      <Edit
        resource={declaration.name}
        id={id}
        redirect={redirect}
        mutationMode="pessimistic"
        mutationOptions={{ onSuccess }}
        queryOptions={{ onError }}
        transform={transform}
        actions={
          <TopToolbar>
            {parent ? <BackButton to={paths.tab(parent.resource, parent.id, parent.tab)} /> : declaration.screens.show ? <ShowRecordButton /> : null}
          </TopToolbar>
        }
      >
        <Box sx={{ px: 2, pt: 2, '&:empty': { display: 'none' } }}>
          <DeletedBanner />
        </Box>
        {declaration.editIntro ? <declaration.editIntro /> : null}
        <DeclaredForm
          declaration={declaration}
          screen="edit"
          toolbar={
            <Toolbar>
              <SaveButton />
              <Box sx={{ flex: 1 }} />
              {capabilities.softDelete || capabilities.hardDelete ? <DeleteRecordButton redirect={backTo ? () => backTo : 'list'} /> : null}
            </Toolbar>
          }
        />
      </Edit>
    </ParentLinkContext.Provider>
  );
}
