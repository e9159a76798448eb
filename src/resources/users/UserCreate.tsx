import { Card, CardContent, Typography } from '@mui/material';
import { CreateBase, Title, TopToolbar, useNotify, useTranslate, type RaRecord } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { BackButton, ListLinkButton, localisedToastText, useSpecPaths } from '../../admin/crud';
import { useRecordSuccessToast } from '../../admin/crud/successToast';
import { useDocumentTitle } from '../../admin/useDocumentTitle';
import { UserForm } from './UserForm';
import { EMPTY_USER_FORM, toCreatePayload, type UserFormValues } from './userForm';

export interface UserCreateProps {
  /**
   * Create the user in this organisation (the organisation's "add user" screen): no
   * organisation checklist, the user joins it.
   */
  organisationId?: number;
  /** Where to go after adding (default the new user's details page); gets the new user's id. */
  afterSave?: (id: RaRecord['id']) => string;
  /** The back link (default the users list). */
  backTo?: string;
}

/**
 * Add User (`/admin/users/add`) on react-admin's `CreateBase`: the shared form, `POST /users`
 * with the docs/requirements.md#r3 payload; on success the record success toast in the users' words
 * ('User added successfully!', src/admin/crud/successToast.ts) and the new user's details.
 */
export function UserCreate({ organisationId, afterSave, backTo }: UserCreateProps = {}) {
  const translate = useTranslate();
  const notify = useNotify();
  const toast = useRecordSuccessToast('users');
  const navigate = useNavigate();
  const paths = useSpecPaths();
  const title = translate('users.create.title');
  useDocumentTitle(title);

  return (
    <CreateBase
      resource="users"
      record={EMPTY_USER_FORM}
      transform={(values: UserFormValues) => toCreatePayload({ ...EMPTY_USER_FORM, ...values }, { organisationId })}
      mutationOptions={{
        onSuccess: (user: RaRecord) => {
          toast('created', user);
          navigate(afterSave ? afterSave(user.id) : paths.show('users', user.id));
        },
        onError: (error: unknown) => notify(localisedToastText(error, translate), { type: 'error', multiLine: true }),
      }}
    >
      <Title title={title} />
      <TopToolbar>{backTo ? <BackButton to={backTo} /> : <ListLinkButton resource="users" />}</TopToolbar>
      <Card>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {title}
          </Typography>
          <UserForm mode="add" fixedOrganisationId={organisationId} />
        </CardContent>
      </Card>
    </CreateBase>
  );
}
