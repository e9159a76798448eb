/** Permissions `<resource>.<action>`: the standard CRUD endpoints, nothing special. */
import { Type } from '@fastify/type-provider-typebox';
import { permissions } from '../db/schema';
import { crudRoutes } from './crud';
import { Id, Nullable } from './schemas';

const PermissionName = Type.String({
  pattern: '^[a-z][a-z-]*\\.[a-z][a-z-]*$',
  maxLength: 100,
  'x-error-message': 'Permission names look like resource.action, in lower case',
});

export const Permission = Type.Object({ id: Id, name: Type.String(), description: Nullable(Type.String()) });

const PermissionWrite = {
  name: PermissionName,
  description: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
};

export default crudRoutes({
  name: 'permissions',
  table: permissions,
  schemas: {
    entity: Permission,
    create: Type.Object(PermissionWrite, { additionalProperties: false }),
    update: Type.Object({ id: Type.Optional(Id), ...PermissionWrite }, { additionalProperties: false }),
  },
  searchColumns: [permissions.name, permissions.description],
  sortColumns: { name: permissions.name, id: permissions.id },
});
