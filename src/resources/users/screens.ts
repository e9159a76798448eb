/**
 * The users resource (docs/requirements.md#r2): list and details generated from its declaration; add and
 * edit hand-written around the shared UserForm; invite (`/admin/users/invite`) and CSV import
 * (`/admin/users/import`) of docs/decisions.md#accounts. Spread into `<Resource>`.
 *
 * Loaded the first time one of its screens opens (./index.ts registers it; docs/decisions.md#admin-bundle).
 */
import { resourcePropsOf } from '../../admin/crud';
import { userDeclaration } from './declaration';
import { UserCreate } from './UserCreate';
import { UserEdit } from './UserEdit';
import { InviteUser } from './InviteUser';
import { UsersImport } from './import/UsersImport';
import { IMPORT_PATH, INVITE_PATH } from './UserListActions';

const users = resourcePropsOf(userDeclaration, {
  create: UserCreate,
  edit: UserEdit,
  routes: [
    { path: INVITE_PATH, component: InviteUser, label: 'users.invite.title' },
    { path: IMPORT_PATH, component: UsersImport, label: 'users.import.title' },
  ],
});

export default users;
export { userDeclaration } from './declaration';
export { UserCreate } from './UserCreate';
export { UserEdit } from './UserEdit';
export { UserForm } from './UserForm';
