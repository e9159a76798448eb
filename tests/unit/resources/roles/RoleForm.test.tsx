/**
 * Roles and permissions as the admin registers them: the role form's permissions as a matrix
 * of resources and actions with a check-all per row, written as `permissionIds` with the id inside the PUT
 * (docs/requirements.md#r7), the "Require two-factor sign-in" switch and the definition's rule messages;
 * the permission form's name pattern.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, type FakeApi, type Row } from '../../admin/contractApi';
import { location, renderAdminAt } from '../../admin/adminAt';
import { setupMswServer } from '../../support/msw';
import { signedInScreens } from '../../admin/testKit';

const PERMISSIONS = ['roles.read', 'roles.update', 'users.create', 'users.delete', 'users.read', 'users.update'].map((name, index) => ({
  id: index + 1,
  name,
  description: null,
  isSystem: true,
  deletedAt: null,
}));
const nameOf = (id: number) => PERMISSIONS.find((permission) => permission.id === id)!.name;

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
          name: 'Manager',
          description: 'Runs the team',
          isSystem: false,
          requireTwoFactor: false,
          permissionIds: [5, 6],
          userCount: 2,
          createdAt: '2026-01-01T00:00:00.000Z',
          updatedAt: '2026-01-01T00:00:00.000Z',
          deletedAt: null,
        },
      ],
      // As the API: the scope is chosen on create only.
      create: ['name', 'description', 'scope', 'requireTwoFactor', 'permissionIds'],
      update: ['name', 'description', 'requireTwoFactor', 'permissionIds'],
      softDelete: true,
      // As the API: the permissions it carries, as {id, name}, beside their ids.
      present: (row: Row) => ({ ...row, permissions: (row.permissionIds as number[]).map((id) => ({ id, name: nameOf(id) })) }),
    },
    { name: 'permissions', rows: PERMISSIONS.map((permission) => ({ ...permission })), create: ['name', 'description'], update: ['name', 'description'], softDelete: true },
  ]);
  server.use(...api.handlers);
});

const ROLE_ADMIN = ['roles.read', 'roles.create', 'roles.update', 'permissions.read', 'permissions.create', 'permissions.update'];
/** What the editor must hold to grant the users' permissions (the permission ceiling). */
const USERS = ['users.create', 'users.delete', 'users.read', 'users.update'];
/** The put bodies sent to `/roles/{id}`. */
const putBodies = () => api.calls.filter((call) => call.startsWith('PUT /roles/')).map((call) => JSON.parse(call.slice(call.indexOf(' {') + 1)));

describe('role form', { timeout: 20_000 }, () => {
  it('edits the permissions in the matrix and PUTs only name, description, requireTwoFactor and permissionIds with the id', async () => {
    renderAdminAt('/admin/roles/4/edit', [...ROLE_ADMIN, ...USERS]);
    const user = userEvent.setup();
    const usersAll = await screen.findByRole('checkbox', { name: 'Users: all permissions' });
    // users.read and users.update of four: partly chosen.
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Users: Read' })).toBeChecked());
    expect(usersAll).not.toBeChecked();
    expect(usersAll).toHaveAttribute('data-indeterminate', 'true');
    await user.click(usersAll);
    for (const action of ['Create', 'Delete', 'Read', 'Update']) expect(screen.getByRole('checkbox', { name: `Users: ${action}` })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Roles: Read' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location()).toBe('/admin/roles/4'));
    expect(putBodies()).toEqual([{ id: 4, name: 'Manager', description: 'Runs the team', requireTwoFactor: false, permissionIds: [5, 6, 3, 4, 1], updatedAt: expect.any(String) }]);
    // The details: the same matrix, read-only.
    const roles = await screen.findByRole('row', { name: /^Roles/ });
    expect(within(roles).getAllByText('Granted')).toHaveLength(1);
    expect(screen.queryByRole('checkbox', { name: 'Roles: Read' })).not.toBeInTheDocument();
  });

  it("clears a whole row with its check-all", async () => {
    renderAdminAt('/admin/roles/4/edit', [...ROLE_ADMIN, ...USERS]);
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Users: Read' })).toBeChecked());
    await user.click(screen.getByRole('checkbox', { name: 'Users: all permissions' }));
    await user.click(screen.getByRole('checkbox', { name: 'Users: all permissions' }));
    expect(screen.getByRole('checkbox', { name: 'Users: Read' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(putBodies()).toHaveLength(1));
    expect(putBodies()[0].permissionIds).toEqual([]);
  });

  it('adds a role with the chosen permissions', async () => {
    renderAdminAt('/admin/roles/add', ROLE_ADMIN);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Name/), 'Auditor');
    await user.click(await screen.findByRole('checkbox', { name: 'Roles: all permissions' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location()).toBe('/admin/roles/5'));
    expect(api.calls).toContain('POST /roles {"name":"Auditor","scope":"global","requireTwoFactor":false,"permissionIds":[1,2]}');
  });
});

describe("the role form's scope", { timeout: 20_000 }, () => {
  it('offers its two scopes, starting at global, and no blank choice', async () => {
    renderAdminAt('/admin/roles/add', ROLE_ADMIN);
    const scope = await screen.findByRole('combobox', { name: /Applies to/ });
    expect(scope).toHaveTextContent('Everything (global role)');
    await userEvent.setup().click(scope);
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Everything (global role)', 'One organization (given per membership)']);
  });
});

describe('role form rules', { timeout: 20_000 }, () => {
  it("shows the definition's messages on the field, the API's texts, and sends nothing", async () => {
    renderAdminAt('/admin/roles/add', ROLE_ADMIN);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Name/), 'A');
    await user.click(screen.getByLabelText(/Description/));
    await user.paste('B'.repeat(501));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Role name must be at least 2 characters long')).toBeInTheDocument();
    expect(screen.getByText('Description must be at most 500 characters long')).toBeInTheDocument();
    expect(api.calls.some((call) => call.startsWith('POST'))).toBe(false);
  });
});

describe('role that requires two-factor sign-in', { timeout: 20_000 }, () => {
  it('is switched on in the form, with a hint saying what it does, and sent as requireTwoFactor', async () => {
    renderAdminAt('/admin/roles/4/edit', ROLE_ADMIN);
    const user = userEvent.setup();
    const toggle = await screen.findByRole('switch', { name: 'Require two-factor sign-in' });
    expect(toggle).not.toBeChecked();
    expect(screen.getByText('Members must set up two-factor authentication; until they do, they can only open My account.')).toBeInTheDocument();
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location()).toBe('/admin/roles/4'));
    expect(putBodies()[0]).toMatchObject({ id: 4, requireTwoFactor: true });
  });

  it('shows in the role\'s details', async () => {
    api.rows('roles')[0].requireTwoFactor = true;
    renderAdminAt('/admin/roles/4', ROLE_ADMIN);
    expect(await screen.findByText('Require two-factor sign-in')).toBeInTheDocument();
    // Built in: no; requires two-factor sign-in: yes.
    expect(await screen.findByLabelText('Yes')).toBeInTheDocument();
    expect(screen.getByLabelText('No')).toBeInTheDocument();
  });
});

describe('permission details', { timeout: 20_000 }, () => {
  it('offers no delete for a system permission, which the API would refuse', async () => {
    renderAdminAt('/admin/permissions/1', ['permissions.read', 'permissions.delete']);
    expect(await screen.findAllByText('roles.read')).not.toHaveLength(0);
    expect(await screen.findByRole('link', { name: 'List' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('deletes a permission that is not a system one', async () => {
    api.rows('permissions')[0].isSystem = false;
    renderAdminAt('/admin/permissions/1', ['permissions.read', 'permissions.delete']);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(api.calls).toContain('DELETE /permissions/1/soft'));
  });
});

describe('permission form', { timeout: 20_000 }, () => {
  it('requires names shaped resource.action', async () => {
    renderAdminAt('/admin/permissions/add', ROLE_ADMIN);
    const user = userEvent.setup();
    const name = await screen.findByLabelText(/Name/);
    await user.type(name, 'Reports Read');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Permission names look like resource.action, in lower case')).toBeInTheDocument();
    expect(api.calls.some((call) => call.startsWith('POST'))).toBe(false);
    await user.clear(name);
    await user.type(name, 'reports.read');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls).toContain('POST /permissions {"name":"reports.read"}'));
  });

  it('is at /admin/permissions/add, not read as a record id', async () => {
    renderAdminAt('/admin/permissions/add', ROLE_ADMIN);
    expect(await screen.findByLabelText(/Name/)).toBeInTheDocument();
    expect(api.calls.filter((call) => call.startsWith('GET /permissions/add'))).toEqual([]);
  });
});
