/**
 * The users resource declared from its definition (src/shared/resources/users.ts;
 * docs/decisions.md#resource-definitions): the list and the details screens are generated from it; add and edit use the hand-written UserForm (docs/requirements.md#r2,
 * §5 demand a specific form). Users are soft-deleted and restorable, activated and deactivated
 * one by one or in bulk; their claims are a tab of the details page.
 */
import type { User } from '../../shared/api';
import { declarationOf, RECORD_SECTION, type FieldChoice } from '../../admin/crud';
import { usersDefinition } from '../../shared/resources';
import { userClaimDeclaration } from '../user-claims/declaration';
import { ResendInvitationButton } from './ResendInvitationButton';
import { SendPasswordResetButton } from './SendPasswordResetButton';
import { LANGUAGE_MENU } from '../../shared/languages';
import { ImportUsersButton, InviteUserButton } from './UserListActions';
import { SESSIONS_TAB, UserSessionsTab } from './UserSessionsTab';
import { userRegistration } from './registration';

/** Gender as stored (docs/requirements.md#r3: true male, false female, null unspecified) → label key. */
export const GENDER_CHOICES: readonly FieldChoice[] = [
  { id: true, label: 'users.gender.male' },
  { id: false, label: 'users.gender.female' },
];

/** The seven languages, each by its native name (as the website's language menu names them). */
export const LANGUAGE_CHOICES: readonly FieldChoice[] = LANGUAGE_MENU.map(({ code, nativeName }) => ({ id: code, label: nativeName }));

export const userDeclaration = declarationOf<User>(usersDefinition, userRegistration, {
  defaultSort: { field: 'lastName', order: 'ASC' },
  filters: [
    { source: 'orgId', type: 'reference', reference: 'organisations', optionText: 'name' },
    // A user's roles are global ones (organization roles are given per membership).
    { source: 'roleId', type: 'reference', reference: 'roles', optionText: 'name', referenceFilter: { scope: 'global' } },
    { source: 'isActive', type: 'boolean' },
  ],
  facets: [{ source: 'isActive' }, { source: 'roleId' }, { source: 'orgId' }],
  compactList: { secondary: 'email' },
  listActions: [InviteUserButton, ImportUsersButton],
  showActions: [ResendInvitationButton, SendPasswordResetButton],
  tabs: [
    { type: 'reference-many', path: 'claims', reference: userClaimDeclaration, target: 'userId' },
    // An administrator sees and revokes the user's sessions with users.update (docs/decisions.md#accounts).
    { type: 'custom', path: SESSIONS_TAB, component: UserSessionsTab, access: { resource: 'users', action: 'edit' } },
    { type: 'activity', path: 'history' },
  ],
  sections: [
    { key: 'profile', fields: ['firstName', 'lastName', 'email', 'userName', 'gender', 'dateOfBirth', 'preferredLanguage'] },
    { key: 'access', fields: ['isActive', 'requestPasswordChange', 'roles', 'organisations', 'lastLoginAt'] },
    RECORD_SECTION,
  ],
  fields: [
    { source: 'id', show: true },
    { source: 'firstName', list: true, show: true },
    { source: 'lastName', list: true, show: true },
    { source: 'email', list: true, show: true },
    { source: 'userName', list: true, show: true, hideBelow: 'lg' },
    // Shown as its choice (M, Z or unspecified), not as a switch.
    { source: 'gender', type: 'select', choices: GENDER_CHOICES, emptyText: 'users.gender.unspecified', show: true },
    { source: 'dateOfBirth', show: true },
    { source: 'isActive', list: true, show: true },
    { source: 'preferredLanguage', choices: LANGUAGE_CHOICES, show: true },
    { source: 'requestPasswordChange', show: true },
    { source: 'roles', list: true, show: true, hideBelow: 'md' },
    { source: 'organisations', show: true },
    { source: 'lastLoginAt', show: true },
    { source: 'createdAt', show: true },
    { source: 'updatedAt', show: true },
  ],
});
