import { useMemo } from 'react';
import { Alert, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import {
  Title,
  TopToolbar,
  useDataProvider,
  useGetOne,
  useNotify,
  useRefresh,
  useRequireAccess,
  useTranslate,
} from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import type { User, UserUpdateRequest } from '../../contract/api';
import { BackButton, useSpecPaths } from '../../admin/crud';
import { CatalogueError } from '../../admin/errors';
import { useDocumentTitle } from '../../admin/useDocumentTitle';
import { UserForm } from './UserForm';
import { userToFormValues } from './userForm';

/**
 * Edit User (`/admin/users/{id}/edit`, SPEC §2): loads the user ('Loading user details...',
 * 'Failed to load user.'), titles the page 'Edit User - first last', offers a back button to
 * the details page and saves with the SPEC §7 PUT payload; success toasts, refreshes and
 * goes to the details page, failure toasts 'Failed to update user'.
 */
export function UserEdit() {
  const { id: idParam = '' } = useParams();
  const id = Number(idParam);
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const navigate = useNavigate();
  const paths = useSpecPaths();
  const access = useRequireAccess({ resource: 'users', action: 'edit' });
  const { data: user, isPending, error } = useGetOne<User>(
    'users',
    { id },
    {
      enabled: !access.isPending && Number.isFinite(id),
      retry: false,
      onError: (failure: unknown) =>
        notify(failure instanceof Error ? failure.message : String(failure), { type: 'error', multiLine: true }),
    },
  );
  const defaultValues = useMemo(() => (user ? userToFormValues(user) : undefined), [user]);
  const heading = translate('users.edit.heading');
  useDocumentTitle(user ? translate('users.edit.documentTitle', { firstName: user.firstName, lastName: user.lastName }) : heading);

  const save = async (payload: UserUpdateRequest) => {
    try {
      await dataProvider.update<User>('users', { id, data: payload, previousData: user as User });
      notify('users.edit.success', { type: 'success' });
      refresh();
      navigate(paths.show('users', id));
    } catch (failure) {
      const detail = failure instanceof CatalogueError ? `\n${failure.title}: ${failure.description}` : '';
      notify(`${translate('users.edit.failure')}${detail}`, { type: 'error', multiLine: true });
    }
  };

  const back = (
    <TopToolbar sx={{ justifyContent: 'flex-start' }}>
      <BackButton to={paths.show('users', idParam)} label="users.edit.back" />
    </TopToolbar>
  );

  let body;
  if (access.isPending || (isPending && !error)) {
    body = (
      <Stack direction="row" spacing={2} alignItems="center" role="status">
        <CircularProgress size={20} />
        <Typography>{translate('users.edit.loading')}</Typography>
      </Stack>
    );
  } else if (error || !user || !defaultValues) {
    body = <Alert severity="error">{translate('users.edit.loadFailed')}</Alert>;
  } else {
    body = <UserForm mode="edit" userId={id} defaultValues={defaultValues} onSubmit={save} />;
  }

  return (
    <>
      <Title title={heading} />
      {back}
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
