import { Box } from '@mui/material';
import { Edit, Toolbar, TopToolbar, type Identifier, type RaRecord, type RedirectionSideEffect } from 'react-admin';
import { BackButton, ShowRecordButton } from './buttons';
import { BusySaveButton, useFormSaving, useRecordActionRunning } from './busyButtons';
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
 * The edit form's Save and, when the record can be deleted, Delete: Save shows its progress while
 * the record is saved (a published article's pages are rendered again meanwhile), Delete waits;
 * both wait while an action of the record runs (an article version's Publish now).
 */
function EditToolbar({ deletable, redirect }: { deletable: boolean; redirect: RedirectionSideEffect }) {
  const saving = useFormSaving();
  const acting = useRecordActionRunning();
  return (
    <Toolbar>
      <BusySaveButton disabled={acting} />
      <Box sx={{ flex: 1 }} />
      {deletable ? <DeleteRecordButton redirect={redirect} disabled={saving || acting} /> : null}
    </Toolbar>
  );
}

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
          toolbar={<EditToolbar deletable={!!(capabilities.softDelete || capabilities.hardDelete)} redirect={backTo ? () => backTo : 'list'} />}
        />
      </Edit>
    </ParentLinkContext.Provider>
  );
}
