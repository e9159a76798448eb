/**
 * Modules and their features (docs/decisions.md#organisations; docs/requirements.md#r7 `/modules`, `/features`; docs/architecture.md#data-model,
 * "feature"). A module `{code, name, description, isActive}` carries its features
 * `{id?, code, name, description}`, written inline with the module: on PUT the list replaces
 * the module's features (kept by id, new ones created, missing ones removed — 409 when a
 * removed feature is still assigned to an organisation). Features are also a resource of their
 * own (`/features`, filter `moduleId`).
 */
import { Type } from '@fastify/type-provider-typebox';
import { and, asc, count, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { features, modules, organisationFeatures, organisationModules } from '../db/schema';
import { conflict, unprocessable } from '../http/errors';
import type { Row } from './crud';
import { definedCrudRoutes } from './defined-crud';
import { entitySchemaOf, writeBodyOf } from './definition-schemas';
import type { Feature as FeatureEntity, Module as ModuleEntity } from '../../src/shared/api';
import type { WriteOf } from '../../src/shared/resource';
import { featuresDefinition, modulesDefinition } from '../../src/shared/resources';
import { Id } from './schemas';

/** A feature as `/features` answers it (src/shared/resources/features.ts). */
export const Feature = entitySchemaOf(featuresDefinition);

/**
 * A feature written inline with its module: the body of `PUT /features/{id}` (an optional id,
 * code, name, description), so the feature rules have one source, the features definition.
 */
const InlineFeature = writeBodyOf(featuresDefinition, 'update');
type InlineFeatureBody = WriteOf<typeof featuresDefinition, 'update'> & { id?: number };

/**
 * A module's `features` (a `custom` field: an array of objects): answered as the features'
 * `{id, code, name, description}`, written as the module's whole list of inline features.
 */
const ModuleFeatures = Type.Array(Type.Pick(Feature, ['id', 'code', 'name', 'description']));
const ModuleFeaturesWritten = { features: Type.Array(InlineFeature, { maxItems: 200 }) };
type ModuleBody = WriteOf<typeof modulesDefinition, 'create'> & { features?: InlineFeatureBody[] };

/** Modules with their features and the number of organisations using them. */
async function presentModules(db: Database, rows: Row[]): Promise<ModuleEntity[]> {
  const ids = rows.map((row) => row.id as number);
  const [featureRows, usage] = ids.length
    ? await Promise.all([
        db.select().from(features).where(inArray(features.moduleId, ids)).orderBy(asc(features.name)),
        db
          .select({ moduleId: organisationModules.moduleId, organisations: count() })
          .from(organisationModules)
          .where(and(inArray(organisationModules.moduleId, ids), isNull(organisationModules.deletedAt)))
          .groupBy(organisationModules.moduleId),
      ])
    : [[], []];
  return rows.map((row) => ({
    id: row.id as number,
    code: row.code as string,
    name: row.name as string,
    description: row.description as string | null,
    isActive: row.isActive as boolean,
    features: featureRows
      .filter((feature) => feature.moduleId === row.id)
      .map(({ id, code, name, description }) => ({ id, code, name, description })),
    organisationCount: usage.find((entry) => entry.moduleId === row.id)?.organisations ?? 0,
    createdAt: (row.createdAt as Date).toISOString(),
    updatedAt: (row.updatedAt as Date).toISOString(),
    deletedAt: (row.deletedAt as Date | null)?.toISOString() ?? null,
  }));
}

/** Features with their module's name. */
export async function presentFeatures(db: Database, rows: Row[]): Promise<FeatureEntity[]> {
  const moduleIds = [...new Set(rows.map((row) => row.moduleId as number))];
  const names = moduleIds.length ? await db.select({ id: modules.id, name: modules.name }).from(modules).where(inArray(modules.id, moduleIds)) : [];
  return rows.map((row) => ({
    id: row.id as number,
    moduleId: row.moduleId as number,
    moduleName: names.find((module) => module.id === row.moduleId)?.name ?? '',
    code: row.code as string,
    name: row.name as string,
    description: (row.description as string | null) ?? null,
    createdAt: (row.createdAt as Date).toISOString(),
    updatedAt: (row.updatedAt as Date).toISOString(),
  }));
}

/** Makes `list` the features of module `moduleId` (same transaction as the module). */
async function replaceFeatures(tx: Database, moduleId: number, list: InlineFeatureBody[]) {
  const codes = list.map((feature) => feature.code);
  const duplicate = codes.find((code, index) => codes.indexOf(code) !== index);
  if (duplicate) throw unprocessable([{ field: 'features', reason: `Feature code ${duplicate} appears twice` }]);
  const current = await tx.select({ id: features.id }).from(features).where(eq(features.moduleId, moduleId));
  const currentIds = new Set(current.map((feature) => feature.id));
  const strangers = list.filter((feature) => feature.id !== undefined && !currentIds.has(feature.id));
  if (strangers.length) {
    throw unprocessable([{ field: 'features', reason: `Feature id ${strangers.map((f) => f.id).join(', ')} is not a feature of this module` }]);
  }
  const keptIds = list.flatMap((feature) => (feature.id === undefined ? [] : [feature.id]));
  const removed = current.map((feature) => feature.id).filter((id) => !keptIds.includes(id));
  if (removed.length) {
    const [{ assigned }] = await tx
      .select({ assigned: count() })
      .from(organisationFeatures)
      .where(inArray(organisationFeatures.featureId, removed));
    if (assigned > 0) throw conflict('A removed feature is still assigned to an organisation; remove it from those organisations first');
    await tx.delete(features).where(and(eq(features.moduleId, moduleId), notInArray(features.id, keptIds.length ? keptIds : [0])));
  }
  // Codes move between kept features: park them first so the unique (module, code) holds.
  for (const feature of list.filter((f) => f.id !== undefined)) {
    await tx.update(features).set({ code: `~${feature.id}` }).where(eq(features.id, feature.id!));
  }
  for (const feature of list) {
    const values = { code: feature.code, name: feature.name, description: feature.description ?? null };
    if (feature.id !== undefined) await tx.update(features).set(values).where(eq(features.id, feature.id));
    else await tx.insert(features).values({ ...values, moduleId });
  }
}

export const moduleRoutes = definedCrudRoutes(modulesDefinition, modules, {
  fieldSchemas: { features: ModuleFeatures },
  schemas: {
    create: writeBodyOf(modulesDefinition, 'create', ModuleFeaturesWritten),
    update: writeBodyOf(modulesDefinition, 'update', ModuleFeaturesWritten),
  },
  hooks: {
    present: presentModules,
    async insert(ctx, body) {
      const { features: list = [], ...module } = body as ModuleBody;
      const [created] = await ctx.tx.insert(modules).values(module).returning({ id: modules.id });
      await replaceFeatures(ctx.tx, created.id, list.map(({ id: _ignored, ...feature }) => feature));
      return created.id;
    },
    async update(ctx, current, body) {
      const { features: list, ...module } = body as Partial<ModuleBody>;
      if (Object.keys(module).length) await ctx.tx.update(modules).set(module).where(eq(modules.id, current.id as number));
      if (list) await replaceFeatures(ctx.tx, current.id as number, list);
    },
  },
});

export const featureRoutes = definedCrudRoutes(featuresDefinition, features, {
  filters: { moduleId: { schema: Id, where: (moduleId: number) => eq(features.moduleId, moduleId) } },
  hooks: {
    present: presentFeatures,
    async insert(ctx, body) {
      const feature = body as WriteOf<typeof featuresDefinition, 'create'>;
      const [module] = await ctx.tx.select({ id: modules.id }).from(modules).where(and(eq(modules.id, feature.moduleId), isNull(modules.deletedAt)));
      if (!module) throw unprocessable([{ field: 'moduleId', reason: `Unknown module id ${feature.moduleId}` }]);
      const [created] = await ctx.tx.insert(features).values(feature).returning({ id: features.id });
      return created.id;
    },
    async authorise(ctx, action, rows) {
      if (action !== 'delete') return;
      const [{ assigned }] = await ctx.tx
        .select({ assigned: count() })
        .from(organisationFeatures)
        .where(inArray(organisationFeatures.featureId, rows.map((row) => row.id as number)));
      if (assigned > 0) throw conflict('The feature is assigned to organisations; remove it from them first');
    },
  },
});
