/**
 * The users resource as the admin registers it: details with roles, organisations, last
 * sign-in and dates; the Claims tab (list, add, edit, remove) under `/admin/users/{id}/claims`;
 * the list's filters; access by URL.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, type FakeApi } from '../../admin/contractApi';
import { location, renderAdminAt } from '../../admin/adminAt';
import { setupMswServer } from '../../support/msw';
import { signedInScreens } from '../../admin/testKit';

const ADA = {
  id: 7,
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  userName: 'ada',
  gender: false,
  dateOfBirth: '1815-12-10',
  isActive: true,
  requestPasswordChange: false,
  roles: [{ id: 21, name: 'Administrator' }],
  organisations: [{ id: 11, name: 'Acme' }],
  lastLoginAt: '2026-05-17T08:30:00.000Z',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-02-01T00:00:00.000Z',
  deletedAt: null,
};

const server = setupMswServer();
let api: FakeApi;

signedInScreens();
beforeEach(() => {
  api = fakeApi([
    { name: 'users', rows: [{ ...ADA }], create: [], update: [], softDelete: true, activeState: true },
    {
      name: 'user-claims',
      rows: [
        { id: 3, userId: 7, type: 'department', value: 'sales', createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' },
        { id: 4, userId: 8, type: 'department', value: 'hr', createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' },
      ],
      create: ['userId', 'type', 'value'],
      update: ['type', 'value'],
      hardDelete: true,
      filters: ['userId'],
    },
    { name: 'roles', rows: [{ id: 21, name: 'Administrator' }], create: [], update: [] },
    { name: 'organisations', rows: [{ id: 11, name: 'Acme Corporation of Very Long Names d.o.o.' }], create: [], update: [] },
  ]);
  server.use(...api.handlers);
});


const EDITOR = ['users.read', 'users.update', 'users.delete'];

describe('user details', { timeout: 20_000 }, () => {
  it('shows roles, organisations, last sign-in and the dates, with a Claims tab', async () => {
    renderAdminAt('/admin/users/7', ['users.read']);
    expect(await screen.findByText('Administrator')).toBeInTheDocument();
    expect(screen.getByText('Acme')).toBeInTheDocument();
    for (const label of ['Last Login', 'Created', 'Updated']) expect(screen.getByText(label)).toBeInTheDocument();
    expect(screen.getByText(new Date(ADA.lastLoginAt).toLocaleString('en'))).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Claims' })).toHaveAttribute('href', '/admin/users/7/claims');
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it("lists the user's claims on the Claims tab, read-only without users.update", async () => {
    renderAdminAt('/admin/users/7/claims', ['users.read']);
    expect(await screen.findByText('sales')).toBeInTheDocument();
    expect(screen.queryByText('hr')).not.toBeInTheDocument();
    expect(api.calls.some((call) => call.startsWith('GET /user-claims/paged') && call.includes('userId=7'))).toBe(true);
    expect(screen.queryByRole('link', { name: 'Add' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('adds a claim from the tab (userId from the URL) and comes back to it', async () => {
    renderAdminAt('/admin/users/7/claims', EDITOR);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Add' }));
    await waitFor(() => expect(location()).toBe('/admin/users/7/claims/add'));
    await user.type(await screen.findByLabelText(/Type/), 'level');
    await user.type(screen.getByLabelText(/Value/), 'senior');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location()).toBe('/admin/users/7/claims'));
    expect(api.calls).toContain('POST /user-claims {"type":"level","value":"senior","userId":7}');
    expect(await screen.findByText('senior')).toBeInTheDocument();
  });

  it('edits a claim with a PUT of its type and value only', async () => {
    renderAdminAt('/admin/users/7/claims/3/edit', EDITOR);
    const user = userEvent.setup();
    const value = await screen.findByLabelText(/Value/);
    await waitFor(() => expect(value).toHaveValue('sales'));
    await user.clear(value);
    await user.type(value, 'marketing');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location()).toBe('/admin/users/7/claims'));
    const put = api.calls.find((call) => call.startsWith('PUT /user-claims/3 '))!;
    // Its type and value, and the version the screen read (docs/decisions.md#edits).
    expect(JSON.parse(put.slice('PUT /user-claims/3 '.length))).toEqual({ type: 'department', value: 'marketing', updatedAt: expect.any(String) });
  });

  it("refuses a claim value over 500 characters with the definition's message, the API's 422 text, and sends nothing", async () => {
    renderAdminAt('/admin/users/7/claims/3/edit', EDITOR);
    const user = userEvent.setup();
    const value = await screen.findByLabelText(/Value/);
    await waitFor(() => expect(value).toHaveValue('sales'));
    await user.clear(value);
    await user.click(value);
    await user.paste('v'.repeat(501));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Claim value is required (up to 500 characters)')).toBeInTheDocument();
    expect(api.calls.some((call) => call.startsWith('PUT /user-claims'))).toBe(false);
  });

  it('removes a claim (hard delete) after a confirmation', async () => {
    renderAdminAt('/admin/users/7/claims', EDITOR);
    const user = userEvent.setup();
    const row = (await screen.findByText('sales')).closest('tr') as HTMLElement;
    await user.click(await within(row).findByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(api.calls).toContain('DELETE /user-claims/3'));
    await waitFor(() => expect(screen.queryByText('sales')).not.toBeInTheDocument());
  });

  it('soft-deletes the user from the details page after a confirmation', async () => {
    renderAdminAt('/admin/users/7', EDITOR);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(location()).toBe('/admin/users'));
    expect(api.calls).toContain('DELETE /users/7/soft');
  });
});

describe('users list and access', { timeout: 20_000 }, () => {
  it('filters by organisation, role and active state', async () => {
    renderAdminAt('/admin/users', ['users.read']);
    const user = userEvent.setup();
    await screen.findByText('Lovelace');
    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    const menu = await screen.findByRole('menu');
    for (const name of ['Organization', 'Role', 'Active']) expect(within(menu).getByRole('menuitemcheckbox', { name })).toBeInTheDocument();
    await user.click(within(menu).getByRole('menuitemcheckbox', { name: 'Organization' }));
    await user.click(await screen.findByLabelText('Organization'));
    await user.click(await screen.findByRole('option', { name: 'Acme Corporation of Very Long Names d.o.o.' }));
    await waitFor(() => expect(api.calls.some((call) => call.startsWith('GET /users/paged') && call.includes('orgId=11'))).toBe(true));
  });

  it('shows the access-denied page for /admin/users/add without users.create', async () => {
    renderAdminAt('/admin/users/add', ['users.read']);
    expect(await screen.findByText('Access denied')).toBeInTheDocument();
    expect(api.calls.some((call) => call.startsWith('POST'))).toBe(false);
  });

  it("opens the add screen at react-admin's /admin/users/create, never reading it as a user id", async () => {
    renderAdminAt('/admin/users/create', EDITOR);
    await waitFor(() => expect(location()).toBe('/admin/users/add'));
    expect(screen.queryByText('Not Found')).not.toBeInTheDocument();
    expect(api.calls.filter((call) => call.startsWith('GET /users/create'))).toEqual([]);
  });
});
