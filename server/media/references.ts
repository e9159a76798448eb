/**
 * Which records use a picture of the media library through a definition's reference to `media`
 * (src/shared/resources: a case study's logo or cover, a testimonial's photo): a picture they
 * use is not deleted under them (server/routes/media.ts answers 409 naming them). Articles'
 * covers are the articles routes' own (`coverMediaId`) and are not counted here.
 */
import { and, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ResourceDefinition } from '../../src/shared/resource';
import { RESOURCE_DEFINITIONS } from '../../src/shared/resources';
import type { Database } from '../db/client';
import * as schema from '../db/schema';

/** `case-studies` → `caseStudies` (server/db/schema.ts names a definition's table so). */
const camelCase = (name: string) => name.replace(/-([a-z])/g, (_whole, letter: string) => letter.toUpperCase());

/** The field naming a record in a refusal: the definition's `useAsTitle`, else its slug, name or id. */
const namingField = (definition: ResourceDefinition) =>
  definition.useAsTitle ?? (definition.fields.slug ? 'slug' : definition.fields.name && !definition.fields.name.localized ? 'name' : 'id');

/** The definitions with a reference to `media`, with their tables and those fields. */
const USERS = RESOURCE_DEFINITIONS.flatMap((definition) => {
  const fields = Object.entries(definition.fields).filter(([, field]) => field.kind === 'reference' && field.reference === 'media').map(([name]) => name);
  const table = (schema as unknown as Record<string, PgTable & Record<string, PgColumn>>)[camelCase(definition.name)];
  return fields.length && table ? [{ definition, table, fields }] : [];
});

/** The records (not deleted) using any of media `ids`, each as the name a refusal shows, sorted. */
export async function recordsUsingMedia(db: Database, ids: readonly number[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const names: string[] = [];
  for (const { definition, table, fields } of USERS) {
    const conditions: SQL[] = [or(...fields.map((field) => inArray(table[field], [...ids])))!];
    if (table.deletedAt) conditions.push(isNull(table.deletedAt));
    const rows = await db.select({ name: table[namingField(definition)] }).from(table).where(and(...conditions));
    names.push(...rows.map((row) => String(row.name)));
  }
  return names.sort((a, b) => a.localeCompare(b));
}
