/**
 * "Send password reset link" on a user's details (docs/decisions.md#accounts): with users.update,
 * for an active user; a confirmation dialog, then `POST /users/{id}/password-reset` and a toast
 * naming the address. Not offered to a reader, nor for an inactive user. The details show the
 * user's preferred language by its native name.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../admin/contractApi';
import { renderAdminAt } from '../../admin/adminAt';
import { setupMswServer } from '../../support/msw';
import { signedInScreens } from '../../admin/testKit';

const ADA = {
  id: 7,
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  userName: 'ada',
  gender: false,
  dateOfBirth: null,
  isActive: true,
  preferredLanguage: 'sr',
  requestPasswordChange: false,
  roles: [],
  organisations: [],
  lastLoginAt: null,
  invitedAt: null,
  invitationAcceptedAt: null,
  twoFactorEnabled: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-02-01T00:00:00.000Z',
  deletedAt: null,
};

const server = setupMswServer();
let resets: string[] = [];

signedInScreens();
beforeEach(() => {
  resets = [];
  const api = fakeApi([
    { name: 'users', rows: [{ ...ADA }, { ...ADA, id: 8, email: 'off@example.com', isActive: false }], create: [], update: [], softDelete: true, activeState: true },
    { name: 'user-claims', rows: [], create: [], update: [], filters: ['userId'] },
  ]);
  server.use(
    http.post('*/api/1.0/users/:id/password-reset', ({ params }) => {
      resets.push(String(params.id));
      return HttpResponse.json({ status: 'sent' }, { status: 202 });
    }),
    ...api.handlers,
  );
});

describe('send password reset link', { timeout: 20_000 }, () => {
  it('asks for confirmation, posts the reset and toasts the address', async () => {
    renderAdminAt('/admin/users/7', ['users.read', 'users.update']);
    expect(await screen.findByText('Srpski')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send password reset link' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Ada Lovelace will receive a single-use link at ada@example.com/)).toBeInTheDocument();
    expect(resets).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Send link' }));
    await waitFor(() => expect(resets).toEqual(['7']));
    expect(await screen.findByText('A password reset link has been sent to ada@example.com.')).toBeInTheDocument();
  });

  it('is not offered without users.update', async () => {
    renderAdminAt('/admin/users/7', ['users.read']);
    expect(await screen.findByText('Srpski')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send password reset link' })).not.toBeInTheDocument();
  });

  it('is not offered for an inactive user', async () => {
    renderAdminAt('/admin/users/8', ['users.read', 'users.update']);
    expect(await screen.findByText('off@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send password reset link' })).not.toBeInTheDocument();
  });
});
