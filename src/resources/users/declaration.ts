/**
 * The users resource declared once (docs/decisions.md#declared-resources): the list and the
 * details screens are generated from it; add and edit use the hand-written UserForm (docs/requirements.md#r2,
 * §5 demand a specific form). Users are soft-deleted and restorable, activated and deactivated
 * one by one or in bulk; their claims are a tab of the details page.
 */
import PeopleIcon from '@mui/icons-material/People';
import type { User } from '../../shared/api';
import type { FieldChoice, ResourceDeclaration } from '../../admin/crud';
import { userClaimDeclaration } from '../user-claims/declaration';
import { ResendInvitationButton } from './ResendInvitationButton';
import { ImportUsersButton, InviteUserButton } from './UserListActions';
import { SESSIONS_TAB, UserSessionsTab } from './UserSessionsTab';

/** Gender as stored (docs/requirements.md#r3: true male, false female, null unspecified) → label key. */
export const GENDER_CHOICES: readonly FieldChoice[] = [
  { id: true, label: 'users.gender.male' },
  { id: false, label: 'users.gender.female' },
];

export const userDeclaration: ResourceDeclaration<User> = {
  name: 'users',
  permission: 'users',
  icon: PeopleIcon,
  capabilities: { softDelete: true, activeState: true },
  searchable: true,
  defaultSort: { field: 'lastName', order: 'ASC' },
  filters: [
    { source: 'orgId', type: 'reference', reference: 'organisations', optionText: 'name' },
    { source: 'roleId', type: 'reference', reference: 'roles', optionText: 'name' },
    { source: 'isActive', type: 'boolean' },
  ],
  screens: { list: true, show: true, create: true, edit: true },
  recordRepresentation: (user) => `${user.firstName} ${user.lastName}`,
  compactList: { secondary: 'email' },
  listActions: [InviteUserButton, ImportUsersButton],
  showActions: [ResendInvitationButton],
  tabs: [
    { type: 'reference-many', path: 'claims', reference: userClaimDeclaration, target: 'userId' },
    // An administrator sees and revokes the user's sessions with users.update (docs/decisions.md#accounts).
    { type: 'custom', path: SESSIONS_TAB, component: UserSessionsTab, access: { resource: 'users', action: 'edit' } },
    { type: 'activity', path: 'history' },
  ],
  fields: [
    { source: 'id', type: 'number', show: true },
    { source: 'firstName', type: 'text', list: true, show: true },
    { source: 'lastName', type: 'text', list: true, show: true },
    { source: 'email', type: 'email', list: true, show: true },
    { source: 'userName', type: 'text', list: true, show: true, hideBelow: 'lg' },
    { source: 'gender', type: 'select', choices: GENDER_CHOICES, emptyText: 'users.gender.unspecified', show: true },
    { source: 'dateOfBirth', type: 'date', show: true },
    { source: 'isActive', type: 'boolean', list: true, show: true },
    { source: 'requestPasswordChange', type: 'boolean', show: true },
    { source: 'roles', type: 'named-list', list: true, show: true, sortable: false, hideBelow: 'md' },
    { source: 'organisations', type: 'named-list', show: true, sortable: false },
    { source: 'lastLoginAt', type: 'datetime', show: true },
    { source: 'createdAt', type: 'datetime', show: true },
    { source: 'updatedAt', type: 'datetime', show: true },
  ],
};
