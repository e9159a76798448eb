/**
 * Reference data every installation starts with: permission names, the three roles and four
 * sample organisations (README.md "First start").
 */
import { ORGANISATION_PERMISSION_NAMES, PERMISSION_NAMES } from '../../src/shared/resources';
import type { RoleScope } from '../../src/shared/enums';
import { SEEDED_ROLE_TEXTS } from '../../src/shared/seeded';
import type { OrganisationType } from './schema';

/**
 * Descriptions of permissions whose action is not a standard one (the standard ones read
 * "Read users", "Create organisation modules" …).
 */
const PERMISSION_DESCRIPTIONS: Readonly<Record<string, string>> = {
  'emails.send': 'Send emails',
  'activity.read': 'Read the activity log',
  'system.read': 'Read the system status (versions, database, outbox, last backup)',
};

/**
 * Permissions of routes that are no resource's: `system.read`, the System screen's `GET /system`
 * (docs/decisions.md#system-screen).
 */
const NON_RESOURCE_PERMISSIONS: readonly string[] = ['system.read'];

/**
 * Every seeded permission with its description, e.g. `users.read` "Read users": the names the
 * resource definitions bring (src/shared/resources/index.ts PERMISSION_NAMES) and
 * {@link NON_RESOURCE_PERMISSIONS}, none listed here.
 */
export const SEEDED_PERMISSIONS: readonly { name: string; description: string }[] = [...PERMISSION_NAMES, ...NON_RESOURCE_PERMISSIONS].map((name) => {
  const [resource, action] = name.split('.');
  return { name, description: PERMISSION_DESCRIPTIONS[name] ?? `${action[0].toUpperCase()}${action.slice(1)} ${resource.replaceAll('-', ' ')}` };
});

const ALL = SEEDED_PERMISSIONS.map((p) => p.name);

/** Writes to roles and permissions decide who may do what, so only an Administrator makes them. */
const ACCESS_CONTROL_WRITES = /^(roles|permissions)\.(create|update|delete)$/;

export const ADMINISTRATOR_ROLE = 'Administrator';

/** The seeded organisation role with every organisation permission (docs/decisions.md#organisation-roles). */
export const ORGANISATION_ADMINISTRATOR_ROLE = 'Organization administrator';

/**
 * The seeded roles. Administrator: everything (and every permission added later, on start).
 * Manager: everything except creating, changing or deleting roles and permissions.
 * Viewer: every `*.read`. Two organisation roles, given per membership: Organisation
 * administrator (every organisation permission) and Organization member (their reads).
 */
export const SEEDED_ROLES: readonly { name: string; description: string; permissions: readonly string[]; scope?: RoleScope }[] = [
  { name: ADMINISTRATOR_ROLE, description: SEEDED_ROLE_TEXTS[ADMINISTRATOR_ROLE].description, permissions: ALL },
  {
    name: 'Manager',
    description: SEEDED_ROLE_TEXTS.Manager.description,
    permissions: ALL.filter((name) => !ACCESS_CONTROL_WRITES.test(name)),
  },
  { name: 'Viewer', description: SEEDED_ROLE_TEXTS.Viewer.description, permissions: ALL.filter((name) => name.endsWith('.read')) },
  {
    name: ORGANISATION_ADMINISTRATOR_ROLE,
    description: SEEDED_ROLE_TEXTS[ORGANISATION_ADMINISTRATOR_ROLE].description,
    permissions: ORGANISATION_PERMISSION_NAMES,
    scope: 'organisation',
  },
  {
    name: 'Organization member',
    description: SEEDED_ROLE_TEXTS['Organization member'].description,
    permissions: ORGANISATION_PERMISSION_NAMES.filter((name) => name.endsWith('.read')),
    scope: 'organisation',
  },
];

/** Four fictional Serbian organisations; PIB and MB carry plausible check digits. */
export const SAMPLE_ORGANISATIONS: readonly {
  name: string;
  taxRegistrationNumber: string;
  nationalIdentificationNumber: string;
  type: OrganisationType;
  address: string;
  city: string;
  country: string;
  email: string;
  phone: string;
  website: string;
}[] = [
  {
    name: 'Dunav Soft d.o.o.',
    taxRegistrationNumber: '104827160',
    nationalIdentificationNumber: '20718367',
    type: 'company',
    address: 'Bulevar Mihajla Pupina 10',
    city: 'Beograd',
    country: 'RS',
    email: 'office@dunavsoft.example',
    phone: '+381 11 310 4520',
    website: 'https://dunavsoft.example',
  },
  {
    name: 'Panonija Agrar d.o.o.',
    taxRegistrationNumber: '109352648',
    nationalIdentificationNumber: '21049566',
    type: 'company',
    address: 'Futoški put 42',
    city: 'Novi Sad',
    country: 'RS',
    email: 'kontakt@panonija-agrar.example',
    phone: '+381 21 455 780',
    website: 'https://panonija-agrar.example',
  },
  {
    name: 'Marko Jovanović PR Knjigovodstvena agencija Nišava',
    taxRegistrationNumber: '112075834',
    nationalIdentificationNumber: '64381277',
    type: 'entrepreneur',
    address: 'Obrenovićeva 18',
    city: 'Niš',
    country: 'RS',
    email: 'marko@nisava-knjigovodstvo.example',
    phone: '+381 18 520 311',
    website: 'https://nisava-knjigovodstvo.example',
  },
  {
    name: 'Udruženje za digitalnu pismenost Šumadija',
    taxRegistrationNumber: '116540292',
    nationalIdentificationNumber: '28155039',
    type: 'non-profit',
    address: 'Kralja Petra I 7',
    city: 'Kragujevac',
    country: 'RS',
    email: 'info@digitalna-sumadija.example',
    phone: '+381 34 300 125',
    website: 'https://digitalna-sumadija.example',
  },
];
