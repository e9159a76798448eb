/**
 * An organisation's Users tab (docs/decisions.md#organisation-roles): its members from
 * `GET /organisations/{id}/members`, each with the organisation roles of that membership (chips),
 * for global holders and the organisation's own administrators alike.
 *
 * - "Add member" (the organisation's update permission) opens a dialog: the person's email and the
 *   organisation roles to give (`GET /organisations/{id}/member-roles`), posted to
 *   `POST /organisations/{id}/members`. For a caller who manages the organisation through an
 *   organisation role (no global `organisations.update`) every address is invited: the dialog
 *   asks the language of the invitation mail instead of names and says "Invitation sent to …",
 *   whatever the address (the API answers alike and tells nothing of accounts). For a global
 *   holder an existing account joins at once, and a first and last name are asked for an
 *   address without an account (the person is then invited). The API's reasons (422 for the
 *   missing names, 409 for a member already there, 403 above the caller's ceiling) are shown on
 *   the fields and in a toast in the interface language.
 * - "Pending invitations" below the members (the update permission): the open invitations
 *   (`GET /organisations/{id}/member-invitations`: email, roles, sent, expires) with "Revoke"
 *   (confirmation, `DELETE /organisations/{id}/member-invitations/{invitationId}`).
 * - "Edit roles" per member: the same roles checklist, `PUT /organisations/{id}/members/{userId}/roles`
 *   (409 for the organisation's last manager).
 * - "Remove" (confirmation), `DELETE /organisations/{id}/users/{userId}`.
 * - Global holders keep their way too: "Add from users" (the nested add screen: an existing user
 *   picked from the users list, or a new one) and "Edit" of the account, each shown only with the
 *   global users permissions those screens need.
 */
import { useMemo, useState, type MouseEvent, type ReactNode } from 'react';
import EditIcon from '@mui/icons-material/ManageAccounts';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import CancelScheduleSendIcon from '@mui/icons-material/CancelScheduleSend';
import { Box, Chip, Dialog, DialogActions, DialogContent, DialogTitle, Button as TextButton, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  CheckboxGroupInput,
  Confirm,
  DataTable,
  Form,
  ListContextProvider,
  ResourceContextProvider,
  SaveButton,
  SelectInput,
  TextInput,
  email as emailRule,
  required,
  useCanAccess,
  useDataProvider,
  useList,
  useLocaleState,
  useNotify,
  useRecordContext,
  useTranslate,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import { useSessionUser } from '../../auth/useSessionUser';
import { isSupportedLanguage, LANGUAGE_MENU, DEFAULT_LANGUAGE } from '../../shared/languages';
import { ChildAddButton, ChildEditButton, RemoveMemberButton, usePendingAction, useServerErrors, useSpecPaths, type FormNameOf } from '../../admin/crud';
import { CompactList } from '../../admin/crud/CompactList';
import { LocalizedDateField } from '../../admin/crud/fieldDisplays';
import { tableSx } from '../../admin/crud/GeneratedList';
import { ListPagination } from '../../admin/crud/ListPagination';
import { useSeededText } from '../../admin/crud/seededTexts';
import type { AdminDataProvider } from '../../admin/dataProviderTypes';
import { userDeclaration } from '../users/declaration';

const MEMBERS = 'resources.organisations.members';
/** The tab's path, the API's sub-collection the Remove action leaves (`DELETE /organisations/{id}/users/{userId}`). */
const USERS_TAB = 'users';

/** A member as `GET /organisations/{id}/members` answers it, with react-admin's `id` (the user id). */
export interface MemberRecord extends RaRecord {
  userId: number;
  firstName: string;
  lastName: string;
  email: string;
  isActive: boolean;
  invitationPending: boolean;
  roleIds: number[];
  roles: { id: number; name: string }[];
}

/** A pending invitation as `GET /organisations/{id}/member-invitations` (and an organisation administrator's add) answers it. */
export interface MemberInvitationRecord extends RaRecord {
  id: number;
  email: string;
  roleIds: number[];
  roles: { id: number; name: string }[];
  sentAt: string;
  expiresAt: string;
}

/** An organisation role one may give (`GET /organisations/{id}/member-roles`). */
interface MemberRole {
  id: number;
  name: string;
  description: string | null;
}

/** The query key of an organisation's members (refreshed by react-admin's refresh, as every query). */
const membersKey = (organisationId: Identifier) => ['organisations', 'members', String(organisationId)];

/** The query key of an organisation's pending invitations. */
const invitationsKey = (organisationId: Identifier) => ['organisations', 'member-invitations', String(organisationId)];

/** The organisation's open invitations (asked only of those who may manage its members). */
function useMemberInvitations(organisationId: Identifier, enabled: boolean) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  return useQuery({
    queryKey: invitationsKey(organisationId),
    enabled,
    queryFn: async () => (await dataProvider.getFrom<MemberInvitationRecord[]>(`/organisations/${encodeURIComponent(String(organisationId))}/member-invitations`)).data ?? [],
  });
}

/** The languages an invitation mail can be worded in, by their own names. */
const LANGUAGE_CHOICES = LANGUAGE_MENU.map(({ code, nativeName }) => ({ id: code, name: nativeName }));

/** The organisation's members, each with `id` set to its user id. */
function useMembers(organisationId: Identifier | undefined) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  return useQuery({
    queryKey: membersKey(organisationId ?? ''),
    enabled: organisationId != null,
    queryFn: async () => {
      const { data } = await dataProvider.getFrom<Omit<MemberRecord, 'id'>[]>(`/organisations/${encodeURIComponent(String(organisationId))}/members`);
      return (data ?? []).map((member) => ({ ...member, id: member.userId }) as MemberRecord);
    },
  });
}

/** The organisation roles one may give in the organisation (asked when a dialog opens). */
function useMemberRoles(organisationId: Identifier, enabled: boolean) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  return useQuery({
    queryKey: ['organisations', 'member-roles', String(organisationId)],
    enabled,
    queryFn: async () => (await dataProvider.getFrom<MemberRole[]>(`/organisations/${encodeURIComponent(String(organisationId))}/member-roles`)).data ?? [],
  });
}

/** The organisation roles of the member (or invitation) in context as chips ("No organization role" without any). */
function MemberRoleChips() {
  const record = useRecordContext<MemberRecord | MemberInvitationRecord>();
  const translate = useTranslate();
  if (!record) return null;
  if (!record.roles.length) {
    return (
      <Typography variant="body2" color="text.secondary" component="span">
        {translate(`${MEMBERS}.noRoles`)}
      </Typography>
    );
  }
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 0.5 }}>
      {record.roles.map((role) => (
        <Chip key={role.id} size="small" label={role.name} />
      ))}
    </Box>
  );
}

/** "Invitation pending" or "Inactive" beside a member who cannot sign in yet or any more. */
function MemberStatusChip() {
  const record = useRecordContext<MemberRecord>();
  const translate = useTranslate();
  if (!record) return null;
  if (record.invitationPending) return <Chip size="small" variant="outlined" color="info" label={translate(`${MEMBERS}.invitationPending`)} />;
  if (!record.isActive) return <Chip size="small" variant="outlined" label={translate(`${MEMBERS}.inactive`)} />;
  return null;
}

/** The organisation roles as a checklist (name, and the description in the reader's language). */
function RolesChecklist({ organisationId }: { organisationId: Identifier }) {
  const { data, isPending } = useMemberRoles(organisationId, true);
  const seededText = useSeededText();
  const translate = useTranslate();
  if (isPending) return <Typography color="text.secondary">{translate(`${MEMBERS}.loadingRoles`)}</Typography>;
  return (
    <CheckboxGroupInput
      source="roleIds"
      label={`${MEMBERS}.roles`}
      row={false}
      choices={data ?? []}
      optionText={(role: MemberRole) => {
        const description = seededText({ kind: 'role', code: role.name, field: 'description' }, role.description);
        return (
          <Box component="span" sx={{ display: 'block', py: 0.5 }}>
            <Box component="span" sx={{ display: 'block' }}>
              {role.name}
            </Box>
            {description ? (
              <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                {description}
              </Typography>
            ) : null}
          </Box>
        );
      }}
    />
  );
}

/** The dialog's fields in the API's names; anything else the API names stays in the toast. */
const memberFormNameOf: FormNameOf = (apiField) => (['email', 'roleIds', 'firstName', 'lastName'].includes(apiField) ? apiField : null);

/** A dialog with a react-admin form: a title, the fields, Cancel and the save button. */
function FormDialog({
  open,
  onClose,
  title,
  saveLabel,
  onSubmit,
  defaultValues,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  saveLabel: string;
  onSubmit: (values: Record<string, unknown>) => Promise<Record<string, unknown> | undefined>;
  defaultValues: Record<string, unknown>;
  children: ReactNode;
}) {
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreen} aria-labelledby="member-dialog-title">
      {/* Its own record: not the organisation or member in context (the organisation's email is no member's). */}
      <Form onSubmit={onSubmit} record={defaultValues}>
        <DialogTitle id="member-dialog-title">{title}</DialogTitle>
        <DialogContent>{children}</DialogContent>
        <DialogActions>
          {/* Worded on phones too (react-admin's Button keeps only an icon there, and Cancel has none). */}
          <TextButton onClick={onClose}>{translate('ra.action.cancel')}</TextButton>
          <SaveButton label={saveLabel} alwaysEnable />
        </DialogActions>
      </Form>
    </Dialog>
  );
}

/**
 * The save of a member dialog: runs `write` (an API call), then says `done` (its message and
 * arguments), closes the dialog and reloads the members; a refusal becomes the form's field
 * errors (react-admin's Form reads the returned object) and the toast.
 */
function useMemberSave(organisationId: Identifier, close: () => void) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { fromError } = useServerErrors(memberFormNameOf);
  return async (write: () => Promise<{ message: string; args: Record<string, unknown> }>) => {
    try {
      const done = await write();
      notify(done.message, { type: 'success', messageArgs: done.args });
      close();
      await Promise.all([queryClient.invalidateQueries({ queryKey: membersKey(organisationId) }), queryClient.invalidateQueries({ queryKey: invitationsKey(organisationId) })]);
      return undefined;
    } catch (error) {
      return fromError(error);
    }
  };
}

/**
 * "Add member": by email, with organisation roles. A global holder adds directly (names for
 * someone without an account, who is invited); an organisation administrator invites, choosing
 * the mail's language, and is told the same for every address.
 */
function AddMemberButton({ organisationId, organisationName }: { organisationId: Identifier; organisationName: string }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [locale] = useLocaleState();
  const [open, setOpen] = useState(false);
  const save = useMemberSave(organisationId, () => setOpen(false));
  const { canAccess } = useCanAccess({ resource: 'organisations', action: 'edit' });
  // Held globally: the direct add; through an organisation role only: an invitation (docs/decisions.md#organisation-roles).
  const direct = useSessionUser()?.permissions?.includes('organisations.update') ?? false;
  if (!canAccess) return null;
  const submit = async (values: Record<string, unknown>) => {
    const trimmed = (name: string) => (typeof values[name] === 'string' && (values[name] as string).trim() ? (values[name] as string).trim() : undefined);
    const body = {
      email: trimmed('email') ?? '',
      roleIds: ((values.roleIds as Identifier[] | undefined) ?? []).map(Number),
      ...(direct && trimmed('firstName') ? { firstName: trimmed('firstName') } : {}),
      ...(direct && trimmed('lastName') ? { lastName: trimmed('lastName') } : {}),
      ...(!direct && trimmed('preferredLanguage') ? { preferredLanguage: trimmed('preferredLanguage') } : {}),
    };
    return save(async () => {
      const { data } = await dataProvider.postTo<{ member: MemberRecord; invited: boolean } | MemberInvitationRecord>(`/organisations/${encodeURIComponent(String(organisationId))}/members`, body);
      if (!('member' in data)) return { message: `${MEMBERS}.invited`, args: { email: data.email } };
      const name = `${data.member.firstName} ${data.member.lastName}`;
      return { message: data.invited ? `${MEMBERS}.invited` : `${MEMBERS}.memberAdded`, args: { name, email: data.member.email } };
    });
  };
  return (
    <>
      <Button label={`${MEMBERS}.addMember`} onClick={() => setOpen(true)} variant="contained">
        <PersonAddIcon />
      </Button>
      {open ? (
        <FormDialog
          open
          onClose={() => setOpen(false)}
          title={translate(`${MEMBERS}.addMemberTitle`, { name: organisationName })}
          saveLabel={direct ? `${MEMBERS}.addMember` : `${MEMBERS}.sendInvitation`}
          onSubmit={submit}
          defaultValues={
            direct
              ? { email: '', roleIds: [], firstName: '', lastName: '' }
              : { email: '', roleIds: [], preferredLanguage: isSupportedLanguage(locale) ? locale : DEFAULT_LANGUAGE }
          }
        >
          <TextInput source="email" type="email" label="resources.users.fields.email" validate={[required(), emailRule()]} fullWidth autoFocus />
          <RolesChecklist organisationId={organisationId} />
          {direct ? (
            <>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1, mb: 1 }}>
                {translate(`${MEMBERS}.namesHint`)}
              </Typography>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
                <TextInput source="firstName" label="resources.users.fields.firstName" fullWidth />
                <TextInput source="lastName" label="resources.users.fields.lastName" fullWidth />
              </Stack>
            </>
          ) : (
            <>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1, mb: 1 }}>
                {translate(`${MEMBERS}.inviteHint`)}
              </Typography>
              <SelectInput source="preferredLanguage" label={`${MEMBERS}.invitationLanguage`} choices={LANGUAGE_CHOICES} validate={required()} fullWidth />
            </>
          )}
        </FormDialog>
      ) : null}
    </>
  );
}

/** "Edit roles" of the member in context: the organisation roles checklist, saved at once. */
function EditMemberRolesButton({ organisationId }: { organisationId: Identifier }) {
  const record = useRecordContext<MemberRecord>();
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [open, setOpen] = useState(false);
  const save = useMemberSave(organisationId, () => setOpen(false));
  const { canAccess } = useCanAccess({ resource: 'organisations', action: 'edit' });
  if (!record || !canAccess) return null;
  const name = `${record.firstName} ${record.lastName}`;
  const submit = (values: Record<string, unknown>) =>
    save(async () => {
      await dataProvider.putTo(`/organisations/${encodeURIComponent(String(organisationId))}/members/${record.userId}/roles`, {
        roleIds: ((values.roleIds as Identifier[] | undefined) ?? []).map(Number),
      });
      return { message: `${MEMBERS}.rolesSaved`, args: { name } };
    });
  return (
    <>
      <Button
        label={`${MEMBERS}.editRoles`}
        onClick={(event: MouseEvent) => {
          event.stopPropagation();
          setOpen(true);
        }}
      >
        <EditIcon />
      </Button>
      {open ? (
        <FormDialog
          open
          onClose={() => setOpen(false)}
          title={translate(`${MEMBERS}.editRolesTitle`, { name })}
          saveLabel="ra.action.save"
          onSubmit={submit}
          defaultValues={{ roleIds: record.roleIds }}
        >
          <RolesChecklist organisationId={organisationId} />
        </FormDialog>
      ) : null}
    </>
  );
}

/** The name column: first and last name. */
function MemberName() {
  const record = useRecordContext<MemberRecord>();
  if (!record) return null;
  return (
    <Typography variant="body2" component="span">
      {record.firstName} {record.lastName}
    </Typography>
  );
}

/** "Expired" beside the expiry of an invitation whose link no longer works (Revoke clears it away). */
function InvitationExpiry() {
  const record = useRecordContext<MemberInvitationRecord>();
  const translate = useTranslate();
  // The moment the row was first shown (the list is read afresh when it changes).
  const [shownAt] = useState(Date.now);
  if (!record) return null;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <LocalizedDateField source="expiresAt" showTime />
      {Date.parse(record.expiresAt) <= shownAt ? <Chip size="small" variant="outlined" color="warning" label={translate(`${MEMBERS}.expired`)} /> : null}
    </Box>
  );
}

/** "Revoke" of the invitation in context, after a confirmation: its link stops working. */
function RevokeInvitationButton({ organisationId }: { organisationId: Identifier }) {
  const record = useRecordContext<MemberInvitationRecord>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const { pending, run } = usePendingAction();
  if (!record) return null;
  const revoke = () =>
    run(async () => {
      await dataProvider.removeMember('organisations', { id: organisationId, path: 'member-invitations', memberId: record.id });
      notify(`${MEMBERS}.revoked`, { type: 'success', messageArgs: { email: record.email } });
      setOpen(false);
      await queryClient.invalidateQueries({ queryKey: invitationsKey(organisationId) });
    });
  return (
    <>
      <Button label={`${MEMBERS}.revoke`} color="error" onClick={() => setOpen(true)}>
        <CancelScheduleSendIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={pending}
        title={`${MEMBERS}.revokeTitle`}
        titleTranslateOptions={{ email: record.email }}
        content={`${MEMBERS}.revokeContent`}
        onConfirm={revoke}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

/** The organisation's pending invitations with Revoke; nothing without the update permission or without invitations. */
function PendingInvitations({ organisationId }: { organisationId: Identifier }) {
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: 'organisations', action: 'edit' });
  const { data, isPending, error } = useMemberInvitations(organisationId, !!canAccess);
  const rows = useMemo(() => data ?? [], [data]);
  const listContext = useList<MemberInvitationRecord>({ data: rows, isPending, error, perPage: 1000, resource: 'organisations' });
  if (!canAccess || rows.length === 0) return null;
  return (
    <ListContextProvider value={listContext}>
      <Box component="section" aria-labelledby="pending-invitations-title" sx={{ mt: 3 }}>
        <Typography id="pending-invitations-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
          {translate(`${MEMBERS}.pendingInvitations`)}
        </Typography>
        <DataTable<MemberInvitationRecord> bulkActionButtons={false} rowClick={false} sx={tableSx}>
          <DataTable.Col source="email" label="resources.users.fields.email" disableSort />
          <DataTable.Col label={`${MEMBERS}.roles`} disableSort>
            <MemberRoleChips />
          </DataTable.Col>
          <DataTable.Col source="sentAt" label={`${MEMBERS}.sent`} disableSort>
            <LocalizedDateField source="sentAt" showTime />
          </DataTable.Col>
          <DataTable.Col source="expiresAt" label={`${MEMBERS}.expires`} disableSort>
            <InvitationExpiry />
          </DataTable.Col>
          <DataTable.Col label="crud.columns.actions" disableSort>
            <RevokeInvitationButton organisationId={organisationId} />
          </DataTable.Col>
        </DataTable>
      </Box>
    </ListContextProvider>
  );
}

/** The Users tab of the organisation in context (a custom tab of the organisations declaration). */
export function OrganisationMembersTab() {
  const organisation = useRecordContext();
  const paths = useSpecPaths();
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { data, isPending, error } = useMembers(organisation?.id);
  const rows = useMemo(() => data ?? [], [data]);
  const listContext = useList<MemberRecord>({ data: rows, isPending, error, perPage: 10, resource: 'users' });
  if (!organisation) return null;
  const organisationId = organisation.id;
  const actions = (
    <>
      <MemberStatusChip />
      <EditMemberRolesButton organisationId={organisationId} />
      {/* The account itself: global users permissions only (docs/decisions.md#organisation-roles). */}
      <ChildEditButton child="users" to={(id) => paths.childEdit('organisations', organisationId, USERS_TAB, id)} />
      <RemoveMemberButton parent="organisations" parentId={organisationId} path={USERS_TAB} />
    </>
  );
  return (
    <ResourceContextProvider value="users">
      <ListContextProvider value={listContext}>
        <Box sx={{ width: '100%', minWidth: 0 }}>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
            <ChildAddButton child="users" to={paths.childAdd('organisations', organisationId, USERS_TAB)} access={{ resource: 'users', action: 'list' }} label={`${MEMBERS}.addFromUsers`} />
            <AddMemberButton organisationId={organisationId} organisationName={String(organisation.name ?? '')} />
          </Box>
          {isPhone ? (
            <CompactList
              declaration={userDeclaration as never}
              rowClick={false}
              toggles={[]}
              actions={
                <Stack spacing={0.5} sx={{ width: '100%' }}>
                  <MemberRoleChips />
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>{actions}</Box>
                </Stack>
              }
            />
          ) : (
            <DataTable<MemberRecord> bulkActionButtons={false} rowClick={false} sx={tableSx}>
              <DataTable.Col source="lastName" label={`${MEMBERS}.name`}>
                <MemberName />
              </DataTable.Col>
              <DataTable.Col source="email" label="resources.users.fields.email" />
              <DataTable.Col label={`${MEMBERS}.roles`} disableSort>
                <MemberRoleChips />
              </DataTable.Col>
              <DataTable.Col label="crud.columns.actions" disableSort>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>{actions}</Box>
              </DataTable.Col>
            </DataTable>
          )}
          <ListPagination />
          <PendingInvitations organisationId={organisationId} />
        </Box>
      </ListContextProvider>
    </ResourceContextProvider>
  );
}
