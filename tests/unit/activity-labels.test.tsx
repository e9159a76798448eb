/**
 * The activity log in words (src/admin/activity): every field any resource's activity can log
 * has a label in all seven languages (never its code name), ids read as the names of their
 * records (one by-ids request per resource, a record gone since as "#99 (deleted)"), permissions
 * in the matrix's words, one row per change (an ids field dropped beside the same records by
 * name), the browser in words, and on phones a card per change.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import { createInstance } from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18nProvider } from '../../src/admin/i18nProvider';
import {
  changeFieldLabel,
  changeFieldLabelKeys,
  changeRows,
  changeValueKind,
  idFieldsNamedBy,
  LOGGED_ONLY_FIELDS,
  LOGGED_ONLY_REFERENCES,
  permissionWords,
} from '../../src/admin/activity/changeRows';
import { adminNameOf } from '../../src/shared/resource';
import { definitionOf, RESOURCE_DEFINITIONS, rolesDefinition, usersDefinition } from '../../src/shared/resources';
import { userAgentParts } from '../../src/resources/activity/userAgent';
import { fakeApi, type FakeApi, type Row } from './admin/contractApi';
import { renderAdminAt } from './admin/adminAt';
import { englishI18n, signedInScreens } from './admin/testKit';
import { setupMswServer } from './support/msw';

const LANGUAGES = ['en', 'sr', 'it', 'zh', 'es', 'ru', 'nl'] as const;
const adminLocale = (lng: string) => JSON.parse(readFileSync(join(__dirname, '../../locales', lng, 'admin.json'), 'utf8')) as Record<string, unknown>;

/** The real i18nProvider's translate in `lng` (admin namespace, English as fallback like the app). */
function translateIn(lng: string) {
  const instance = createInstance();
  void instance.init({
    lng,
    fallbackLng: 'en',
    ns: ['admin'],
    defaultNS: 'admin',
    resources: { en: { admin: adminLocale('en') }, [lng]: { admin: adminLocale(lng) } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return { translate: createI18nProvider(instance).translate, exists: (key: string) => typeof key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], adminLocale(lng)) === 'string' };
}

/** Field names the server never logs (server/audit/activity.ts SECRET_FIELD). */
const SECRET_FIELD = /password|hash|token|secret|recovery|otp/i;

/**
 * Every (admin resource, field) an activity row can carry: each logged definition's fields but
 * secrets (write-only ones too: an invitation logs the users' `roleIds`), and those routes log
 * beside them.
 */
const LOGGED_FIELDS: [string, string][] = [
  ...RESOURCE_DEFINITIONS.filter((definition) => definition.logged !== false).flatMap((definition) =>
    Object.keys(definition.fields)
      .filter((field) => !SECRET_FIELD.test(field))
      .map((field) => [adminNameOf(definition), field] as [string, string]),
  ),
  ...Object.entries(LOGGED_ONLY_FIELDS).flatMap(([resource, fields]) => fields.map((field) => [resource, field] as [string, string])),
];

/** A label that is a code name: camelCase, or with dots or underscores between letters. */
const CODE_NAME = /^[a-z]+([A-Z][a-z]*)+$|[a-z][._][a-z]/;

describe('labels of changed fields', () => {
  it.each(LANGUAGES)('names every field of every resource by a translation in %s, never by its code name', (lng) => {
    const { translate, exists } = translateIn(lng);
    const unlabelled = LOGGED_FIELDS.filter(([resource, field]) => !changeFieldLabelKeys(resource, field).some(exists));
    expect(unlabelled).toEqual([]);
    for (const [resource, field] of LOGGED_FIELDS) {
      const label = changeFieldLabel(resource, field, translate);
      expect(label, `${resource}.${field}`).not.toBe(field);
      expect(label, `${resource}.${field}`).not.toMatch(CODE_NAME);
    }
  });

  it('names the fields the brief found as code names', () => {
    const { translate } = translateIn('en');
    expect(changeFieldLabel('users', 'createdAt', translate)).toBe('Created');
    expect(changeFieldLabel('roles', 'permissionIds', translate)).toBe('Permissions');
    expect(changeFieldLabel('organisation-modules', 'moduleCode', translate)).toBe('Module code');
    expect(changeFieldLabel('organisation-modules', 'organisationName', translate)).toBe('Organization');
    expect(changeFieldLabel('users', 'twoFactorEnabled', translate)).toBe('Two-factor sign-in');
    expect(changeFieldLabel('users', 'passwordChangedAt', translate)).toBe('Password changed');
    // A definition's own label (features carry the modules' keys).
    expect(changeFieldLabel('features', 'name', translate)).toBe('Feature name');
  });

  it('names a per-language field by the field and the language', () => {
    expect(changeFieldLabel('articles', 'status.sr', translateIn('en').translate, { locale: 'en' })).toBe('Status (Serbian)');
    expect(changeFieldLabel('articles', 'status.en', translateIn('sr').translate, { locale: 'sr-Latn' })).not.toMatch(/status\.en/);
  });
});

describe('what a change shows', () => {
  it('keeps one row per change: the ids field goes when the same records are logged by name', () => {
    const changes = {
      name: ['Editors', 'Editors and authors'],
      permissions: [[{ id: 1, name: 'users.read' }], [{ id: 1, name: 'users.read' }, { id: 2, name: 'users.create' }]],
      permissionIds: [[1], [1, 2]],
    };
    expect(changeRows('roles', changes).map((row) => row.field)).toEqual(['name', 'permissions']);
    // An invitation logs only the ids: they stay (and are named by the display).
    expect(changeRows('users', { roleIds: [null, [3]], organisationIds: [null, [4]] }).map((row) => row.field)).toEqual(['roleIds', 'organisationIds']);
    // Nothing on either side (a new user's empty roles) is no change to show.
    expect(changeRows('users', { roles: [null, []], email: [null, 'a@example.com'] }).map((row) => row.field)).toEqual(['email']);
    expect(changeRows('users', { roleIds: [[3], [3, 5]], roles: [[{ id: 3, name: 'A' }], [{ id: 3, name: 'A' }, { id: 5, name: 'B' }]] }).map((row) => row.field)).toEqual(['roles']);
  });

  it('derives the pairs from the definitions, in one place', () => {
    expect(idFieldsNamedBy(usersDefinition)).toEqual({ roleIds: 'roles', organisationIds: 'organisations' });
    expect(idFieldsNamedBy(rolesDefinition)).toEqual({ permissionIds: 'permissions' });
    expect(idFieldsNamedBy(definitionOf('organisation-modules'))).toEqual({ organisationId: 'organisationName', moduleId: 'moduleName' });
  });

  it('knows where ids point to, from the definitions and the fields routes log beside them', () => {
    expect(changeValueKind('users', 'roleIds')).toEqual({ reference: 'roles' });
    expect(changeValueKind('users', 'organisationIds')).toEqual({ reference: 'organisations' });
    expect(changeValueKind('roles', 'permissions')).toEqual({ permissionNames: true });
    expect(changeValueKind('users', 'preferredLanguage')).toEqual({ language: true });
    expect(changeValueKind('crawl-organisations', 'organisationId')).toEqual({ reference: 'organisations' });
    expect(changeValueKind('organisations', 'crawledOrganisationId')).toEqual({ reference: 'crawl-organisations' });
    for (const field of Object.keys(LOGGED_ONLY_REFERENCES)) expect(LOGGED_FIELDS.some(([, logged]) => logged === field)).toBe(true);
  });

  it('names a permission as the matrix does', () => {
    const { translate } = translateIn('en');
    expect(permissionWords('users.create', translate)).toBe('Users: Create');
    expect(permissionWords('articles.publish', translate)).toBe('Articles: Publish');
    expect(permissionWords('crawled-organisations.read', translate)).toBe('Crawled organizations: Read');
    expect(permissionWords('reports.export', translate)).toBe('reports.export');
    expect(permissionWords('users.create', translateIn('sr').translate)).not.toBe('users.create');
  });

  it('reads a user agent as browser and system', () => {
    expect(userAgentParts('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36')).toEqual({ browser: 'Chrome 131', os: 'Windows' });
    expect(userAgentParts('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1')).toEqual({ browser: 'Safari 17', os: 'iOS' });
    expect(userAgentParts('curl/8.5.0')).toEqual({});
  });
});

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const activityRow = (id: number, fields: Partial<Row>): Row => ({
  id,
  at: '2026-05-17T08:30:00.000Z',
  actorId: 1,
  actorName: 'Ada Admin',
  action: 'update',
  resource: 'roles',
  recordId: 5,
  changes: null,
  ip: '203.0.113.9',
  userAgent: CHROME,
  ...fields,
});

const ROLE_CHANGE = activityRow(1, {
  changes: {
    permissions: [[{ id: 1, name: 'users.read' }], [{ id: 1, name: 'users.read' }, { id: 2, name: 'users.create' }]],
    permissionIds: [[1], [1, 2]],
    updatedAt: ['2026-05-16T08:00:00.000Z', '2026-05-17T08:30:00.000Z'],
  },
});
const INVITATION = activityRow(2, {
  action: 'invitation',
  resource: 'users',
  recordId: 7,
  changes: { email: [null, 'milica.stankovic@example.com'], roleIds: [null, [3, 6, 99]], organisationIds: [null, [4]], preferredLanguage: [null, 'sr'] },
});
const ORGANISATION_MODULE = activityRow(3, {
  action: 'create',
  resource: 'organisation-modules',
  recordId: 8,
  changes: { organisationId: [null, 4], organisationName: [null, 'Danube Digital d.o.o.'], moduleId: [null, 2], moduleCode: [null, 'crm'], moduleName: [null, 'CRM'], createdAt: [null, '2026-05-17T08:30:00.000Z'] },
});

const server = setupMswServer();
let api: FakeApi;

signedInScreens();
beforeEach(() => {
  api = fakeApi([
    { name: 'activity', rows: [ROLE_CHANGE, INVITATION, ORGANISATION_MODULE], create: [], update: [], filters: ['resource', 'recordId'] },
    { name: 'roles', rows: [{ id: 3, name: 'Editors' }, { id: 6, name: 'Interns', deletedAt: '2026-05-01T00:00:00.000Z' }, { id: 5, name: 'Authors', permissions: [], permissionIds: [] }], create: [], update: [] },
    { name: 'organisations', rows: [{ id: 4, name: 'Danube Digital d.o.o.' }], create: [], update: [] },
    { name: 'permissions', rows: [], create: [], update: [] },
    { name: 'users', rows: [{ id: 7, firstName: 'Milica', lastName: 'Stanković', email: 'milica.stankovic@example.com', userName: 'milica', isActive: false, roles: [], organisations: [], roleIds: [], organisationIds: [] }], create: [], update: [] },
  ]);
  server.use(...api.handlers);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const EVERY_READ = ['activity.read', 'roles.read', 'organisations.read', 'users.read', 'permissions.read', 'organisation-modules.read'];

describe('the activity log on screen', { timeout: 30_000 }, () => {
  it('lists the changed fields by label, one per change', async () => {
    renderAdminAt('/admin/activity', EVERY_READ);
    await screen.findAllByText('Ada Admin');
    expect(screen.getByText('Permissions, Updated')).toBeInTheDocument();
    expect(screen.getByText('Email, Roles, Organizations, Preferred Language')).toBeInTheDocument();
    expect(screen.getByText(/^Organization, Module, Module code, Created$/)).toBeInTheDocument();
    expect(screen.queryByText(/permissionIds|roleIds|moduleCode|createdAt/)).not.toBeInTheDocument();
  });

  it("shows a role's permissions once, in the matrix's words, the added one marked, and the browser in words", async () => {
    renderAdminAt('/admin/activity/1', EVERY_READ);
    const changes = await screen.findByRole('table', { name: 'Changes' });
    const permissions = within(changes).getByRole('rowheader', { name: 'Permissions' }).closest('tr')!;
    expect(within(changes).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Permissions', 'Updated']);
    const [before, after] = within(permissions).getAllByRole('cell');
    expect(before.textContent).toBe('Users: Read');
    expect(after.textContent).toBe('Users: Read, Users: Create');
    expect(after.querySelector('ins')?.textContent).toBe('Users: Create');
    const browser = screen.getByTestId('activity-user-agent');
    expect(browser).toHaveTextContent('Chrome 131 on Windows');
    expect(browser).toHaveAttribute('title', CHROME);
  });

  it('names the ids of an invitation with one by-ids request per resource, a role deleted since as "#99 (deleted)" or by name', async () => {
    renderAdminAt('/admin/activity/2', EVERY_READ);
    const changes = await screen.findByRole('table', { name: 'Changes' });
    const roles = within(changes).getByRole('rowheader', { name: 'Roles' }).closest('tr')!;
    await waitFor(() => expect(roles).toHaveTextContent('Editors, Interns (deleted), #99 (deleted)'));
    const organisations = within(changes).getByRole('rowheader', { name: 'Organizations' }).closest('tr')!;
    await waitFor(() => expect(organisations).toHaveTextContent('Danube Digital d.o.o.'));
    expect(within(changes).getByRole('rowheader', { name: 'Preferred Language' }).closest('tr')).toHaveTextContent('Srpski');
    expect(api.calls.filter((call) => call.startsWith('POST /roles/by-ids'))).toEqual(['POST /roles/by-ids {"ids":[3,6,99]}']);
    expect(api.calls.filter((call) => call.startsWith('POST /organisations/by-ids'))).toHaveLength(1);
  });

  it('asks nothing of a resource the viewer may not read, and shows its ids as numbers', async () => {
    renderAdminAt('/admin/activity/2', ['activity.read', 'users.read']);
    const changes = await screen.findByRole('table', { name: 'Changes' });
    const roles = within(changes).getByRole('rowheader', { name: 'Roles' }).closest('tr')!;
    await waitFor(() => expect(roles).toHaveTextContent('#3, #6, #99'));
    expect(api.calls.some((call) => call.includes('by-ids'))).toBe(false);
  });

  it('on a phone, shows a card per change with its label as the title', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }));
    renderAdminAt('/admin/activity/3', EVERY_READ);
    const cards = await screen.findAllByTestId('change-card');
    // The ids rows go beside the names: organisation and module once each.
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Organization', 'Module', 'Module code', 'Created']);
    expect(within(cards[0]).getByText('Before')).toBeInTheDocument();
    expect(within(cards[0]).getByText('Danube Digital d.o.o.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Changes' })).not.toBeInTheDocument();
  });

  it("shows a record's History tab in words", async () => {
    renderAdminAt('/admin/users/7/history', EVERY_READ);
    const roles = (await screen.findByText('Roles', { selector: 'li > strong' })).closest('li')!;
    await waitFor(() => expect(roles).toHaveTextContent('Roles: — → Editors, Interns (deleted), #99 (deleted)'));
    expect(screen.getByText('Email', { selector: 'li > strong' }).closest('li')).toHaveTextContent('Email: — → milica.stankovic@example.com');
    expect(screen.queryByText(/roleIds|organisationIds|preferredLanguage/)).not.toBeInTheDocument();
  });
});

describe('in Serbian', { timeout: 30_000 }, () => {
  it('labels the changes in Serbian', async () => {
    const i18n = englishI18n();
    i18n.addResourceBundle('sr', 'admin', adminLocale('sr'));
    await i18n.changeLanguage('sr');
    renderAdminAt('/admin/activity/1', { permissions: EVERY_READ, i18n, locale: 'sr' });
    const { translate } = translateIn('sr');
    const label = changeFieldLabel('roles', 'permissions', translate);
    expect(await screen.findByRole('rowheader', { name: label })).toBeInTheDocument();
    expect(await screen.findByText(translate('account.sessions.deviceOn', { browser: 'Chrome 131', os: 'Windows' }))).toBeInTheDocument();
  });
});
