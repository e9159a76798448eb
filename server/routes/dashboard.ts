/**
 * The back office's dashboard at a glance (docs/decisions.md#accounts): `GET /dashboard` (authenticated) answers
 * only the tiles the caller may read — each is present when they hold its read permission and
 * absent otherwise:
 *   users          (users.read)          {active, inactive, invited}
 *   organisations  (organisations.read)  {total, active, byType}
 *   modules        (organisation-modules.read) {inUse, paid}: undeleted active assignments, paid ones
 *   contactMessages (contact-messages.read) {new, inProgress}: the open messages, those nobody has
 *                  taken up yet (status `new`) and those being answered (`in-progress`); handled
 *                  and spam ones are not counted
 *   outbox         (emails.read)         {queued, sending, sent, failed}
 *   activity       (activity.read)       the last 10 rows
 *   signIns        (activity.read)       [{day: yyyy-mm-dd, count}] for each of the last 30 days (UTC)
 */
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, count, desc, eq, gte, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { EMAIL_STATUSES, ORGANISATION_TYPES } from '../../src/shared/enums';
import { Dashboard } from '../../src/shared/schemas/dashboard';
import { activity, contactMessages, emails, organisationModules, organisations, users } from '../db/schema';
import { ActivityEntity } from './activity';
import { toJson } from './paging';

const SIGN_IN_DAYS = 30;

/** The tiles with the last activity rows as the activity log answers them. */
const DashboardAnswer = Type.Object({ ...Dashboard.properties, activity: Type.Optional(Type.Array(ActivityEntity)) });

const dashboardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/dashboard', { config: { permission: 'authenticated' }, schema: { tags: ['dashboard'], response: { 200: DashboardAnswer } } }, async (request) => {
    const may = (permission: string) => request.principal!.permissions.has(permission);
    const db = app.db;
    const tiles: Record<string, unknown> = {};

    if (may('users.read')) {
      const [row] = await db
        .select({
          active: sql<number>`count(*) filter (where ${users.isActive})::int`,
          inactive: sql<number>`count(*) filter (where not ${users.isActive} and ${users.invitedAt} is null)::int`,
          invited: sql<number>`count(*) filter (where ${users.invitedAt} is not null and ${users.invitationAcceptedAt} is null)::int`,
        })
        .from(users)
        .where(isNull(users.deletedAt));
      tiles.users = row;
    }

    if (may('organisations.read')) {
      const rows = await db
        .select({ type: organisations.type, total: count(), active: sql<number>`count(*) filter (where ${organisations.isActive})::int` })
        .from(organisations)
        .where(isNull(organisations.deletedAt))
        .groupBy(organisations.type);
      tiles.organisations = {
        total: rows.reduce((sum, row) => sum + row.total, 0),
        active: rows.reduce((sum, row) => sum + row.active, 0),
        byType: Object.fromEntries(ORGANISATION_TYPES.map((type) => [type, rows.find((row) => row.type === type)?.total ?? 0])),
      };
    }

    if (may('organisation-modules.read')) {
      const [row] = await db
        .select({ inUse: count(), paid: sql<number>`count(*) filter (where ${organisationModules.isPaid})::int` })
        .from(organisationModules)
        .where(and(isNull(organisationModules.deletedAt), eq(organisationModules.isActive, true)));
      tiles.modules = row;
    }

    if (may('contact-messages.read')) {
      const [open] = await db
        .select({
          new: sql<number>`count(*) filter (where ${contactMessages.status} = 'new')::int`,
          inProgress: sql<number>`count(*) filter (where ${contactMessages.status} = 'in-progress')::int`,
        })
        .from(contactMessages)
        .where(inArray(contactMessages.status, ['new', 'in-progress']));
      tiles.contactMessages = open;
    }

    if (may('emails.read')) {
      const statuses = await db.select({ status: emails.status, total: count() }).from(emails).groupBy(emails.status);
      tiles.outbox = Object.fromEntries(EMAIL_STATUSES.map((status) => [status, statuses.find((row) => row.status === status)?.total ?? 0]));
    }

    if (may('activity.read')) {
      tiles.activity = (await db.select().from(activity).orderBy(desc(activity.at), desc(activity.id)).limit(10)).map(toJson);
      const since = new Date(Date.now() - (SIGN_IN_DAYS - 1) * 86_400_000);
      since.setUTCHours(0, 0, 0, 0);
      const perDay = await db
        .select({ day: sql<string>`to_char(${activity.at} at time zone 'UTC', 'YYYY-MM-DD')`, count: count() })
        .from(activity)
        .where(and(eq(activity.action, 'sign-in'), gte(activity.at, since), isNotNull(activity.actorId)))
        .groupBy(sql`1`);
      tiles.signIns = Array.from({ length: SIGN_IN_DAYS }, (_, index) => {
        const day = new Date(since.getTime() + index * 86_400_000).toISOString().slice(0, 10);
        return { day, count: perDay.find((row) => row.day === day)?.count ?? 0 };
      });
    }
    return tiles;
  });
};

export default dashboardRoutes;
