import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import type { Database } from './client';
import { seedBlogPosts } from './seed-blog';
import { seedJobOpenings } from './seed-careers';
import { seedCaseStudies } from './seed-case-studies';
import { seedCrawledOrganisations } from './seed-crawled';
import { seedCurrencies } from './seed-currencies';
import { seedModules } from './seed-modules';
import { organisations, permissions, rolePermissions, roles, userRoles, users } from './schema';
import { ADMINISTRATOR_ROLE, SAMPLE_ORGANISATIONS, SEEDED_PERMISSIONS, SEEDED_ROLES } from './seed-data';

/** What {@link seed} needs. */
export interface SeedOptions {
  adminEmail: string;
  /** When absent, a strong password is generated and printed once. */
  adminPassword?: string;
  /** Where the generated password is shown (default: stdout). */
  print?: (text: string) => void;
}

/** What {@link seed} did. */
export interface SeedResult {
  adminCreated: boolean;
  /** Only when the administrator was created with a generated password. */
  generatedPassword?: string;
}

/**
 * Inserts what is missing and changes nothing else, so a second run changes no rows:
 * permissions, roles (a role's permissions are written only when the role is created, except
 * Administrator, which is topped up with every permission), the sample organisations, modules,
 * crawled organisations and currencies (each idempotent by its natural key), and one
 * administrator — only while no user holds the Administrator role and neither ADMIN_EMAIL nor
 * its local part (the user name) is taken.
 */
export async function seed(db: Database, options: SeedOptions): Promise<SeedResult> {
  const print = options.print ?? ((text: string) => process.stdout.write(text));

  const result = await db.transaction(async (tx) => {
    await tx.insert(permissions).values([...SEEDED_PERMISSIONS]).onConflictDoNothing();
    // The names the API's routes declare are system permissions: never renamed or deleted.
    await tx
      .update(permissions)
      .set({ isSystem: true, deletedAt: null })
      .where(and(inArray(permissions.name, SEEDED_PERMISSIONS.map((p) => p.name)), eq(permissions.isSystem, false)));
    const permissionIds = new Map(
      (await tx.select({ id: permissions.id, name: permissions.name }).from(permissions)).map((p) => [p.name, p.id]),
    );

    for (const role of SEEDED_ROLES) {
      const [created] = await tx
        .insert(roles)
        .values({ name: role.name, description: role.description, isSystem: role.name === ADMINISTRATOR_ROLE, scope: role.scope ?? 'global' })
        .onConflictDoNothing()
        .returning({ id: roles.id });
      if (created && role.permissions.length > 0) {
        await tx
          .insert(rolePermissions)
          .values(role.permissions.map((name) => ({ roleId: created.id, permissionId: permissionIds.get(name)! })))
          .onConflictDoNothing();
      }
    }

    // Installations from before roles had isSystem: the seeded Administrator becomes the system role.
    await tx.update(roles).set({ isSystem: true }).where(and(eq(roles.name, ADMINISTRATOR_ROLE), eq(roles.isSystem, false), isNull(roles.deletedAt)));
    const [administrator] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.isSystem, true)).orderBy(roles.id).limit(1);
    await tx
      .insert(rolePermissions)
      .select(tx.select({ roleId: sql<number>`${administrator.id}`.as('role_id'), permissionId: permissions.id }).from(permissions))
      .onConflictDoNothing();

    await tx.insert(organisations).values([...SAMPLE_ORGANISATIONS]).onConflictDoNothing();

    await seedBlogPosts(tx as unknown as Database);
    await seedJobOpenings(tx as unknown as Database);
    await seedCaseStudies(tx as unknown as Database);
    await seedModules(tx as unknown as Database);
    await seedCrawledOrganisations(tx as unknown as Database);
    await seedCurrencies(tx as unknown as Database);

    return bootstrapAdministrator(tx as unknown as Database, administrator.id, options);
  });

  if (result.generatedPassword) print(passwordBox(options.adminEmail, result.generatedPassword));
  return result;
}

async function bootstrapAdministrator(db: Database, administratorRoleId: number, options: SeedOptions): Promise<SeedResult> {
  const [existingAdministrator] = await db
    .select({ id: userRoles.userId })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(and(eq(userRoles.roleId, administratorRoleId), isNull(users.deletedAt)))
    .limit(1);
  const userName = options.adminEmail.split('@')[0];
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(or(eq(users.email, options.adminEmail), eq(users.userName, userName)))
    .limit(1);
  if (existingAdministrator || taken) return { adminCreated: false };

  const generatedPassword = options.adminPassword ? undefined : randomBytes(18).toString('base64url');
  const [admin] = await db
    .insert(users)
    .values({
      firstName: 'System',
      lastName: 'Administrator',
      email: options.adminEmail,
      userName,
      passwordHash: await hashPassword(options.adminPassword ?? generatedPassword!),
      // A generated password was shown on a console: ask for a personal one.
      requestPasswordChange: generatedPassword !== undefined,
    })
    .returning({ id: users.id });
  await db.insert(userRoles).values({ userId: admin.id, roleId: administratorRoleId });
  return { adminCreated: true, generatedPassword };
}

/** The one-time notice with the generated administrator password. */
function passwordBox(email: string, password: string): string {
  const lines = [
    'Administrator account created',
    '',
    `  email:    ${email}`,
    `  password: ${password}`,
    '',
    'This password is shown only once. Sign in and change it under My account (/admin/account).',
  ];
  const width = Math.max(...lines.map((line) => line.length));
  const bar = '═'.repeat(width + 2);
  return ['', `╔${bar}╗`, ...lines.map((line) => `║ ${line.padEnd(width)} ║`), `╚${bar}╝`, '', ''].join('\n');
}
