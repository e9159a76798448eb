/**
 * The API names fields as it reads them; a generated form reads its own: a refusal naming
 * `permissionIds` shows on the role form's permissions (written as `permissionIds`), a name the
 * form does not have is only in the toast, and neither keeps the form from being saved again
 * (react-hook-form would refuse every later submit over an error under a name it does not know).
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, type FakeApi, type Row } from './contractApi';
import { location, renderAdminAt } from './adminAt';
import { setupMswServer } from '../support/msw';
import { signedInScreens } from './testKit';

const PERMISSIONS = ['roles.read', 'users.read'].map((name, index) => ({ id: index + 1, name, description: null, isSystem: true, deletedAt: null }));

const server = setupMswServer();
let api: FakeApi;
let refusals: { status: number; body: Record<string, unknown> }[];

signedInScreens();
beforeEach(() => {
  refusals = [];
  api = fakeApi([
    {
      name: 'roles',
      rows: [{ id: 4, name: 'Manager', description: null, isSystem: false, requireTwoFactor: false, permissionIds: [1], userCount: 0, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z', deletedAt: null }],
      create: ['name', 'description', 'requireTwoFactor', 'permissionIds'],
      update: ['name', 'description', 'requireTwoFactor', 'permissionIds'],
      softDelete: true,
      present: (row: Row) => ({ ...row, permissions: (row.permissionIds as number[]).map((id) => ({ id, name: PERMISSIONS[id - 1].name })) }),
    },
    { name: 'permissions', rows: PERMISSIONS.map((permission) => ({ ...permission })), create: [], update: [], softDelete: true },
  ]);
  server.use(
    // The next refusal queued, else the contract's answer.
    http.put('*/api/1.0/roles/:id', () => {
      const refusal = refusals.shift();
      return refusal ? HttpResponse.json(refusal.body, { status: refusal.status }) : undefined;
    }),
    ...api.handlers,
  );
});

// users.read as the browser last knew it: the server's refusal below stands for a ceiling that changed meanwhile.
const ROLE_ADMIN = ['roles.read', 'roles.update', 'permissions.read', 'users.read'];
const puts = () => api.calls.filter((call) => call.startsWith('PUT /roles/4'));
const toast = () => document.querySelector('.MuiSnackbarContent-message');

describe('a refusal on a generated form', { timeout: 20_000 }, () => {
  it("naming the API's permissionIds shows on the permissions, and the form saves again", async () => {
    refusals.push({ status: 403, body: { message: 'Forbidden', reason: 'You may not grant users.read', errors: [{ field: 'permissionIds', reason: 'You may not grant users.read' }] } });
    renderAdminAt('/admin/roles/4/edit', ROLE_ADMIN);
    // The toast's layer may lie over the matrix for a moment; a user clicks through it.
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    await user.click(await screen.findByRole('checkbox', { name: 'Users: Read' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('You may not grant users.read', { selector: '#permissions-error *, #permissions-error' })).toBeInTheDocument();
    await waitFor(() => expect(toast()).toHaveTextContent('Nemate dozvolu'));
    expect(location()).toBe('/admin/roles/4/edit');

    // Granted meanwhile: the same form saves.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location()).toBe('/admin/roles/4'));
    expect(puts()).toHaveLength(1);
  });

  it('naming a field the form does not have toasts the reason, and Save works again', async () => {
    refusals.push({ status: 422, body: { message: 'Validation failed', reason: 'isSystem cannot be set', errors: [{ field: 'isSystem', reason: 'isSystem cannot be set' }] } });
    renderAdminAt('/admin/roles/4/edit', ROLE_ADMIN);
    const user = userEvent.setup();
    const description = await screen.findByLabelText('Description');
    await user.type(description, 'Runs the team');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toast()).toHaveTextContent('Validacijska greška'));
    expect(toast()).toHaveTextContent('isSystem cannot be set');
    expect(location()).toBe('/admin/roles/4/edit');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location()).toBe('/admin/roles/4'));
    expect(puts()).toHaveLength(1);
  });
});
