import { Card, CardContent, Typography } from '@mui/material';
import { Title, TopToolbar, useDataProvider, useNotify, useRequireAccess, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { User, UserCreateRequest } from '../../contract/api';
import { ListLinkButton, useSpecPaths } from '../../admin/crud';
import { useDocumentTitle } from '../../admin/useDocumentTitle';
import { UserForm } from './UserForm';

/** Add User (`/admin/users/add`): the shared form; on success a toast and the new user's details. */
export function UserCreate() {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const navigate = useNavigate();
  const paths = useSpecPaths();
  const { isPending } = useRequireAccess({ resource: 'users', action: 'create' });
  const title = translate('users.create.title');
  useDocumentTitle(title);

  const save = async (payload: UserCreateRequest) => {
    try {
      const { data } = await dataProvider.create<User>('users', { data: payload });
      notify('users.create.success', { type: 'success' });
      navigate(paths.show('users', data.id));
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error', multiLine: true });
    }
  };

  if (isPending) return null;
  return (
    <>
      <Title title={title} />
      <TopToolbar>
        <ListLinkButton resource="users" />
      </TopToolbar>
      <Card>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {title}
          </Typography>
          <UserForm mode="add" onSubmit={save} />
        </CardContent>
      </Card>
    </>
  );
}
