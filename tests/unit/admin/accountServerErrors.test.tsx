/**
 * My account's forms, like every other form, show a refusal that names a field both on the field
 * and in a toast (the catalogue's Serbian title, the reason in the interface language).
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { DataProvider } from 'react-admin';
import { beforeEach, describe, expect, it } from 'vitest';
import enAdmin from '../../../locales/en/admin.json';
import type { SessionUser } from '../../../src/shared/api';
import { storeTokens } from '../../../src/auth/session';
import { writeItem } from '../../../src/auth/storage';
import { AccountPage } from '../../../src/admin/account/AccountPage';
import { setupMswServer } from '../support/msw';
import { AdminTestApp } from './testKit';

const t = enAdmin.account;
const USER: SessionUser = {
  id: 7, full_name: 'Ada Lovelace', user_name: 'ada', email: 'ada@example.com', roles: ['Viewer'], organisations: [],
  permissions: [], requestPasswordChange: false, twoFactorEnabled: false, twoFactorRequired: false,
};

const server = setupMswServer();

beforeEach(() => {
  localStorage.clear();
  storeTokens('bearer-1', 'refresh-1');
  writeItem('user', USER);
  server.use(
    http.post('*/api/1.0/accounts/authenticate', () => HttpResponse.json(USER)),
    http.get('*/api/1.0/users/7', () => HttpResponse.json({ id: 7, firstName: 'Ada', lastName: 'Lovelace', userName: 'ada' })),
    http.post('*/api/1.0/accounts/password', () =>
      HttpResponse.json({ message: 'Validation failed', errors: [{ field: 'currentPassword', reason: 'The current password is not correct' }] }, { status: 422 }),
    ),
    http.put('*/api/1.0/accounts/profile', () =>
      HttpResponse.json({ message: 'Conflict', reason: 'User name already in use', errors: [{ field: 'userName', reason: 'User name already in use' }] }, { status: 409 }),
    ),
  );
});

const toast = () => document.querySelector('.MuiSnackbarContent-message');
const field = (scope: ReturnType<typeof within>, label: string) => scope.getByLabelText(new RegExp(`^${label}`));

function renderAccount() {
  render(
    <AdminTestApp dataProvider={{} as DataProvider} path="/admin/account" route="/admin/account">
      <AccountPage />
    </AdminTestApp>,
  );
}

describe('My account, a refusal naming a field', { timeout: 30_000 }, () => {
  it('password: the current password field says it is wrong, and so does a toast', async () => {
    renderAccount();
    const user = userEvent.setup();
    const section = within(document.getElementById('password')!);
    await user.type(field(section, t.password.current), 'wrong-password');
    await user.type(field(section, t.password.new), 'new-password');
    await user.type(field(section, t.password.confirm), 'new-password');
    await user.click(section.getByRole('button', { name: t.password.submit }));
    expect(await section.findByText(t.password.currentWrong)).toBeInTheDocument();
    await waitFor(() => expect(toast()).toHaveTextContent('Validacijska greška'));
    expect(toast()).toHaveTextContent(t.password.currentWrong);
  });

  it('profile: the username field says it is taken, and so does a toast', async () => {
    renderAccount();
    const user = userEvent.setup();
    const section = within(document.getElementById('profile')!);
    const userName = await waitFor(() => field(section, t.profile.userName));
    await user.clear(userName);
    await user.type(userName, 'grace');
    await user.click(section.getByRole('button', { name: t.profile.save }));
    expect(await section.findByText(t.profile.userNameTaken)).toBeInTheDocument();
    await waitFor(() => expect(toast()).toHaveTextContent('Konflikt'));
    expect(toast()).toHaveTextContent(t.profile.userNameTaken);
    expect(screen.queryByText(t.profile.saved)).not.toBeInTheDocument();
  });
});
