/**
 * Organisation modules and organisation features (docs/requirements.md#r3, #r7; docs/decisions.md#organisations): a module or feature
 * assigned to an organisation with its active and paid status and an optional `validUntil`
 * date (`expired` once it has passed). Both are soft-deletable, with change-state,
 * active-status and paid-status.
 *
 * Rules: a module is assigned once per organisation, a feature likewise (409); a module comes
 * with all of its features, however it is added (the Modules tab or the organisation wizard,
 * {@link addModuleToOrganisation}); a feature can
 * be assigned or switched on only while its module is assigned to that organisation, undeleted
 * and active (422); deleting or deactivating a module assignment deactivates the
 * organisation's features of that module in the same transaction.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { OrganisationFeature as OrganisationFeatureEntity, OrganisationModule as OrganisationModuleEntity } from '../../src/shared/api';
import type { WriteOf } from '../../src/shared/resource';
import { organisationFeaturesDefinition, organisationModulesDefinition } from '../../src/shared/resources';
import type { Database } from '../db/client';
import { features, modules, organisationFeatures, organisationModules, organisations } from '../db/schema';
import { conflict, unprocessable } from '../http/errors';
import type { Row, WriteContext } from './crud';
import { definedCrudRoutes } from './defined-crud';
import { entitySchemaOf } from './definition-schemas';
import { Id } from './schemas';

/** The assignments as every endpoint answers them (src/shared/resources/organisation-modules.ts, organisation-features.ts). */
export const OrganisationModule = entitySchemaOf(organisationModulesDefinition);
export const OrganisationFeature = entitySchemaOf(organisationFeaturesDefinition);
type OrganisationModuleBody = WriteOf<typeof organisationModulesDefinition, 'create'>;
type OrganisationFeatureBody = WriteOf<typeof organisationFeaturesDefinition, 'create'>;

const today = () => new Date().toISOString().slice(0, 10);

function assignmentFields(row: Row) {
  const validUntil = (row.validUntil as string | null) ?? null;
  return {
    isActive: row.isActive as boolean,
    isPaid: row.isPaid as boolean,
    validUntil,
    expired: validUntil !== null && validUntil < today(),
    createdAt: (row.createdAt as Date).toISOString(),
    updatedAt: (row.updatedAt as Date).toISOString(),
    deletedAt: (row.deletedAt as Date | null)?.toISOString() ?? null,
  };
}

async function organisationNames(db: Database, rows: Row[]) {
  const ids = [...new Set(rows.map((row) => row.organisationId as number))];
  const found = ids.length ? await db.select({ id: organisations.id, name: organisations.name }).from(organisations).where(inArray(organisations.id, ids)) : [];
  return new Map(found.map((organisation) => [organisation.id, organisation.name]));
}

/** Organisation-module rows → entities (module names, feature counts). */
export async function presentOrganisationModules(db: Database, rows: Row[]): Promise<OrganisationModuleEntity[]> {
  if (rows.length === 0) return [];
  const moduleIds = [...new Set(rows.map((row) => row.moduleId as number))];
  const [names, moduleRows, counts] = await Promise.all([
    organisationNames(db, rows),
    db.select({ id: modules.id, code: modules.code, name: modules.name }).from(modules).where(inArray(modules.id, moduleIds)),
    db
      .select({ organisationId: organisationFeatures.organisationId, moduleId: features.moduleId, features: sql<number>`count(*)::int` })
      .from(organisationFeatures)
      .innerJoin(features, eq(features.id, organisationFeatures.featureId))
      .where(and(inArray(features.moduleId, moduleIds), isNull(organisationFeatures.deletedAt)))
      .groupBy(organisationFeatures.organisationId, features.moduleId),
  ]);
  return rows.map((row) => {
    const module = moduleRows.find((candidate) => candidate.id === row.moduleId);
    return {
      id: row.id as number,
      organisationId: row.organisationId as number,
      organisationName: names.get(row.organisationId as number) ?? '',
      moduleId: row.moduleId as number,
      moduleCode: module?.code ?? '',
      moduleName: module?.name ?? '',
      featureCount: counts.find((entry) => entry.organisationId === row.organisationId && entry.moduleId === row.moduleId)?.features ?? 0,
      ...assignmentFields(row),
    };
  });
}

/** Organisation-feature rows → entities (feature and module names). */
export async function presentOrganisationFeatures(db: Database, rows: Row[]): Promise<OrganisationFeatureEntity[]> {
  if (rows.length === 0) return [];
  const featureIds = [...new Set(rows.map((row) => row.featureId as number))];
  const [names, featureRows] = await Promise.all([
    organisationNames(db, rows),
    db
      .select({ id: features.id, code: features.code, name: features.name, moduleId: modules.id, moduleName: modules.name })
      .from(features)
      .innerJoin(modules, eq(modules.id, features.moduleId))
      .where(inArray(features.id, featureIds)),
  ]);
  return rows.map((row) => {
    const feature = featureRows.find((candidate) => candidate.id === row.featureId);
    return {
      id: row.id as number,
      organisationId: row.organisationId as number,
      organisationName: names.get(row.organisationId as number) ?? '',
      featureId: row.featureId as number,
      featureCode: feature?.code ?? '',
      featureName: feature?.name ?? '',
      moduleId: feature?.moduleId ?? 0,
      moduleName: feature?.moduleName ?? '',
      ...assignmentFields(row),
    };
  });
}

/** 422 unless organisation `organisationId` exists and is not deleted. */
async function assertOrganisation(db: Database, organisationId: number) {
  const [found] = await db.select({ id: organisations.id }).from(organisations).where(and(eq(organisations.id, organisationId), isNull(organisations.deletedAt)));
  if (!found) throw unprocessable([{ field: 'organisationId', reason: `Unknown organisation id ${organisationId}` }]);
}

/** Deactivates `organisationId`'s features of `moduleId` (when the module is deleted or switched off). */
export async function deactivateModuleFeatures(db: Database, pairs: { organisationId: number; moduleId: number }[]) {
  for (const { organisationId, moduleId } of pairs) {
    await db
      .update(organisationFeatures)
      .set({ isActive: false })
      .where(
        and(
          eq(organisationFeatures.organisationId, organisationId),
          eq(organisationFeatures.isActive, true),
          inArray(organisationFeatures.featureId, db.select({ id: features.id }).from(features).where(eq(features.moduleId, moduleId))),
        ),
      );
  }
}

/**
 * Adds module `moduleId` to organisation `organisationId` with every feature of the module, in
 * the caller's transaction `db`: one organisation-module row and one organisation-feature row
 * per feature, each feature active when the module is and paid when the module is (features the
 * organisation already has are kept as they are). The one way a module is added, from the
 * Modules tab (`POST /organisation-modules`) or the organisation wizard (`POST
 * /organisations/init`). Throws 409 when the module is already assigned (deleted or not) and 422
 * for an unknown or deleted module. Returns the new assignment's id.
 */
export async function addModuleToOrganisation(
  db: Database,
  values: { organisationId: number; moduleId: number; isActive?: boolean; isPaid?: boolean; validUntil?: string | null },
): Promise<number> {
  const [module] = await db.select({ id: modules.id }).from(modules).where(and(eq(modules.id, values.moduleId), isNull(modules.deletedAt)));
  if (!module) throw unprocessable([{ field: 'moduleId', reason: `Unknown module id ${values.moduleId}` }]);
  const [existing] = await db
    .select({ id: organisationModules.id, deletedAt: organisationModules.deletedAt })
    .from(organisationModules)
    .where(and(eq(organisationModules.organisationId, values.organisationId), eq(organisationModules.moduleId, values.moduleId)));
  if (existing) {
    throw conflict(existing.deletedAt ? 'The module was assigned to this organisation and deleted; restore it instead' : 'The module is already assigned to this organisation');
  }
  const [created] = await db.insert(organisationModules).values(values).returning({ id: organisationModules.id });
  const featureIds = (await db.select({ id: features.id }).from(features).where(eq(features.moduleId, values.moduleId))).map((f) => f.id);
  if (featureIds.length) {
    await db
      .insert(organisationFeatures)
      .values(featureIds.map((featureId) => ({ organisationId: values.organisationId, featureId, isActive: values.isActive ?? true, isPaid: values.isPaid ?? false })))
      .onConflictDoNothing();
  }
  return created.id;
}

/** The factory's endpoints of organisation modules (src/shared/resources/organisation-modules.ts) and the sub-collection `/{id}/features`. */
export const organisationModuleRoutes = definedCrudRoutes(organisationModulesDefinition, organisationModules, {
  subCollections: {
    features: {
      item: OrganisationFeature,
      async load(db, id) {
        const [assignment] = await db.select().from(organisationModules).where(eq(organisationModules.id, id));
        const rows = await db
          .select({ row: organisationFeatures })
          .from(organisationFeatures)
          .innerJoin(features, eq(features.id, organisationFeatures.featureId))
          .where(and(eq(organisationFeatures.organisationId, assignment.organisationId), eq(features.moduleId, assignment.moduleId), isNull(organisationFeatures.deletedAt)))
          .orderBy(features.name);
        return presentOrganisationFeatures(db, rows.map((entry) => entry.row as Row));
      },
    },
  },
  hooks: {
    present: presentOrganisationModules,
    async insert(ctx, written) {
      const body = written as OrganisationModuleBody;
      await assertOrganisation(ctx.tx, body.organisationId);
      return addModuleToOrganisation(ctx.tx, body);
    },
    async afterChange(ctx, action, rows, change) {
      const switchedOff = action === 'delete' || ((action === 'state' || action === 'update') && change?.isActive === false);
      if (switchedOff) {
        await deactivateModuleFeatures(ctx.tx, rows.map((row) => ({ organisationId: row.organisationId as number, moduleId: row.moduleId as number })));
      }
    },
  },
});

/** 422 unless the feature's module is assigned to the organisation, undeleted and active. */
async function assertModuleActive(ctx: WriteContext, organisationId: number, featureId: number) {
  const [feature] = await ctx.tx.select({ moduleId: features.moduleId }).from(features).where(eq(features.id, featureId));
  if (!feature) throw unprocessable([{ field: 'featureId', reason: `Unknown feature id ${featureId}` }]);
  const [assignment] = await ctx.tx
    .select({ isActive: organisationModules.isActive })
    .from(organisationModules)
    .where(and(eq(organisationModules.organisationId, organisationId), eq(organisationModules.moduleId, feature.moduleId), isNull(organisationModules.deletedAt)))
    // Held until commit: a concurrent deactivation of the module waits for this write (and then
    // switches the new feature off), instead of committing in between (PostgreSQL, READ COMMITTED).
    .for('share');
  if (!assignment?.isActive) {
    throw unprocessable([{ field: 'featureId', reason: "The feature's module must be assigned to the organisation and active first" }]);
  }
}

/**
 * The factory's endpoints of organisation features (src/shared/resources/organisation-features.ts);
 * the `moduleId` filter (the features of one module) is theirs alone.
 */
export const organisationFeatureRoutes = definedCrudRoutes(organisationFeaturesDefinition, organisationFeatures, {
  filters: {
    moduleId: {
      schema: Id,
      where: (moduleId: number) => inArray(organisationFeatures.featureId, sql`(select ${features.id} from ${features} where ${features.moduleId} = ${moduleId})`),
    },
  },
  hooks: {
    present: presentOrganisationFeatures,
    async insert(ctx, written) {
      const body = written as OrganisationFeatureBody;
      await assertOrganisation(ctx.tx, body.organisationId);
      await assertModuleActive(ctx, body.organisationId, body.featureId);
      const [existing] = await ctx.tx
        .select({ deletedAt: organisationFeatures.deletedAt })
        .from(organisationFeatures)
        .where(and(eq(organisationFeatures.organisationId, body.organisationId), eq(organisationFeatures.featureId, body.featureId)));
      if (existing) {
        throw conflict(existing.deletedAt ? 'The feature was assigned to this organisation and deleted; restore it instead' : 'The feature is already assigned to this organisation');
      }
      const [created] = await ctx.tx.insert(organisationFeatures).values(body).returning({ id: organisationFeatures.id });
      return created.id;
    },
    async authorise(ctx, action, rows, change) {
      // Restoring an active assignment switches it on as much as activating it does.
      const switchingOn = (row: Row) =>
        (action === 'restore' && row.isActive === true) || ((action === 'state' || action === 'update') && change?.isActive === true);
      for (const row of rows.filter(switchingOn)) await assertModuleActive(ctx, row.organisationId as number, row.featureId as number);
    },
  },
});
