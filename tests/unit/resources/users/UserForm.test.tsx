import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createDataProvider } from '../../../../src/admin/dataProvider';
import { storeTokens } from '../../../../src/auth/session';
import { UserCreate } from '../../../../src/resources/users/UserCreate';
import { AdminTestApp } from '../../admin/testKit';
import { pagedOf, setupMswServer } from '../../support/msw';
import { datePickerInput, enterDate } from '../../support/datePicker';

const server = setupMswServer();
beforeEach(() => {
  localStorage.clear();
  storeTokens('b1', 'r1');
});

const ORGANISATIONS = [
  { id: 11, name: 'Acme' },
  { id: 12, name: 'Globex' },
];
const ROLES = [
  { id: 21, name: 'Administrator' },
  { id: 22, name: 'Viewer' },
];

/** Pickers answering after `gate` resolves; every request's query is kept. */
function pickers(gate: Promise<unknown> = Promise.resolve()) {
  const queries: Record<string, URLSearchParams[]> = { organisations: [], roles: [] };
  server.use(
    http.get('*/api/1.0/organisations/paged', async ({ request }) => {
      queries.organisations.push(new URL(request.url).searchParams);
      await gate;
      return HttpResponse.json(pagedOf(ORGANISATIONS));
    }),
    http.get('*/api/1.0/roles/paged', async ({ request }) => {
      queries.roles.push(new URL(request.url).searchParams);
      await gate;
      return HttpResponse.json(pagedOf(ROLES));
    }),
    http.post('*/api/1.0/organisations/by-ids', async ({ request }) => {
      const { ids } = (await request.json()) as { ids: number[] };
      return HttpResponse.json(ORGANISATIONS.filter((o) => ids.includes(o.id)));
    }),
    http.post('*/api/1.0/roles/by-ids', async ({ request }) => {
      const { ids } = (await request.json()) as { ids: number[] };
      return HttpResponse.json(ROLES.filter((r) => ids.includes(r.id)));
    }),
  );
  return queries;
}

/** `POST /users`: every body is kept; answers after `gate` resolves. */
function usersApi(gate: Promise<unknown> = Promise.resolve()) {
  const sent: unknown[] = [];
  server.use(
    http.post('*/api/1.0/users', async ({ request }) => {
      sent.push(await request.json());
      await gate;
      return HttpResponse.json({ id: 99 }, { status: 201 });
    }),
  );
  return sent;
}

function renderAdd(props: { organisationId?: number } = {}) {
  render(
    <AdminTestApp
      dataProvider={createDataProvider()}
      path="/admin/users/add"
      route="/admin/users/add"
      extraRoutes={<Route path="/admin/users/99" element={<p>New user details</p>} />}
    >
      <UserCreate {...props} />
    </AdminTestApp>,
  );
}

async function fillValidAddForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('First Name'), 'Ada');
  await user.type(screen.getByLabelText('Last Name'), 'Lovelace');
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Username'), 'ada');
  await user.type(screen.getByLabelText('Password'), 'secret1');
  await user.type(screen.getByLabelText('Confirm Password'), 'secret1');
  await user.tab();
}

/** Clicks the submit button once the form has validated. */
async function submitWith(user: ReturnType<typeof userEvent.setup>, name: string) {
  const button = await screen.findByRole('button', { name });
  await waitFor(() => expect(button).toBeEnabled());
  await user.click(button);
}

describe('UserForm (Add User)', { timeout: 15_000 }, () => {
  it('requests organisations and roles with page 1, 100 items, empty search, showing loading texts meanwhile', async () => {
    let open!: () => void;
    const queries = pickers(new Promise<void>((resolve) => (open = resolve)));
    renderAdd();
    expect(await screen.findByText('Loading organizations...')).toBeInTheDocument();
    expect(screen.getByText('Loading roles...')).toBeInTheDocument();
    open();
    expect(await screen.findByLabelText('Acme')).toBeInTheDocument();
    expect(await screen.findByLabelText('Viewer')).toBeInTheDocument();
    expect(screen.queryByText('Loading organizations...')).not.toBeInTheDocument();
    for (const resource of ['organisations', 'roles']) {
      expect(queries[resource]).toHaveLength(1);
      const query = queries[resource][0];
      expect(query.get('current_page')).toBe('1');
      expect(query.get('page_size')).toBe('100');
      expect(query.get('search_term')).toBe('');
    }
    // A user's roles are global ones: organisation roles are given per membership.
    expect(queries.roles[0].get('scope')).toBe('global');
    expect(queries.organisations[0].get('scope')).toBeNull();
  });

  it.each([
    ['First Name', 'A', 'First name must be at least 2 characters long'],
    ['Last Name', 'L', 'Last name must be at least 2 characters long'],
    ['Email', 'not-an-email', 'Please enter a valid email address'],
    ['Username', 'u', 'Username must be at least 2 characters long'],
    ['Password', '12345', 'Password must be at least 6 characters long'],
  ])('shows the %s message when the field is left invalid', async (label, value, message) => {
    pickers();
    renderAdd();
    const user = userEvent.setup();
    const input = await screen.findByLabelText(label);
    await user.type(input, value);
    expect(screen.queryByText(message)).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('asks to confirm the password, then requires both to match on the confirm field', async () => {
    pickers();
    renderAdd();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Password'), 'secret1');
    await user.click(screen.getByLabelText('Confirm Password'));
    await user.tab();
    expect(await screen.findByText('Please confirm your password')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Confirm Password'), 'secret2');
    await user.tab();
    expect(await screen.findByText('Passwords must match')).toBeInTheDocument();
  });

  it('keeps the submit button disabled while the form is invalid', async () => {
    pickers();
    renderAdd();
    const user = userEvent.setup();
    const submit = await screen.findByRole('button', { name: 'Add User' });
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('First Name'), 'Ada');
    await user.tab();
    expect(submit).toBeDisabled();
    await fillValidAddForm(user);
    await waitFor(() => expect(submit).toBeEnabled());
  });

  it('enables Add User as soon as the confirmation is fixed, and one click adds the user', async () => {
    pickers();
    const sent = usersApi();
    renderAdd();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('First Name'), 'Ada');
    await user.type(screen.getByLabelText('Last Name'), 'Lovelace');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Username'), 'ada');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    const confirmation = screen.getByLabelText('Confirm Password');
    await user.type(confirmation, 'secret2');
    await user.tab();
    expect(await screen.findByText('Passwords must match')).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Add User' });
    expect(submit).toBeDisabled();

    // The last field is fixed without leaving it: the message goes and the button enables at once.
    await user.clear(confirmation);
    await user.type(confirmation, 'secret1');
    await waitFor(() => expect(screen.queryByText('Passwords must match')).not.toBeInTheDocument());
    expect(confirmation).toHaveFocus();
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    expect(await screen.findByText('New user details')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
  });

  it('clears "Passwords must match" when the password is changed to match the confirmation', async () => {
    pickers();
    renderAdd();
    const user = userEvent.setup();
    await fillValidAddForm(user);
    const password = screen.getByLabelText('Password');
    await user.type(password, 'x');
    await user.tab();
    expect(await screen.findByText('Passwords must match')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add User' })).toBeDisabled();
    await user.type(password, '{Backspace}');
    await waitFor(() => expect(screen.queryByText('Passwords must match')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add User' })).toBeEnabled());
  });

  it('sends empty organisation and role selections as absent, with both checkboxes on by default', async () => {
    pickers();
    const sent = usersApi();
    renderAdd();
    const user = userEvent.setup();
    await screen.findByLabelText('Acme');
    await fillValidAddForm(user);
    await submitWith(user, 'Add User');
    expect(await screen.findByText('New user details')).toBeInTheDocument();
    expect(await screen.findByText('User added successfully!')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        userName: 'ada',
        password: 'secret1',
        gender: null,
        requestPasswordChange: true,
        status: true,
        // The interface language (English here), the form's starting choice.
        preferredLanguage: 'en',
      },
    ]);
  });

  it('sends the chosen organisations, roles, gender and date of birth', async () => {
    pickers();
    const sent = usersApi();
    renderAdd();
    const user = userEvent.setup();
    await fillValidAddForm(user);
    await user.click(await screen.findByLabelText('Globex'));
    await user.click(await screen.findByLabelText('Viewer'));
    await user.click(screen.getByLabelText('Gender'));
    await user.click(within(await screen.findByRole('listbox')).getByText('Z'));
    // The date picker takes the interface language's format (English: mm/dd/yyyy).
    enterDate(await datePickerInput('dateOfBirth'), '12/10/1915');
    await user.click(screen.getByLabelText('Active Status'));
    await submitWith(user, 'Add User');
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      organisationIds: [12],
      roleIds: [22],
      gender: false,
      dateOfBirth: '1915-12-10',
      status: false,
      requestPasswordChange: true,
    });
  });

  it("reads 'Adding User...' and is disabled while adding", async () => {
    pickers();
    let finish!: () => void;
    usersApi(new Promise<void>((resolve) => (finish = resolve)));
    renderAdd();
    const user = userEvent.setup();
    await fillValidAddForm(user);
    await submitWith(user, 'Add User');
    const busy = await screen.findByRole('button', { name: 'Adding User...' });
    expect(busy).toBeDisabled();
    finish();
    expect(await screen.findByText('New user details')).toBeInTheDocument();
  });

  it('creates a user already in an organisation: no organisation checklist, the organisation sent', async () => {
    pickers();
    const sent = usersApi();
    renderAdd({ organisationId: 12 });
    const user = userEvent.setup();
    await screen.findByLabelText('Viewer');
    expect(screen.queryByText('Organizations')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Acme')).not.toBeInTheDocument();
    await fillValidAddForm(user);
    await submitWith(user, 'Add User');
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ organisationIds: [12] });
  });

  it('shows the catalogue toast and stays when adding fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    pickers();
    server.use(
      http.post('*/api/1.0/users', () =>
        HttpResponse.json({ message: 'Conflict', errors: [{ field: 'email', reason: 'Email already in use' }] }, { status: 409 }),
      ),
    );
    renderAdd();
    const user = userEvent.setup();
    await fillValidAddForm(user);
    await submitWith(user, 'Add User');
    // The toast: the catalogue's Serbian title, the API's reason in the interface language.
    expect(await screen.findByText(/Konflikt/)).toBeInTheDocument();
    expect((await screen.findAllByText(/This email address is already in use/)).length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { name: 'Add User' })).toBeInTheDocument();
  });
});
