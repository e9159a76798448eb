import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import type { UserCreateRequest } from '../../../../src/contract/api';
import { createDataProvider } from '../../../../src/admin/dataProvider';
import { storeTokens } from '../../../../src/auth/session';
import { UserForm } from '../../../../src/resources/users/UserForm';
import { EMPTY_USER_FORM } from '../../../../src/resources/users/userForm';
import { AdminTestApp } from '../../admin/testKit';
import { pagedOf, setupMswServer } from '../../support/msw';

const server = setupMswServer();
beforeEach(() => {
  localStorage.clear();
  storeTokens('b1', 'r1');
});

/** Pickers answering after `gate` resolves; every request's query is kept. */
function pickers(gate: Promise<unknown> = Promise.resolve()) {
  const queries: Record<string, URLSearchParams[]> = { organisations: [], roles: [] };
  server.use(
    http.get('*/api/1.0/organisations/paged', async ({ request }) => {
      queries.organisations.push(new URL(request.url).searchParams);
      await gate;
      return HttpResponse.json(pagedOf([{ id: 11, name: 'Acme' }, { id: 12, name: 'Globex' }]));
    }),
    http.get('*/api/1.0/roles/paged', async ({ request }) => {
      queries.roles.push(new URL(request.url).searchParams);
      await gate;
      return HttpResponse.json(pagedOf([{ id: 21, name: 'Administrator' }, { id: 22, name: 'Viewer' }]));
    }),
  );
  return queries;
}

type Submit = (payload: UserCreateRequest) => Promise<void>;

function renderAddForm(onSubmit: Mock<Submit> = vi.fn<Submit>(async () => undefined)) {
  render(
    <AdminTestApp dataProvider={createDataProvider()}>
      <UserForm mode="add" onSubmit={onSubmit} />
    </AdminTestApp>,
  );
  return onSubmit;
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


/** Clicks the submit button once the form has validated (validity is computed asynchronously). */
async function submitWith(user: ReturnType<typeof userEvent.setup>, name: string) {
  const button = await screen.findByRole('button', { name });
  await waitFor(() => expect(button).toBeEnabled());
  await user.click(button);
}

describe('UserForm', () => {
  it('requests organisations and roles with page 1, 100 items, empty search, showing loading texts meanwhile', async () => {
    let open!: () => void;
    const queries = pickers(new Promise<void>((resolve) => (open = resolve)));
    renderAddForm();
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
  });

  it.each([
    ['First Name', 'A', 'First name must be at least 2 characters long'],
    ['Last Name', 'L', 'Last name must be at least 2 characters long'],
    ['Email', 'not-an-email', 'Please enter a valid email address'],
    ['Username', 'u', 'Username must be at least 2 characters long'],
    ['Password', '12345', 'Password must be at least 6 characters long'],
  ])('shows the %s message when the field is left invalid', async (label, value, message) => {
    pickers();
    renderAddForm();
    const user = userEvent.setup();
    const input = screen.getByLabelText(label);
    await user.type(input, value);
    expect(screen.queryByText(message)).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('asks to confirm the password, then requires both to match on the confirm field', async () => {
    pickers();
    renderAddForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByLabelText('Confirm Password'));
    await user.tab();
    expect(await screen.findByText('Please confirm your password')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Confirm Password'), 'secret2');
    await user.tab();
    expect(await screen.findByText('Passwords must match')).toBeInTheDocument();
  });

  it('keeps the submit button disabled while the form is invalid', async () => {
    pickers();
    renderAddForm();
    const user = userEvent.setup();
    const submit = screen.getByRole('button', { name: 'Add User' });
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('First Name'), 'Ada');
    await user.tab();
    expect(submit).toBeDisabled();
    await fillValidAddForm(user);
    await waitFor(() => expect(submit).toBeEnabled());
  });

  it('sends empty organisation and role selections as absent, with both checkboxes on by default', async () => {
    pickers();
    const onSubmit = renderAddForm();
    const user = userEvent.setup();
    await fillValidAddForm(user);
    await submitWith(user, 'Add User');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]).toEqual([
      {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        userName: 'ada',
        password: 'secret1',
        gender: null,
        requestPasswordChange: true,
        status: true,
      },
    ]);
  });

  it('sends the chosen organisations, roles, gender and date of birth', async () => {
    pickers();
    const onSubmit = renderAddForm();
    const user = userEvent.setup();
    await fillValidAddForm(user);
    await user.click(await screen.findByLabelText('Globex'));
    await user.click(await screen.findByLabelText('Viewer'));
    await user.click(screen.getByLabelText('Gender'));
    await user.click(within(await screen.findByRole('listbox')).getByText('Z'));
    await user.type(screen.getByLabelText('Date of Birth'), '1815-12-10');
    await user.click(screen.getByLabelText('Active Status'));
    await submitWith(user, 'Add User');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toMatchObject({
      organisationIds: [12],
      roleIds: [22],
      gender: false,
      dateOfBirth: '1815-12-10',
      status: false,
      requestPasswordChange: true,
    });
  });

  it("reads 'Adding User...' and is disabled while adding", async () => {
    pickers();
    let finish!: () => void;
    const onSubmit = vi.fn<Submit>(() => new Promise<void>((resolve) => (finish = resolve)));
    renderAddForm(onSubmit);
    const user = userEvent.setup();
    await fillValidAddForm(user);
    await submitWith(user, 'Add User');
    const busy = await screen.findByRole('button', { name: 'Adding User...' });
    expect(busy).toBeDisabled();
    finish();
    expect(await screen.findByRole('button', { name: 'Add User' })).toBeEnabled();
  });

  it("offers no password fields in edit mode and reads 'Apply Changes' / 'Saving...'", async () => {
    pickers();
    let finish!: () => void;
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(
      <AdminTestApp dataProvider={createDataProvider()}>
        <UserForm
          mode="edit"
          userId={7}
          defaultValues={{ ...EMPTY_USER_FORM, firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', userName: 'ada' }}
          onSubmit={onSubmit}
        />
      </AdminTestApp>,
    );
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Confirm Password')).not.toBeInTheDocument();
    const user = userEvent.setup();
    const apply = await screen.findByRole('button', { name: 'Apply Changes' });
    await waitFor(() => expect(apply).toBeEnabled());
    await user.click(apply);
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    finish();
    expect(await screen.findByRole('button', { name: 'Apply Changes' })).toBeInTheDocument();
  });
});
