/**
 * The CRUD route factory's endpoints of organisations: list (filters `type` and `city`, search by
 * name, PIB, MB, city or email), read, create, update, soft delete, restore, active state, and
 * the read-only sub-collections `/{id}/modules`, `/available-modules`, `/features`,
 * `/available-features` and `/users`. Name, permissions, schemas, search, sort and the `type`
 * filter come from the definition (src/shared/resources/organisations.ts); writes check the
 * identifiers.
 */
import { Type } from '@fastify/type-provider-typebox';
import { and, asc, eq, isNull, notInArray } from 'drizzle-orm';
import { organisationsDefinition } from '../../../src/shared/resources';
import type { Database } from '../../db/client';
import { features, modules, organisationFeatures, organisationModules, organisations, userOrganisations, users } from '../../db/schema';
import type { Row } from '../crud';
import { definedCrudRoutes } from '../defined-crud';
import { Feature, presentFeatures } from '../modules';
import { OrganisationFeature, OrganisationModule, presentOrganisationFeatures, presentOrganisationModules } from '../organisation-modules';
import { Id, Nullable } from '../schemas';
import { presentUsers, User } from '../users';
import { Member, membersOf } from './members';
import { assertIdentifiers, OrganisationCreate, type OrganisationBody, OrganisationUpdate } from './records';

/** Feature rows of `organisationId`, undeleted, by module then name. */
async function organisationFeatureRows(db: Database, organisationId: number) {
  const rows = await db
    .select({ row: organisationFeatures })
    .from(organisationFeatures)
    .innerJoin(features, eq(features.id, organisationFeatures.featureId))
    .innerJoin(modules, eq(modules.id, features.moduleId))
    .where(and(eq(organisationFeatures.organisationId, organisationId), isNull(organisationFeatures.deletedAt)))
    .orderBy(asc(modules.name), asc(features.name));
  return rows.map((entry) => entry.row as Row);
}

const AvailableModule = Type.Object({ id: Id, code: Type.String(), name: Type.String(), description: Nullable(Type.String()) });

/** The factory's endpoints of organisations (src/shared/resources/organisations.ts), with their sub-collections. */
export const organisationCrudRoutes = definedCrudRoutes(organisationsDefinition, organisations, {
  schemas: { create: OrganisationCreate, update: OrganisationUpdate },
  filters: {
    city: { schema: Type.String({ maxLength: 100 }), where: (city: string) => eq(organisations.city, city) },
  },
  subCollections: {
    modules: {
      item: OrganisationModule,
      async load(db, id) {
        const rows = await db
          .select({ row: organisationModules })
          .from(organisationModules)
          .innerJoin(modules, eq(modules.id, organisationModules.moduleId))
          .where(and(eq(organisationModules.organisationId, id), isNull(organisationModules.deletedAt)))
          .orderBy(asc(modules.name));
        return presentOrganisationModules(db, rows.map((entry) => entry.row as Row));
      },
    },
    'available-modules': {
      item: AvailableModule,
      load: (db, id) =>
        db
          .select({ id: modules.id, code: modules.code, name: modules.name, description: modules.description })
          .from(modules)
          .where(
            and(
              isNull(modules.deletedAt),
              eq(modules.isActive, true),
              notInArray(modules.id, db.select({ id: organisationModules.moduleId }).from(organisationModules).where(eq(organisationModules.organisationId, id))),
            ),
          )
          .orderBy(asc(modules.name)),
    },
    features: {
      item: OrganisationFeature,
      load: async (db, id) => presentOrganisationFeatures(db, await organisationFeatureRows(db, id)),
    },
    'available-features': {
      item: Feature,
      async load(db, id) {
        // Features of the organisation's assigned, active modules that it does not have yet.
        const rows = await db
          .select({ row: features })
          .from(features)
          .innerJoin(organisationModules, and(eq(organisationModules.moduleId, features.moduleId), eq(organisationModules.organisationId, id)))
          .where(
            and(
              isNull(organisationModules.deletedAt),
              eq(organisationModules.isActive, true),
              notInArray(features.id, db.select({ id: organisationFeatures.featureId }).from(organisationFeatures).where(eq(organisationFeatures.organisationId, id))),
            ),
          )
          .orderBy(asc(features.name));
        return presentFeatures(db, rows.map((entry) => entry.row as Row));
      },
    },
    users: {
      item: User,
      async load(db, id) {
        const rows = await db
          .select({ row: users })
          .from(users)
          .innerJoin(userOrganisations, eq(userOrganisations.userId, users.id))
          .where(and(eq(userOrganisations.organisationId, id), isNull(users.deletedAt)))
          .orderBy(asc(users.lastName), asc(users.firstName));
        return presentUsers(db, rows.map((entry) => entry.row as Row));
      },
      // An organisation's own administrators see memberships, not accounts: no global roles,
      // sign-in facts or other organisations (docs/decisions.md#organisation-roles).
      scoped: { item: Member, load: (db, id) => membersOf(db, id) },
    },
  },
  hooks: {
    async insert(ctx, written) {
      const body = written as OrganisationBody;
      assertIdentifiers(body);
      const [created] = await ctx.tx.insert(organisations).values(body).returning({ id: organisations.id });
      return created.id;
    },
    async update(ctx, current, written) {
      const body = written as Partial<OrganisationBody>;
      assertIdentifiers(body);
      await ctx.tx.update(organisations).set(body).where(eq(organisations.id, current.id as number));
    },
  },
});
