/**
 * The activity log, read-only (docs/decisions.md#accounts): `GET /activity/paged` (filters `resource`, `recordId`,
 * `userId`, `organisationId`, `action`, `from`, `to`; newest first), `GET /activity`, `GET /activity/{id}`,
 * permission `activity.read`. Rows are append-only: no route writes them (server/audit/activity.ts
 * does, inside each change's transaction) and a database trigger refuses UPDATE and DELETE.
 * The entity, search and sort come from src/shared/resources/activity.ts; the filters are this
 * file's own (a user's id, a date range and the length-bounded resource are not field equality).
 */
import { Type } from '@fastify/type-provider-typebox';
import { eq, gte, lte } from 'drizzle-orm';
import { ACTIVITY_ACTIONS } from '../../src/shared/enums';
import { activityDefinition } from '../../src/shared/resources';
import { ActivityChanges } from '../../src/shared/schemas/activity';
import { activity } from '../db/schema';
import { definedCrudRoutes } from './defined-crud';
import { entitySchemaOf } from './definition-schemas';
import { Id } from './schemas';

/** The `changes` field's schema, which the definition leaves to this file (`custom`). */
const fieldSchemas = { changes: ActivityChanges };

/** A log row as every endpoint answers it (the dashboard's activity tile too). */
export const ActivityEntity = entitySchemaOf(activityDefinition, fieldSchemas);

export default definedCrudRoutes(activityDefinition, activity, {
  fieldSchemas,
  filters: {
    resource: { schema: Type.String({ maxLength: 100 }), where: (resource: string) => eq(activity.resource, resource) },
    recordId: { schema: Id, where: (recordId: number) => eq(activity.recordId, recordId) },
    userId: { schema: Id, where: (userId: number) => eq(activity.actorId, userId) },
    organisationId: { schema: Id, where: (organisationId: number) => eq(activity.organisationId, organisationId) },
    action: { schema: Type.Enum([...ACTIVITY_ACTIONS]), where: (action: string) => eq(activity.action, action as never) },
    from: { schema: Type.String({ format: 'date-time' }), where: (from: string) => gte(activity.at, new Date(from)) },
    to: { schema: Type.String({ format: 'date-time' }), where: (to: string) => lte(activity.at, new Date(to)) },
  },
});
