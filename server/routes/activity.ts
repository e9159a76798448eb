/**
 * The activity log, read-only (docs/decisions.md#accounts): `GET /activity/paged` (filters `resource`, `recordId`,
 * `userId`, `action`, `from`, `to`; newest first), `GET /activity`, `GET /activity/{id}`,
 * permission `activity.read`. Rows are append-only: no route writes them (server/audit/activity.ts
 * does, inside each change's transaction) and a database trigger refuses UPDATE and DELETE.
 */
import { Type } from '@fastify/type-provider-typebox';
import { eq, gte, lte } from 'drizzle-orm';
import { ACTIVITY_ACTIONS } from '../../src/shared/enums';
import { Activity } from '../../src/shared/schemas/activity';
import { activity } from '../db/schema';
import { crudRoutes } from './crud';
import { Id } from './schemas';

const NoWrite = Type.Object({}, { additionalProperties: false });

export default crudRoutes({
  name: 'activity',
  table: activity,
  schemas: { entity: Activity, create: NoWrite, update: NoWrite },
  capabilities: { readOnly: true },
  searchColumns: [activity.actorName, activity.resource, activity.action],
  sortColumns: { at: activity.at, id: activity.id, resource: activity.resource, action: activity.action, actorName: activity.actorName },
  defaultSortOrder: 'desc',
  filters: {
    resource: { schema: Type.String({ maxLength: 100 }), where: (resource: string) => eq(activity.resource, resource) },
    recordId: { schema: Id, where: (recordId: number) => eq(activity.recordId, recordId) },
    userId: { schema: Id, where: (userId: number) => eq(activity.actorId, userId) },
    action: { schema: Type.Enum([...ACTIVITY_ACTIONS]), where: (action: string) => eq(activity.action, action as never) },
    from: { schema: Type.String({ format: 'date-time' }), where: (from: string) => gte(activity.at, new Date(from)) },
    to: { schema: Type.String({ format: 'date-time' }), where: (to: string) => lte(activity.at, new Date(to)) },
  },
});
