import { Create, Toolbar, TopToolbar, type RaRecord } from 'react-admin';
import { BusySaveButton } from './busyButtons';
import { BackButton, ListLinkButton } from './buttons';
import { useChildCreateTitle } from './Breadcrumbs';
import { DeclaredForm } from './DeclaredForm';
import { ParentLinkContext } from './parentLink';
import { useRegisterDeclaration } from './registerDeclaration';
import { useSavedRecord } from './successToast';
import { redirectToShow, redirectToTab, useSpecPaths } from './paths';
import type { ParentLink, ResourceDeclaration } from './types';
import { toWritePayload } from './writePayload';

/**
 * Create screen (`/admin/<resource>/add`, or the declared path) generated from a declaration;
 * it sends only the declared form fields and opens the new record's details. With `parent`
 * (a child added from a details tab, `/admin/<parent>/{id}/<tab>/add`) the parent id is sent
 * with it and the tab shown again afterwards; its title names the parent ("Add module to Dunav
 * Soft d.o.o."). Success says "<resource> <name> created" (successToast.ts).
 */
export function GeneratedCreate({ declaration, parent }: { declaration: ResourceDeclaration; parent?: ParentLink }) {
  const paths = useSpecPaths();
  useRegisterDeclaration(declaration);
  const fixed = parent ? { [parent.target]: Number(parent.id) } : {};
  const transform = (values: RaRecord) => toWritePayload(declaration, values, 'create', { fixed });
  const redirect = parent
    ? () => redirectToTab(parent.resource, parent.id, parent.tab)
    : declaration.screens.show
      ? redirectToShow
      : declaration.screens.list
        ? 'list'
        : false;
  const onSuccess = useSavedRecord('created', redirect, declaration.name);
  return (
    <ParentLinkContext.Provider value={parent}>
      <Create
        resource={declaration.name}
        title={parent ? <ChildCreateTitle parent={parent} /> : undefined}
        redirect={redirect}
        mutationOptions={{ onSuccess }}
        transform={transform}
        actions={
          <TopToolbar>
            {parent ? <BackButton to={paths.tab(parent.resource, parent.id, parent.tab)} /> : <ListLinkButton />}
          </TopToolbar>
        }
      >
        <DeclaredForm
          declaration={declaration}
          screen="create"
          toolbar={
            <Toolbar>
              <BusySaveButton />
            </Toolbar>
          }
        />
      </Create>
    </ParentLinkContext.Provider>
  );
}

/** The page title of a child's create screen (see {@link useChildCreateTitle}). */
function ChildCreateTitle({ parent }: { parent: ParentLink }) {
  return <>{useChildCreateTitle(parent)}</>;
}
