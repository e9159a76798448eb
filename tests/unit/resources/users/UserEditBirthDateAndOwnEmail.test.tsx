/**
 * Edit User: clearing the date of birth sends null (the API clears it; an absent field is kept),
 * a date of birth outside 1900-01-01 … today is refused in the form with a translated message,
 * and on one's own user the email is read-only with a pointer to My account, since the API
 * refuses a new own address there.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route } from 'react-router-dom';
import type { AuthProvider } from 'react-admin';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDataProvider } from '../../../../src/admin/dataProvider';
import { storeTokens } from '../../../../src/auth/session';
import type { User } from '../../../../src/shared/api';
import { UserEdit } from '../../../../src/resources/users/UserEdit';
import { toUpdatePayload, userToFormValues } from '../../../../src/resources/users/userForm';
import { AdminTestApp, allowAll } from '../../admin/testKit';
import { pagedOf, setupMswServer } from '../../support/msw';
import { datePickerInput, enterDate, leaveDate, preloadDatePickers } from '../../support/datePicker';

const VESNA: User = {
  id: 7,
  firstName: 'Vesna',
  lastName: 'Jović',
  email: 'vesna@example.com',
  userName: 'vesna',
  gender: false,
  dateOfBirth: '1961-03-08',
  isActive: true,
  preferredLanguage: 'en',
  requestPasswordChange: false,
  roles: [],
  organisations: [],
  lastLoginAt: null,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  deletedAt: null,
  invitedAt: null,
  invitationAcceptedAt: null,
  twoFactorEnabled: false,
};

const server = setupMswServer();
let sent: Record<string, unknown>[];

beforeAll(preloadDatePickers);

beforeEach(() => {
  localStorage.clear();
  storeTokens('b1', 'r1');
  sent = [];
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  server.use(
    http.get('*/api/1.0/organisations/paged', () => HttpResponse.json(pagedOf([]))),
    http.get('*/api/1.0/roles/paged', () => HttpResponse.json(pagedOf([]))),
    http.get('*/api/1.0/users/7', () => HttpResponse.json(VESNA)),
    http.put('*/api/1.0/users/7', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      sent.push(body);
      return HttpResponse.json({ ...VESNA, ...body });
    }),
  );
});

function renderEdit(authProvider: AuthProvider = allowAll) {
  render(
    <AdminTestApp
      dataProvider={createDataProvider()}
      authProvider={authProvider}
      path="/admin/users/7/edit"
      route="/admin/users/:id/edit"
      extraRoutes={<Route path="/admin/users/:id" element={<p>User details page</p>} />}
    >
      <UserEdit />
    </AdminTestApp>,
  );
}

async function apply(user: ReturnType<typeof userEvent.setup>) {
  const button = screen.getByRole('button', { name: 'Apply Changes' });
  await waitFor(() => expect(button).toBeEnabled());
  await user.click(button);
}

describe('Edit User: date of birth', () => {
  it('sends null when the date of birth is cleared', async () => {
    renderEdit();
    const user = userEvent.setup();
    const dateOfBirth = await datePickerInput('dateOfBirth');
    // The interface's language (English here) orders the date, not the browser.
    expect(dateOfBirth).toHaveValue('03/08/1961');
    enterDate(dateOfBirth, '');
    await apply(user);
    expect(await screen.findByText('User details page')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toHaveProperty('dateOfBirth', null);
  });

  it('builds the PUT body with dateOfBirth null for an empty date', () => {
    expect(toUpdatePayload(7, { ...userToFormValues(VESNA), dateOfBirth: '' })).toMatchObject({ dateOfBirth: null, gender: false });
  });

  it.each(['12/31/1899', '12/31/9999'])('refuses %s with a translated message and does not save', async (date) => {
    renderEdit();
    const dateOfBirth = await datePickerInput('dateOfBirth');
    enterDate(dateOfBirth, date);
    leaveDate(dateOfBirth);
    expect(await screen.findByText('Date of birth must be between 1 January 1900 and today')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply Changes' })).toBeDisabled();
    expect(sent).toEqual([]);
  });
});

describe('Edit User: own email', () => {
  const signedInAs = (id: number): AuthProvider => ({ ...allowAll, getIdentity: async () => ({ id, fullName: 'Signed In' }) });

  it('is read-only on one’s own user, pointing to My account', async () => {
    renderEdit(signedInAs(7));
    const email = await screen.findByLabelText('Email');
    await waitFor(() => expect(email).toHaveAttribute('readonly'));
    expect(screen.getByText(/Your own email address is changed in My account/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open My account' })).toHaveAttribute('href', '/admin/account');
  });

  it("stays editable on another user's record", async () => {
    renderEdit(signedInAs(1));
    const email = await screen.findByLabelText('Email');
    expect(email).not.toHaveAttribute('readonly');
    expect(screen.queryByRole('link', { name: 'Open My account' })).not.toBeInTheDocument();
  });
});
