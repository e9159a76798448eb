/**
 * The users resource (SPEC §2): list and details generated from its declaration; add and
 * edit hand-written around the shared UserForm. Spread into `<Resource>`.
 */
import { defineResource } from '../../admin/crud';
import { userDeclaration } from './declaration';
import { UserCreate } from './UserCreate';
import { UserEdit } from './UserEdit';

const users = defineResource(userDeclaration, { create: UserCreate, edit: UserEdit });

export default users;
export { userDeclaration } from './declaration';
export { UserCreate } from './UserCreate';
export { UserEdit } from './UserEdit';
export { UserForm } from './UserForm';
