/**
 * The role's permission matrix (src/resources/roles/PermissionMatrix.tsx): rows and columns come
 * from the resource definitions (docs/decisions.md#resource-definitions), a check-all per row
 * and per column, the permission ceiling (docs/decisions.md#ceiling) greyed with its reason,
 * no stored wildcard, and the details page's read-only matrix.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildPermissionMatrix } from '../../src/resources/roles/permissionMatrix';
import { STANDARD_ACTIONS, ownPermissionsOf } from '../../src/shared/resource';
import { LANGUAGE_CODES } from '../../src/shared/languages';
import { ORGANISATION_PERMISSION_NAMES, PERMISSION_NAMES, RESOURCE_DEFINITIONS } from '../../src/shared/resources';
import { fakeApi, type FakeApi, type Row } from './admin/contractApi';
import { location, renderAdminAt } from './admin/adminAt';
import { setupMswServer } from './support/msw';
import { signedInScreens } from './admin/testKit';

/** Every permission the definitions bring, a custom one and a stray wildcard (not makeable through the API). */
const NAMES = [...PERMISSION_NAMES, 'reports.export', 'users.*'];
const PERMISSIONS = NAMES.map((name, index) => ({ id: index + 1, name, description: null, isSystem: true, deletedAt: null }));
const idOf = (name: string) => PERMISSIONS.find((permission) => permission.name === name)!.id;
const nameOf = (id: number) => PERMISSIONS.find((permission) => permission.id === id)!.name;

describe('the matrix model', () => {
  const model = buildPermissionMatrix(RESOURCE_DEFINITIONS, PERMISSIONS);

  it('has a row per definition that brings permissions, its cells named {prefix}.{action}', () => {
    const withPermissions = RESOURCE_DEFINITIONS.filter((definition) => ownPermissionsOf(definition).length > 0);
    expect(model.rows.map((row) => row.resource)).toEqual(withPermissions.map((definition) => definition.name));
    for (const definition of withPermissions) {
      const row = model.rows.find((entry) => entry.resource === definition.name)!;
      expect(Object.values(row.cells).map((cell) => cell.name)).toEqual(ownPermissionsOf(definition));
      expect(Object.values(row.cells).every((cell) => cell.permission?.name === cell.name)).toBe(true);
    }
    // User claims are guarded by users.*: no row of their own.
    expect(model.rows.some((row) => row.resource === 'user-claims')).toBe(false);
  });

  it('has the standard actions first, then the extra ones of the definitions', () => {
    const extra = [...new Set(RESOURCE_DEFINITIONS.flatMap((definition) => definition.extraActions ?? []))];
    expect(model.columns).toEqual([...STANDARD_ACTIONS, ...extra]);
    expect(model.columns).toEqual(expect.arrayContaining(['send', 'publish']));
  });

  it('puts permissions of no definition, a wildcard among them, in the other row', () => {
    expect(model.other.map((permission) => permission.name)).toEqual(['reports.export', 'users.*']);
  });

  it('marks a definition\'s permission missing from the list (deleted) as absent', () => {
    const partial = buildPermissionMatrix(RESOURCE_DEFINITIONS, PERMISSIONS.filter((permission) => permission.name !== 'users.delete'));
    expect(partial.rows[0].cells.delete).toEqual({ action: 'delete', name: 'users.delete', permission: undefined });
  });

  it('has every column and the matrix texts translated in every language', () => {
    for (const lng of LANGUAGE_CODES) {
      const admin = JSON.parse(readFileSync(join(__dirname, '../../locales', lng, 'admin.json'), 'utf8'));
      const matrix = admin.resources.roles.matrix;
      for (const action of model.columns) expect(matrix.actions[action], `${lng}: ${action}`).toBeTruthy();
      for (const key of ['resource', 'all', 'cell', 'rowAll', 'columnAll', 'other', 'ceiling', 'ceilingNote', 'unavailable', 'granted', 'notGranted', 'scrollHint']) {
        expect(matrix[key], `${lng}: ${key}`).toBeTruthy();
      }
    }
  });
});

const server = setupMswServer();
let api: FakeApi;

signedInScreens();
beforeEach(() => {
  api = fakeApi([
    {
      name: 'roles',
      rows: [
        {
          id: 4,
          name: 'Editor',
          description: null,
          isSystem: false,
          requireTwoFactor: false,
          permissionIds: [idOf('articles.read'), idOf('reports.export')],
          userCount: 0,
          createdAt: '2026-01-01T00:00:00.000Z',
          updatedAt: '2026-01-01T00:00:00.000Z',
          deletedAt: null,
        },
      ],
      create: ['name', 'description', 'scope', 'requireTwoFactor', 'permissionIds'],
      update: ['name', 'description', 'requireTwoFactor', 'permissionIds'],
      softDelete: true,
      present: (row: Row) => ({ ...row, permissions: (row.permissionIds as number[]).map((id) => ({ id, name: nameOf(id) })) }),
    },
    { name: 'permissions', rows: PERMISSIONS.map((permission) => ({ ...permission })), create: [], update: [], softDelete: true },
  ]);
  server.use(...api.handlers);
});

/** The editor holds every permission but users.delete and the wildcard. */
const EDITOR = NAMES.filter((name) => name !== 'users.delete' && name !== 'users.*');
const putBodies = () => api.calls.filter((call) => call.startsWith('PUT /roles/')).map((call) => JSON.parse(call.slice(call.indexOf(' {') + 1)));
const box = (name: string) => screen.getByRole('checkbox', { name });
/** The ids a save sent, as names, sorted. */
const sentNames = () => (putBodies()[0].permissionIds as number[]).map(nameOf).sort();

describe('the role form matrix', { timeout: 30_000 }, () => {
  it('names its rows by the resources\' translated names and its columns by action', async () => {
    renderAdminAt('/admin/roles/4/edit', EDITOR);
    await screen.findByRole('checkbox', { name: 'Users: all permissions' });
    const rowHeaders = screen.getAllByRole('rowheader').map((cell) => cell.textContent);
    // by the activity log's names (features have no screens of their own), the log itself by its menu name.
    expect(rowHeaders).toEqual(expect.arrayContaining(['Users', 'Crawled organizations', 'Features', 'Emails', 'Articles', 'Activity log', 'Other']));
    const columnHeaders = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(columnHeaders).toEqual(['Resource', 'All', 'Read', 'Create', 'Update', 'Delete', 'Send', 'Publish']);
    expect(box('Emails: Send')).toBeInTheDocument();
    expect(box('Articles: Read')).toBeChecked();
    expect(box('Articles: Publish')).not.toBeChecked();
    expect(screen.queryByRole('checkbox', { name: 'Users: Send' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Contact messages: Create' })).not.toBeInTheDocument();
  });

  it('checks a column and a row with their check-alls and saves the ids', async () => {
    renderAdminAt('/admin/roles/4/edit', EDITOR);
    const user = userEvent.setup();
    await waitFor(() => expect(box('Articles: Read')).toBeChecked());
    await user.click(box('Delete: all resources'));
    await user.click(box('Emails: all permissions'));
    expect(box('Emails: all permissions')).toBeChecked();
    expect(box('Roles: Delete')).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(putBodies()).toHaveLength(1));
    const deletes = PERMISSION_NAMES.filter((name) => name.endsWith('.delete') && name !== 'users.delete');
    expect(sentNames()).toEqual([...new Set(['articles.read', 'reports.export', ...deletes, 'emails.read', 'emails.create', 'emails.update', 'emails.send'])].sort());
    await waitFor(() => expect(location()).toBe('/admin/roles/4'));
  });

  it('greys what the editor does not hold, says why, and leaves it out of the check-alls', async () => {
    renderAdminAt('/admin/roles/4/edit', EDITOR);
    const user = userEvent.setup();
    const refused = await screen.findByRole('checkbox', { name: 'Users: Delete' });
    expect(refused).toHaveAttribute('aria-disabled', 'true');
    // Read with the checkbox, in the page, and on hover or focus.
    expect(refused).toHaveAccessibleDescription('Greyed-out permissions are ones you do not hold yourself: you can neither grant nor remove them.');
    await user.hover(refused);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('You can grant only permissions you hold yourself');
    await user.click(refused);
    expect(refused).not.toBeChecked();
    expect(box('Users: Read')).not.toHaveAttribute('aria-disabled');
    // The row's check-all checks the three the editor may grant: all of those, so checked.
    await user.click(box('Users: all permissions'));
    expect(box('Users: all permissions')).toBeChecked();
    expect(refused).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(putBodies()).toHaveLength(1));
    expect(sentNames()).toEqual(['articles.read', 'reports.export', 'users.create', 'users.read', 'users.update']);
  });

  it('offers an organisation role only the organisation permissions, greying the others with that reason', async () => {
    renderAdminAt('/admin/roles/add', EDITOR);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /Name/ }), 'Branch manager');
    await user.click(await screen.findByRole('checkbox', { name: 'Users: Read' }));
    expect(box('Users: Read')).toBeChecked();
    await user.click(screen.getByRole('combobox', { name: /Applies to/ }));
    await user.click(await screen.findByRole('option', { name: 'One organization (given per membership)' }));
    // The global permission chosen before is dropped and greyed with the organisation's reason.
    await waitFor(() => expect(box('Users: Read')).not.toBeChecked());
    const refused = box('Users: Read');
    expect(refused).toHaveAttribute('aria-disabled', 'true');
    expect(refused).toHaveAccessibleDescription('An organization role can hold only organization permissions');
    expect(box('Organizations: Create')).toHaveAttribute('aria-disabled', 'true');
    expect(box('Organizations: Update')).not.toHaveAttribute('aria-disabled');
    await user.click(box('Organizations: all permissions'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls.some((call) => call.startsWith('POST /roles'))).toBe(true));
    const body = JSON.parse(api.calls.find((call) => call.startsWith('POST /roles'))!.replace(/^POST \/roles /, ''));
    expect(body.scope).toBe('organisation');
    const sent = (body.permissionIds as number[]).map(nameOf);
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.every((name) => ORGANISATION_PERMISSION_NAMES.includes(name))).toBe(true);
  });

  it('keeps every checkbox in the Tab order, refused ones too', async () => {
    renderAdminAt('/admin/roles/4/edit', EDITOR);
    await screen.findByRole('checkbox', { name: 'Users: all permissions' });
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes.length).toBeGreaterThan(60);
    for (const checkbox of boxes) {
      expect(checkbox).not.toBeDisabled();
      expect(checkbox).not.toHaveAttribute('tabindex', '-1');
      expect(checkbox).toHaveAccessibleName();
    }
  });

  it('stores no wildcard: a row\'s all is its permissions one by one, a stray users.* stays in Other', async () => {
    renderAdminAt('/admin/roles/4/edit', [...EDITOR, 'users.delete', 'users.*']);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Users: all permissions' }));
    const other = screen.getByRole('row', { name: /^Other/ });
    expect(within(other).getByRole('checkbox', { name: 'users.*' })).not.toBeChecked();
    expect(within(other).getByRole('checkbox', { name: 'reports.export' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(putBodies()).toHaveLength(1));
    expect(sentNames()).toEqual(['articles.read', 'reports.export', 'users.create', 'users.delete', 'users.read', 'users.update']);
  });
});

/**
 * Lays the matrix's scroll box out as a phone would (jsdom lays nothing out): `content` px of
 * table in a box `visible` px wide.
 */
function narrowScreen(content: number, visible: number) {
  const width = (size: number) =>
    function (this: HTMLElement) {
      return this.dataset.testid === 'permission-matrix-scroll' ? size : 0;
    };
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(width(content));
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(width(visible));
}

describe('the matrix on a narrow screen', { timeout: 30_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('says it scrolls sideways, shadows the edge where more actions are, and takes the keyboard focus', async () => {
    narrowScreen(900, 340);
    renderAdminAt('/admin/roles/4/edit', EDITOR);
    await screen.findByRole('checkbox', { name: 'Users: all permissions' });
    expect(await screen.findByText('Scroll sideways for more actions')).toBeInTheDocument();
    const scrollBox = screen.getByTestId('permission-matrix-scroll');
    expect(scrollBox).toHaveAttribute('tabindex', '0');
    expect(scrollBox).toHaveAccessibleDescription('Scroll sideways for more actions');
    // More actions to the right; nothing scrolled under the resource column yet.
    expect(scrollBox.parentElement).toHaveAttribute('data-hidden-after', 'true');
    expect(scrollBox).not.toHaveAttribute('data-hidden-before');
    // Scrolled to the end: the shadow moves to the resource column's edge.
    Object.defineProperty(scrollBox, 'scrollLeft', { configurable: true, value: 560 });
    fireEvent.scroll(scrollBox);
    await waitFor(() => expect(scrollBox).toHaveAttribute('data-hidden-before', 'true'));
    expect(scrollBox.parentElement).not.toHaveAttribute('data-hidden-after');
  });

  it('says nothing of scrolling where every action fits', async () => {
    narrowScreen(700, 700);
    renderAdminAt('/admin/roles/4/edit', EDITOR);
    await screen.findByRole('checkbox', { name: 'Users: all permissions' });
    expect(screen.queryByText('Scroll sideways for more actions')).not.toBeInTheDocument();
    expect(screen.getByTestId('permission-matrix-scroll')).not.toHaveAttribute('tabindex');
    expect(screen.getByTestId('permission-matrix-scroll').parentElement).not.toHaveAttribute('data-hidden-after');
  });
});

describe("the role's details", { timeout: 30_000 }, () => {
  it('show the same matrix read-only, a check mark per granted permission', async () => {
    renderAdminAt('/admin/roles/4', ['roles.read']);
    const articles = await screen.findByRole('row', { name: /^Articles/ });
    const cells = within(articles).getAllByRole('cell');
    // Read, Create, Update, Delete, Send (none), Publish.
    expect(cells.map((cell) => cell.textContent)).toEqual(['Granted', '–Not granted', '–Not granted', '–Not granted', '', '–Not granted']);
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(within(screen.getByRole('row', { name: /^Other/ })).getByText('reports.export')).toBeInTheDocument();
    expect(screen.queryByText('articles.read')).not.toBeInTheDocument();
  });
});
