/**
 * A large, realistic data set for benchmarks (`npm run seed:large`, docs/decisions.md#production):
 * users with names from seven languages' naming traditions, roles and organisation
 * memberships; organisations with valid PIBs (check digit) and unique MBs; activity rows.
 *
 * Idempotent: rows are generated from a fixed seed and keyed naturally (user name
 * `large.<n>`, MB `9xxxxxxx`), inserted with ON CONFLICT DO NOTHING, and activity rows (which
 * have no natural key) are topped up to the wanted count by their `user_agent` marker; a second
 * run inserts nothing. Batches are inserted in one transaction each, a user with their links.
 * Every user shares ONE argon2id hash of one password (hashing per row would take hours).
 */
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import { pibFrom } from '../domain/serbian-identifiers';
import type { Database } from './client';
import { ADMINISTRATOR_ROLE } from './seed-data';
import { activity, ACTIVITY_ACTIONS, organisations, ORGANISATION_TYPES, roles, userOrganisations, userRoles, users } from './schema';
import { mulberry32 } from './seeded-random';

/** How many rows of each kind (the defaults of `npm run seed:large`). */
export interface LargeSeedCounts {
  users: number;
  organisations: number;
  activity: number;
}

export const LARGE_SEED_DEFAULTS: LargeSeedCounts = { users: 100_000, organisations: 5_000, activity: 10_000 };

/** Options of {@link seedLarge}. */
export interface LargeSeedOptions extends LargeSeedCounts {
  /** The one password every generated user signs in with. */
  password: string;
  /** Rows per transaction (default 1 000). */
  batchSize?: number;
  /** Called after each batch: phase, rows done (including rows found), rows wanted. */
  progress?: (phase: keyof LargeSeedCounts, done: number, total: number) => void;
}

/** Rows inserted by one run (0 everywhere on a repeated run). */
export type LargeSeedResult = LargeSeedCounts;

/** The `user_agent` of generated activity rows: how a later run counts them. */
export const LARGE_SEED_MARKER = 'seed-large';
/** The first MB of generated organisations (8 digits; issued MBs and the sample ones are below). */
export const LARGE_SEED_MB_BASE = 90_000_000;
const MB_BASE = LARGE_SEED_MB_BASE;
/** The first eight PIB digits of generated organisations, before the check digit (issued PIBs start with 1). */
const PIB_BASE = 90_000_000;

/** Given names (female, male) and family names per naming tradition; Russian in Cyrillic. */
const NAMES: readonly { female: readonly string[]; male: readonly string[]; family: readonly string[] }[] = [
  {
    female: ['Jelena', 'Milica', 'Ana', 'Marija', 'Jovana', 'Ivana', 'Dragana', 'Snežana', 'Tijana', 'Katarina', 'Nevena', 'Ljiljana'],
    male: ['Nikola', 'Marko', 'Stefan', 'Miloš', 'Luka', 'Dušan', 'Aleksandar', 'Nemanja', 'Đorđe', 'Vladimir', 'Bojan', 'Žarko'],
    family: ['Jovanović', 'Petrović', 'Nikolić', 'Marković', 'Đorđević', 'Stojanović', 'Ilić', 'Stanković', 'Pavlović', 'Milošević', 'Popović', 'Živković', 'Todorović', 'Savić', 'Kovačević', 'Lazić'],
  },
  {
    female: ['Emily', 'Olivia', 'Charlotte', 'Sophie', 'Hannah', 'Grace', 'Amelia', 'Lucy', 'Eleanor', 'Chloe'],
    male: ['James', 'Oliver', 'William', 'Thomas', 'George', 'Henry', 'Jack', 'Samuel', 'Daniel', 'Edward'],
    family: ['Smith', 'Johnson', 'Williams', 'Brown', 'Taylor', 'Wilson', 'Davies', 'Evans', 'Thompson', 'Walker', 'Wright', 'Robinson', 'Hughes', 'Clarke'],
  },
  {
    female: ['Giulia', 'Francesca', 'Chiara', 'Sara', 'Martina', 'Alessia', 'Elena', 'Valentina', 'Federica', 'Beatrice'],
    male: ['Marco', 'Alessandro', 'Lorenzo', 'Matteo', 'Andrea', 'Giuseppe', 'Francesco', 'Davide', 'Riccardo', 'Luca'],
    family: ['Rossi', 'Russo', 'Ferrari', 'Esposito', 'Bianchi', 'Romano', 'Colombo', 'Ricci', 'Marino', 'Greco', 'Bruno', 'Gallo', 'Conti', 'De Luca'],
  },
  {
    female: ['Lucía', 'María', 'Paula', 'Carmen', 'Sofía', 'Laura', 'Marta', 'Alba', 'Elena', 'Nerea'],
    male: ['Hugo', 'Mateo', 'Pablo', 'Javier', 'Alejandro', 'Diego', 'Sergio', 'Álvaro', 'Adrián', 'Jorge'],
    family: ['García', 'Fernández', 'González', 'Rodríguez', 'López', 'Martínez', 'Sánchez', 'Pérez', 'Gómez', 'Martín', 'Jiménez', 'Ruiz', 'Hernández', 'Muñoz'],
  },
  {
    female: ['Анна', 'Мария', 'Елена', 'Ольга', 'Татьяна', 'Наталья', 'Ирина', 'Светлана', 'Екатерина', 'Дарья'],
    male: ['Александр', 'Дмитрий', 'Сергей', 'Андрей', 'Алексей', 'Иван', 'Михаил', 'Николай', 'Павел', 'Артём'],
    family: ['Иванов', 'Смирнов', 'Кузнецов', 'Попов', 'Васильев', 'Петров', 'Соколов', 'Михайлов', 'Новиков', 'Фёдоров', 'Морозов', 'Волков'],
  },
  {
    female: ['Xiuying', 'Jing', 'Li Na', 'Yan', 'Fang', 'Xiaomei', 'Ting', 'Min', 'Hui', 'Yuxin'],
    male: ['Wei', 'Qiang', 'Jun', 'Yong', 'Lei', 'Tao', 'Hao', 'Jian', 'Zhiwei', 'Chen'],
    family: ['Wang', 'Li', 'Zhang', 'Liu', 'Chen', 'Yang', 'Huang', 'Zhao', 'Wu', 'Zhou', 'Xu', 'Sun', 'Ma', 'Zhu'],
  },
  {
    female: ['Emma', 'Julia', 'Sanne', 'Lotte', 'Fleur', 'Anouk', 'Eva', 'Lieke', 'Noor', 'Femke'],
    male: ['Daan', 'Sem', 'Lucas', 'Bram', 'Thijs', 'Jesse', 'Ruben', 'Joris', 'Sander', 'Pieter'],
    family: ['de Jong', 'Jansen', 'de Vries', 'van den Berg', 'van Dijk', 'Bakker', 'Janssen', 'Visser', 'Smit', 'Meijer', 'de Boer', 'Mulder', 'de Groot', 'Bos'],
  },
];

const CYRILLIC: Record<string, string> = Object.fromEntries(
  'а a б b в v г g д d е e ё e ж zh з z и i й y к k л l м m н n о o п p р r с s т t у u ф f х kh ц ts ч ch ш sh щ shch ъ  ы y ь  э e ю yu я ya'
    .split(' ')
    .reduce<string[][]>((pairs, item, index, all) => (index % 2 === 0 ? [...pairs, [item, all[index + 1]]] : pairs), []),
);

/** ASCII letters for an email or user name: diacritics dropped, Cyrillic transliterated, spaces removed. */
function asciiSlug(text: string): string {
  const latin = [...text.toLowerCase()].map((char) => CYRILLIC[char] ?? char).join('');
  return latin.replace(/đ/g, 'dj').normalize('NFD').replace(/[^a-z]/g, '');
}

const COMPANY_WORDS = ['Dunav', 'Sava', 'Morava', 'Avala', 'Fruška', 'Zlatibor', 'Tara', 'Kopaonik', 'Drina', 'Tisa', 'Vršac', 'Ibar', 'Timok', 'Rudnik', 'Kosmaj', 'Jastrebac'];
const COMPANY_TRADES = ['Soft', 'Agrar', 'Logistika', 'Gradnja', 'Trade', 'Energija', 'Konsalting', 'Dizajn', 'Farm', 'Tekstil', 'Medika', 'Digital', 'Transport', 'Invest'];
const CITIES = ['Beograd', 'Novi Sad', 'Niš', 'Kragujevac', 'Subotica', 'Zrenjanin', 'Pančevo', 'Čačak', 'Kraljevo', 'Smederevo', 'Valjevo', 'Šabac'];
const LEGAL_FORM: Record<(typeof ORGANISATION_TYPES)[number], string> = {
  company: 'd.o.o.',
  entrepreneur: 'PR',
  'public-institution': 'JP',
  'non-profit': 'Udruženje',
};

const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)];

/** The generated organisation number `index` (0-based): the same for the same index on every run. */
function organisationRow(index: number) {
  const random = mulberry32(0x5eed_0000 + index);
  const type = random() < 0.8 ? 'company' : pick(random, ORGANISATION_TYPES);
  const words = `${pick(random, COMPANY_WORDS)} ${pick(random, COMPANY_TRADES)}`;
  const name = type === 'company' ? `${words} ${index + 1} d.o.o.` : type === 'entrepreneur' ? `${words} ${index + 1} PR` : `${LEGAL_FORM[type]} ${words} ${index + 1}`;
  const city = pick(random, CITIES);
  return {
    name,
    taxRegistrationNumber: pibFrom(String(PIB_BASE + index)),
    nationalIdentificationNumber: String(MB_BASE + index),
    type,
    address: `${pick(random, COMPANY_WORDS)}ska ${1 + Math.floor(random() * 120)}`,
    city,
    country: 'RS',
    email: `office${index + 1}@${asciiSlug(words)}.example`,
    phone: `+381 ${10 + Math.floor(random() * 30)} ${String(Math.floor(random() * 10_000_000)).padStart(7, '0')}`,
    isActive: random() < 0.95,
  };
}

/** The generated user number `index` (0-based): the same for the same index on every run. */
function userRow(index: number, passwordHash: string) {
  const random = mulberry32(0x05ee_d000 + index);
  const tradition = pick(random, NAMES);
  const female = random() < 0.5;
  const firstName = pick(random, female ? tradition.female : tradition.male);
  const lastName = pick(random, tradition.family);
  const slug = `${asciiSlug(firstName)}.${asciiSlug(lastName)}`;
  const createdAt = new Date(Date.UTC(2023, 0, 1) + Math.floor(random() * 3 * 365 * 86_400_000));
  const birthYear = 1955 + Math.floor(random() * 50);
  return {
    firstName,
    lastName,
    email: `${slug}.${index + 1}@large.example`,
    userName: `large.${index + 1}`,
    passwordHash,
    gender: random() < 0.1 ? null : !female,
    dateOfBirth: `${birthYear}-${String(1 + Math.floor(random() * 12)).padStart(2, '0')}-${String(1 + Math.floor(random() * 28)).padStart(2, '0')}`,
    isActive: random() < 0.93,
    requestPasswordChange: false,
    lastLoginAt: random() < 0.7 ? new Date(createdAt.getTime() + Math.floor(random() * 200 * 86_400_000)) : null,
    createdAt,
    updatedAt: createdAt,
    /** Used to pick links, not a column. */
    draw: [random(), random(), random()] as const,
  };
}

/**
 * Inserts what is missing of the large data set (see the module comment) and answers how many
 * rows of each kind this run inserted. Needs the reference seed (roles) to have run.
 */
export async function seedLarge(db: Database, options: LargeSeedOptions): Promise<LargeSeedResult> {
  const batchSize = options.batchSize ?? 1_000;
  const progress = options.progress ?? (() => undefined);
  const inserted: LargeSeedResult = { users: 0, organisations: 0, activity: 0 };

  // Organisations.
  for (let start = 0; start < options.organisations; start += batchSize) {
    const rows = Array.from({ length: Math.min(batchSize, options.organisations - start) }, (_, offset) => organisationRow(start + offset));
    const created = await db.insert(organisations).values(rows).onConflictDoNothing().returning({ id: organisations.id });
    inserted.organisations += created.length;
    progress('organisations', start + rows.length, options.organisations);
  }
  const organisationIds = (
    await db
      .select({ id: organisations.id })
      .from(organisations)
      .where(and(gte(organisations.nationalIdentificationNumber, String(MB_BASE)), lt(organisations.nationalIdentificationNumber, String(MB_BASE + options.organisations))))
      .orderBy(organisations.id)
  ).map((row) => row.id);

  // Users, each with one role (Administrator for one in a thousand) and up to two organisations.
  const roleRows = await db.select({ id: roles.id, name: roles.name }).from(roles).where(sql`${roles.deletedAt} is null`).orderBy(roles.id);
  const administrator = roleRows.find((role) => role.name === ADMINISTRATOR_ROLE);
  const others = roleRows.filter((role) => role.name !== ADMINISTRATOR_ROLE);
  const passwordHash = await hashPassword(options.password);
  for (let start = 0; start < options.users; start += batchSize) {
    const rows = Array.from({ length: Math.min(batchSize, options.users - start) }, (_, offset) => userRow(start + offset, passwordHash));
    await db.transaction(async (tx) => {
      const created = await tx
        .insert(users)
        .values(rows.map(({ draw: _draw, ...row }) => row))
        .onConflictDoNothing()
        .returning({ id: users.id, userName: users.userName });
      inserted.users += created.length;
      const byUserName = new Map(rows.map((row) => [row.userName, row]));
      const roleLinks = created.flatMap((user) => {
        const [draw] = byUserName.get(user.userName)!.draw;
        const role = draw < 0.001 && administrator ? administrator : others.length ? others[Math.floor(draw * others.length) % others.length] : undefined;
        return role ? [{ userId: user.id, roleId: role.id }] : [];
      });
      const organisationLinks = created.flatMap((user) => {
        const [, first, second] = byUserName.get(user.userName)!.draw;
        if (!organisationIds.length || first < 0.15) return [];
        const ids = new Set([organisationIds[Math.floor(first * organisationIds.length)]]);
        if (second < 0.2) ids.add(organisationIds[Math.floor(second * 5 * organisationIds.length)]);
        return [...ids].map((organisationId) => ({ userId: user.id, organisationId }));
      });
      if (roleLinks.length) await tx.insert(userRoles).values(roleLinks).onConflictDoNothing();
      if (organisationLinks.length) await tx.insert(userOrganisations).values(organisationLinks).onConflictDoNothing();
    });
    progress('users', start + rows.length, options.users);
  }

  // Activity, topped up to the wanted count.
  const [{ existing }] = await db.select({ existing: sql<number>`count(*)::int` }).from(activity).where(eq(activity.userAgent, LARGE_SEED_MARKER));
  progress('activity', Math.min(existing, options.activity), options.activity);
  const actors = (
    await db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(inArray(users.userName, Array.from({ length: Math.min(options.users, 500) }, (_, index) => `large.${index + 1}`)))
  );
  for (let done = existing; done < options.activity; ) {
    const count = Math.min(batchSize, options.activity - done);
    const rows = Array.from({ length: count }, (_, offset) => {
      const random = mulberry32(0xac71_0000 + done + offset);
      const actor = actors.length ? pick(random, actors) : undefined;
      const action = pick(random, ACTIVITY_ACTIONS);
      const resource = pick(random, ['users', 'organisations', 'roles', 'auth'] as const);
      return {
        at: new Date(Date.UTC(2025, 0, 1) + Math.floor(random() * 365 * 86_400_000)),
        actorId: actor?.id ?? null,
        actorName: actor ? `${actor.firstName} ${actor.lastName}` : null,
        action,
        resource,
        recordId: resource === 'organisations' && organisationIds.length ? pick(random, organisationIds) : (actor?.id ?? null),
        changes: action === 'update' ? { isActive: [true, false] as [unknown, unknown] } : null,
        ip: `10.${Math.floor(random() * 256)}.${Math.floor(random() * 256)}.${Math.floor(random() * 256)}`,
        userAgent: LARGE_SEED_MARKER,
      };
    });
    await db.insert(activity).values(rows);
    inserted.activity += count;
    done += count;
    progress('activity', done, options.activity);
  }
  // Fresh statistics and visibility maps, as PostgreSQL's "Populating a Database" advises after a
  // bulk load (autovacuum would get to them only later): with 13 organisations estimated instead
  // of 5 000, a user's organisations were read by scanning every organisation, and without the
  // visibility map the search postings' index-only scans read the table too.
  await db.execute(sql`vacuum (analyze) users, organisations, user_roles, user_organisations, activity, user_search_trigrams`);
  return inserted;
}
