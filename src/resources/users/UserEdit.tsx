import type { ReactNode } from 'react';
import { Alert, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { EditBase, Title, TopToolbar, useEditContext, useGetIdentity, useNotify, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import type { User } from '../../shared/api';
import { BackButton, localisedToastText, useSpecPaths } from '../../admin/crud';
import { CatalogueError } from '../../admin/errors';
import { useRecordSuccessToast } from '../../admin/crud/successToast';
import { useDocumentTitle } from '../../admin/useDocumentTitle';
import { UserForm } from './UserForm';
import { EMPTY_USER_FORM, toUpdatePayload, userToFormValues, type UserFormValues } from './userForm';

/** 'Loading user details...' while the user (or the access check) is on its way. */
function LoadingUser() {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={2} alignItems="center" role="status">
      <CircularProgress size={20} />
      <Typography>{translate('users.edit.loading')}</Typography>
    </Stack>
  );
}

/**
 * The form over the loaded user, and the page title 'Edit User - first last'; on the signed-in
 * user's own record the email is read-only (it changes in My account).
 */
function UserEditForm() {
  const translate = useTranslate();
  const { record } = useEditContext<User>();
  const { identity } = useGetIdentity();
  useDocumentTitle(
    record ? translate('users.edit.documentTitle', { firstName: record.firstName, lastName: record.lastName }) : translate('users.edit.heading'),
  );
  if (!record) return null;
  const ownAccount = identity?.id !== undefined && String(identity.id) === String(record.id);
  return <UserForm mode="edit" defaultValues={userToFormValues(record)} ownAccount={ownAccount} />;
}

export interface UserEditProps {
  /** The user's id (default the route's `:id`); set when editing a user from another page. */
  id?: number;
  /** Where the back button and a saved form go (default the user's details page). */
  backTo?: string;
}

/**
 * Edit User (`/admin/users/{id}/edit`, docs/requirements.md#r2) on react-admin's `EditBase`: loads the user
 * ('Loading user details...', 'Failed to load user.' and the catalogue toast), titles the page
 * 'Edit User - first last', offers a back button to the details page and PUTs the docs/requirements.md#r7
 * payload; success toasts 'User updated successfully!' (the record success toast in the users'
 * words, src/admin/crud/successToast.ts), refreshes and goes to the details
 * page, failure toasts 'Failed to update user' with the reason.
 */
export function UserEdit({ id: idProp, backTo }: UserEditProps = {}) {
  const { id: idParam = '' } = useParams();
  const id = idProp ?? Number(idParam);
  const translate = useTranslate();
  const notify = useNotify();
  const toast = useRecordSuccessToast('users');
  const refresh = useRefresh();
  const navigate = useNavigate();
  const paths = useSpecPaths();
  const details = backTo ?? paths.show('users', id);
  const heading = translate('users.edit.heading');

  return (
    <EditBase
      resource="users"
      id={id}
      mutationMode="pessimistic"
      redirect={false}
      loading={<Page heading={heading} back={details} body={<LoadingUser />} />}
      error={<Page heading={heading} back={details} body={<Alert severity="error">{translate('users.edit.loadFailed')}</Alert>} />}
      queryOptions={{
        retry: false,
        onError: (failure: unknown) => notify(failure instanceof Error ? failure.message : String(failure), { type: 'error', multiLine: true }),
      }}
      transform={(values: UserFormValues, options?: { previousData?: RaRecord }) =>
        toUpdatePayload(Number(options?.previousData?.id ?? id), { ...EMPTY_USER_FORM, ...values })
      }
      mutationOptions={{
        onSuccess: (user: RaRecord) => {
          toast('updated', user);
          refresh();
          navigate(details);
        },
        onError: (failure: unknown) => {
          // The catalogue's Serbian title, then the API's reasons in the interface language.
          const [title, ...reasons] = localisedToastText(failure, translate).split('\n');
          const detail = failure instanceof CatalogueError ? `\n${title}: ${reasons.join(' ')}` : '';
          notify(`${translate('users.edit.failure')}${detail}`, { type: 'error', multiLine: true });
        },
      }}
    >
      <Page heading={heading} back={details} body={<UserEditForm />} />
    </EditBase>
  );
}

/** The page around the form: title, back button to the details page, heading 'Edit User'. */
function Page({ heading, back, body }: { heading: string; back: string; body: ReactNode }) {
  return (
    <>
      <Title title={heading} />
      <TopToolbar sx={{ justifyContent: 'flex-start' }}>
        <BackButton to={back} label="users.edit.back" />
      </TopToolbar>
      <Card>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {heading}
          </Typography>
          {body}
        </CardContent>
      </Card>
    </>
  );
}
