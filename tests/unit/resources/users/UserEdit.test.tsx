import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, delay } from 'msw';
import { Route } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createDataProvider } from '../../../../src/admin/dataProvider';
import { storeTokens } from '../../../../src/auth/session';
import type { User } from '../../../../src/shared/api';
import { UserCreate } from '../../../../src/resources/users/UserCreate';
import { UserEdit } from '../../../../src/resources/users/UserEdit';
import { AdminTestApp } from '../../admin/testKit';
import { pagedOf, setupMswServer } from '../../support/msw';

const ADA: User = {
  id: 7,
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  userName: 'ada',
  gender: false,
  dateOfBirth: '1915-12-10',
  isActive: false,
  preferredLanguage: 'en',
  requestPasswordChange: false,
  roles: [{ id: 21, name: 'Administrator' }],
  organisations: [{ id: 11, name: 'Acme' }],
  lastLoginAt: null,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  deletedAt: null,
  invitedAt: null,
  invitationAcceptedAt: null,
  twoFactorEnabled: false,
};

const server = setupMswServer();
beforeEach(() => {
  localStorage.clear();
  storeTokens('b1', 'r1');
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const organisations = [{ id: 11, name: 'Acme' }, { id: 12, name: 'Globex' }];
  const roles = [{ id: 21, name: 'Administrator' }, { id: 22, name: 'Viewer' }];
  const byIds = (items: { id: number }[]) => async ({ request }: { request: Request }) => {
    const { ids } = (await request.json()) as { ids: number[] };
    return HttpResponse.json(items.filter((item) => ids.includes(item.id)));
  };
  server.use(
    http.get('*/api/1.0/organisations/paged', () => HttpResponse.json(pagedOf(organisations))),
    http.get('*/api/1.0/roles/paged', () => HttpResponse.json(pagedOf(roles))),
    http.post('*/api/1.0/organisations/by-ids', byIds(organisations)),
    http.post('*/api/1.0/roles/by-ids', byIds(roles)),
  );
});

function renderEdit() {
  render(
    <AdminTestApp
      dataProvider={createDataProvider()}
      path="/admin/users/7/edit"
      route="/admin/users/:id/edit"
      extraRoutes={<Route path="/admin/users/:id" element={<p>User details page</p>} />}
    >
      <UserEdit />
    </AdminTestApp>,
  );
}


/** Clicks the submit button once the form has validated (validity is computed asynchronously). */
async function submitWith(user: ReturnType<typeof userEvent.setup>, name: string) {
  const button = await screen.findByRole('button', { name });
  await waitFor(() => expect(button).toBeEnabled());
  await user.click(button);
}

describe('Edit User screen', () => {
  it("shows 'Loading user details...' until the user arrives, then titles the page with the name", async () => {
    server.use(
      http.get('*/api/1.0/users/7', async () => {
        await delay(50);
        return HttpResponse.json(ADA);
      }),
    );
    renderEdit();
    expect(await screen.findByText('Loading user details...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Edit User' })).toBeInTheDocument();
    expect(await screen.findByLabelText('First Name')).toHaveValue('Ada');
    await waitFor(() => expect(document.title).toBe('Edit User - Ada Lovelace'));
    expect(screen.getByRole('link', { name: 'Back to user details' })).toHaveAttribute('href', '/admin/users/7');
  });

  it("shows 'Failed to load user.' and the catalogue toast when loading fails", async () => {
    server.use(http.get('*/api/1.0/users/7', () => HttpResponse.json({ message: 'User not found' }, { status: 404 })));
    renderEdit();
    expect(await screen.findByText('Failed to load user.')).toBeInTheDocument();
    expect(await screen.findByText(/Nije pronađeno\s+User not found/)).toBeInTheDocument();
  });

  it('fills the form from the user (Active Status from isActive) and PUTs the docs/requirements.md#r7 payload', async () => {
    let sent: unknown;
    server.use(
      http.get('*/api/1.0/users/7', () => HttpResponse.json(ADA)),
      http.put('*/api/1.0/users/7', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ ...ADA, firstName: 'Augusta' });
      }),
    );
    renderEdit();
    const user = userEvent.setup();
    const firstName = await screen.findByLabelText('First Name');
    expect(screen.getByLabelText('Active Status')).not.toBeChecked();
    expect(screen.getByLabelText('Request Password Change')).not.toBeChecked();
    expect(await screen.findByLabelText('Acme')).toBeChecked();
    expect(await screen.findByLabelText('Administrator')).toBeChecked();
    await user.clear(firstName);
    await user.type(firstName, 'Augusta');
    await user.click(screen.getByLabelText('Globex'));
    await user.click(screen.getByLabelText('Active Status'));
    const apply = screen.getByRole('button', { name: 'Apply Changes' });
    await waitFor(() => expect(apply).toBeEnabled());
    await user.click(apply);
    expect(await screen.findByText('User updated successfully!')).toBeInTheDocument();
    expect(await screen.findByText('User details page')).toBeInTheDocument();
    expect(sent).toEqual({
      id: 7,
      firstName: 'Augusta',
      lastName: 'Lovelace',
      userName: 'ada',
      email: 'ada@example.com',
      dateOfBirth: '1915-12-10',
      gender: false,
      organisationIds: [11, 12],
      roleIds: [21],
      requestPasswordChange: false,
      status: true,
      preferredLanguage: 'en',
      // The version the screen read (docs/decisions.md#edits).
      updatedAt: '2026-01-01T00:00:00Z',
    });
  });

  it("offers no password fields and reads 'Saving...' (disabled) while saving", async () => {
    let finish!: () => void;
    const saved = new Promise<void>((resolve) => (finish = resolve));
    server.use(
      http.get('*/api/1.0/users/7', () => HttpResponse.json(ADA)),
      http.put('*/api/1.0/users/7', async () => {
        await saved;
        return HttpResponse.json(ADA);
      }),
    );
    renderEdit();
    const user = userEvent.setup();
    await screen.findByLabelText('First Name');
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Confirm Password')).not.toBeInTheDocument();
    await submitWith(user, 'Apply Changes');
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    finish();
    expect(await screen.findByText('User details page')).toBeInTheDocument();
  });

  it("toasts 'Failed to update user' and stays when saving fails", async () => {
    server.use(
      http.get('*/api/1.0/users/7', () => HttpResponse.json(ADA)),
      http.put('*/api/1.0/users/7', () =>
        HttpResponse.json({ message: 'Conflict', errors: [{ field: 'email', reason: 'Email already in use' }] }, { status: 409 }),
      ),
    );
    renderEdit();
    const user = userEvent.setup();
    await screen.findByLabelText('First Name');
    const apply = screen.getByRole('button', { name: 'Apply Changes' });
    await waitFor(() => expect(apply).toBeEnabled());
    await user.click(apply);
    expect(await screen.findByText(/Failed to update user/)).toBeInTheDocument();
    expect(screen.getByText(/Konflikt: This email address is already in use/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Edit User' })).toBeInTheDocument();
  });
});

describe('Add User screen', () => {
  it("creates the user, toasts, and opens the new user's details page", async () => {
    let sent: unknown;
    server.use(
      http.post('*/api/1.0/users', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ ...ADA, id: 99 }, { status: 201 });
      }),
    );
    render(
      <AdminTestApp
        dataProvider={createDataProvider()}
        path="/admin/users/add"
        route="/admin/users/add"
        extraRoutes={<Route path="/admin/users/99" element={<p>New user details</p>} />}
      >
        <UserCreate />
      </AdminTestApp>,
    );
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Add User' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('First Name'), 'Ada');
    await user.type(screen.getByLabelText('Last Name'), 'Lovelace');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Username'), 'ada');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.type(screen.getByLabelText('Confirm Password'), 'secret1');
    await user.tab();
    await submitWith(user, 'Add User');
    expect(await screen.findByText('New user details')).toBeInTheDocument();
    expect(await screen.findByText('User added successfully!')).toBeInTheDocument();
    expect(sent).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      userName: 'ada',
      password: 'secret1',
      gender: null,
      requestPasswordChange: true,
      status: true,
      preferredLanguage: 'en',
    });
  });
});
