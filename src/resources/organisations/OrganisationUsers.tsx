/**
 * The Users tab's nested screens (docs/requirements.md#r2 `/admin/organisations/{id}/users/add`,
 * `/users/{userId}/edit`): add a member two ways — an existing user chosen with a search picker
 * (`POST /organisations/{id}/users {userId}`), or a new user created already in the
 * organisation with the shared user form — and edit a member with the shared user form; each
 * returns to the Users tab.
 */
import { useState } from 'react';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Box, Card, CardContent, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import {
  AccessDenied,
  Form,
  SaveButton,
  Title,
  TopToolbar,
  required,
  useCanAccess,
  useDataProvider,
  useNotify,
  useTranslate,
} from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { User } from '../../shared/api';
import { BackButton, useChildCreateTitle, useServerErrors, useSpecPaths, type FormNameOf, type NestedScreenProps } from '../../admin/crud';
import type { AdminDataProvider } from '../../admin/dataProviderTypes';
import { ReferencePicker } from '../../admin/crud/ReferencePickers';
import { UserCreate } from '../users/UserCreate';
import { UserEdit } from '../users/UserEdit';

const MEMBERS = 'resources.organisations.members';

/** How a user is named in the picker: name and email (two people may share a name). */
const userChoiceText = (user: User) => `${user.firstName} ${user.lastName} (${user.email})`;

/** The picker's one field, `userId`, as the API names it. */
const memberFormNameOf: FormNameOf = (apiField) => (apiField === 'userId' ? apiField : null);

/** The existing-user picker; the user joins the organisation, then the Users tab again. */
function AddExistingMember({ parent, back }: NestedScreenProps & { back: string }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const navigate = useNavigate();
  const { fromError } = useServerErrors(memberFormNameOf);
  const [saving, setSaving] = useState(false);
  // "Add user to Dunav Soft d.o.o.": the title names the organisation.
  const title = useChildCreateTitle(parent);
  const submit = async (values: Record<string, unknown>) => {
    setSaving(true);
    try {
      await dataProvider.addMember(parent.resource, { id: parent.id, path: parent.tab, data: { userId: Number(values.userId) } });
      notify(`${MEMBERS}.added`, { type: 'success' });
      navigate(back);
      return undefined;
    } catch (error) {
      setSaving(false);
      // The field the API names shows its reason; the toast comes with it.
      return fromError(error);
    }
  };
  return (
    <>
      <Title title={title} />
      <TopToolbar>
        <BackButton to={back} />
      </TopToolbar>
      <Card>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {translate(`${MEMBERS}.existing`)}
          </Typography>
          <Form onSubmit={submit}>
            <Box sx={{ maxWidth: 520 }}>
              {/* Any of the users: typing searches the server (names, email, username). */}
              <ReferencePicker
                source="userId"
                reference="users"
                sort={{ field: 'lastName', order: 'ASC' }}
                label={`${MEMBERS}.user`}
                optionText={userChoiceText}
                validate={required()}
                fullWidth
              />
            </Box>
            <SaveButton label={`${MEMBERS}.addButton`} icon={<PersonAddIcon />} disabled={saving} />
          </Form>
        </CardContent>
      </Card>
    </>
  );
}

/**
 * `/admin/organisations/{id}/users/add`: a choice between adding an existing user and creating a
 * new one in the organisation (the latter offered with `users.create`). Needs the
 * organisation's update permission.
 */
export function OrganisationUserAdd({ parent }: NestedScreenProps) {
  const translate = useTranslate();
  const paths = useSpecPaths();
  const [mode, setMode] = useState<'existing' | 'new'>('existing');
  const { canAccess: canEdit, isPending } = useCanAccess({ resource: parent.resource, action: 'edit' });
  const { canAccess: canCreateUser } = useCanAccess({ resource: 'users', action: 'create' });
  const back = paths.tab(parent.resource, parent.id, parent.tab);
  if (isPending) return null;
  if (!canEdit) return <AccessDenied />;
  return (
    <Box>
      <Box sx={{ pt: 2 }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={mode}
          onChange={(_event, value: 'existing' | 'new' | null) => value && setMode(value)}
          aria-label={translate(`${MEMBERS}.how`)}
        >
          <ToggleButton value="existing">{translate(`${MEMBERS}.existing`)}</ToggleButton>
          {canCreateUser ? <ToggleButton value="new">{translate(`${MEMBERS}.new`)}</ToggleButton> : null}
        </ToggleButtonGroup>
      </Box>
      {mode === 'existing' ? (
        <AddExistingMember parent={parent} back={back} />
      ) : (
        <UserCreate organisationId={Number(parent.id)} backTo={back} afterSave={() => back} />
      )}
    </Box>
  );
}

/** `/admin/organisations/{id}/users/{userId}/edit`: the member with the shared user form, then the Users tab. */
export function OrganisationUserEdit({ parent, childId }: NestedScreenProps) {
  const paths = useSpecPaths();
  return <UserEdit id={Number(childId)} backTo={paths.tab(parent.resource, parent.id, parent.tab)} />;
}
