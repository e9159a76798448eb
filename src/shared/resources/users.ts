/** Users: people who sign in to the back office (docs/requirements.md#r7; docs/decisions.md#accounts). */
import { defineResource } from '../resource';

export const usersDefinition = defineResource({
  name: 'users',
  actions: ['read', 'create', 'update', 'delete'],
  capabilities: { softDelete: true, activeState: true },
  search: ['firstName', 'lastName', 'email', 'userName'],
  sort: ['lastName', 'firstName', 'email', 'userName', 'createdAt', 'lastLoginAt', 'isActive', 'id'],
  fields: {},
});
