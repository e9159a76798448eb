/**
 * Lists of ids sent by clients: the body form of every `POST …/by-ids` lookup (a plain array or
 * `{ids}`), and which ids of a body have no row (checked before writing join rows).
 */
import { Type, type Static, type TSchema } from '@fastify/type-provider-typebox';
import type { FastifySchemaCompiler, preValidationHookHandler } from 'fastify';
import { and, getTableColumns, inArray, isNull } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { validatorCompiler } from '../plugins/validation';
import { IdList } from './schemas';

/** A by-ids body as it is validated: `{ids}` (a plain array is wrapped into it first). */
const IdsObject = Type.Object({ ids: IdList }, { additionalProperties: false });

/**
 * Route options of a `POST …/by-ids` lookup: the body is a plain JSON array of ids (`[1, 2]`) or
 * `{ids: [1, 2]}`; OpenAPI shows both. A plain array is wrapped into `{ids}` before validation,
 * which then checks the one object form (so errors name `ids.N`, and a wrong shape stays 400).
 * The handler reads the ids with {@link idsOf}.
 */
export const idsBodyRoute = {
  schema: {
    body: Type.Union([IdList, IdsObject], { description: 'The ids, as a plain array or as {ids}; at most 1000, each once' }),
  },
  preValidation: (async (request) => {
    if (Array.isArray(request.body)) request.body = { ids: request.body };
  }) as preValidationHookHandler,
  validatorCompiler: ((route) => validatorCompiler(route.httpPart === 'body' ? { ...route, schema: IdsObject } : route)) as FastifySchemaCompiler<TSchema>,
};

/** The ids of a body validated by {@link idsBodyRoute}. */
export const idsOf = (body: unknown): number[] => (body as Static<typeof IdsObject>).ids;

/** The ids in `ids` with no (undeleted) row in `table`; check before writing join rows. */
export async function missingIds(db: Database, table: PgTable, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const idColumn = (getTableColumns(table) as Record<string, PgColumn>).id;
  const deletedAt = (getTableColumns(table) as Record<string, PgColumn>).deletedAt as PgColumn | undefined;
  const found = await db
    .select({ id: idColumn })
    .from(table)
    .where(and(inArray(idColumn, [...ids]), deletedAt ? isNull(deletedAt) : undefined));
  const known = new Set(found.map((row) => row.id as number));
  return ids.filter((candidate) => !known.has(candidate));
}
