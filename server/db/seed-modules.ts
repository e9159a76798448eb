/**
 * The company's products as modules with realistic features (docs/decisions.md#organisations;
 * requirements R1.2), their texts in src/shared/seeded.ts (docs/decisions.md#seeded-texts).
 * Idempotent: modules by code, features by (module, code); existing rows are left as they are.
 */
import { eq } from 'drizzle-orm';
import type { Database } from './client';
import { SEEDED_MODULES } from '../../src/shared/seeded';
import { features, modules } from './schema';

export { SEEDED_MODULES };

/** Inserts the seeded modules and features that are missing. */
export async function seedModules(db: Database): Promise<void> {
  for (const module of SEEDED_MODULES) {
    await db.insert(modules).values({ code: module.code, name: module.name, description: module.description }).onConflictDoNothing();
    const [row] = await db.select({ id: modules.id }).from(modules).where(eq(modules.code, module.code));
    await db
      .insert(features)
      .values(module.features.map(([code, name, description]) => ({ moduleId: row.id, code, name, description })))
      .onConflictDoNothing();
  }
}
