/**
 * The CSV import of users (`/admin/users/import`, docs/decisions.md#accounts) against msw: a file is read and
 * checked before anything is sent, only rows without problems reach
 * `POST /accounts/register-bulk`, and each row's outcome (invited, refused by the server, not
 * sent) is shown afterwards.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ResourceContextProvider } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createDataProvider } from '../../../../src/admin/dataProvider';
import { storeTokens } from '../../../../src/auth/session';
import { UsersImport } from '../../../../src/resources/users/import/UsersImport';
import { AdminTestApp } from '../../admin/testKit';
import { setupMswServer } from '../../support/msw';

const server = setupMswServer();

const CSV = [
  'firstName,lastName,email,userName,roles,organisations',
  'Ana,Jovanović,ana@example.com,ana.j,Viewer,Dunav Soft',
  'Marko,Petrović,marko@example.com,marko.p,Wizard,',
  'Jelena,Ilić,jelena@example,jelena.i,,',
  'Petar,Nikolić,petar@example.com,petar.n,Viewer;Administrator,Dunav Soft',
].join('\n');

let sentBodies: unknown[];


beforeEach(() => {
  localStorage.clear();
  storeTokens('b1', 'r1');
  sentBodies = [];
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  server.use(
    http.get('*/api/1.0/roles', () => HttpResponse.json([{ id: 1, name: 'Administrator' }, { id: 3, name: 'Viewer' }])),
    http.get('*/api/1.0/organisations/info', () => HttpResponse.json([{ id: 11, name: 'Dunav Soft' }])),
    http.post('*/api/1.0/accounts/register-bulk', async ({ request }) => {
      const body = (await request.json()) as { users: { email: string }[] };
      // The preview's dry run finds every row fine (the address is taken in between).
      if (new URL(request.url).searchParams.get('dryRun') === 'true') {
        return HttpResponse.json({ dryRun: true, results: body.users.map((_, index) => ({ row: index + 1, status: 201 })) });
      }
      sentBodies.push(body);
      // The second sent row's email is taken: the server answers 409 for it.
      return HttpResponse.json({
        results: body.users.map((user, index) =>
          user.email === 'petar@example.com'
            ? { row: index + 1, status: 409, errors: [{ field: 'email', reason: 'Email already exists' }] }
            : { row: index + 1, status: 201, id: 100 + index },
        ),
      });
    }),
  );
});

function renderImport() {
  render(
    <AdminTestApp dataProvider={createDataProvider()} path="/admin/users/import">
      {/* The screen is a child route of the users <Resource>, which provides this context. */}
      <ResourceContextProvider value="users">
        <UsersImport />
      </ResourceContextProvider>
    </AdminTestApp>,
  );
}

async function pickFile(text: string, name = 'people.csv') {
  const input = screen.getByTestId('import-file') as HTMLInputElement;
  await userEvent.upload(input, new File([text], name, { type: 'text/csv' }));
}

describe('Users CSV import', () => {
  it('previews every row with its problems, sends only the valid ones and shows each outcome', async () => {
    renderImport();
    await pickFile(CSV);

    const preview = await screen.findByTestId('import-preview');
    expect(screen.getByText('Preview of people.csv')).toBeInTheDocument();
    expect(screen.getByText('2 rows ready')).toBeInTheDocument();
    expect(screen.getByText('2 rows with problems')).toBeInTheDocument();
    expect(within(preview).getByText(/No role named "Wizard"/)).toBeInTheDocument();
    expect(within(preview).getByText(/Please enter a valid email address/)).toBeInTheDocument();

    await userEvent.click(screen.getByTestId('import-send'));
    const results = await screen.findByTestId('import-results');

    // Rows 1 and 4 were sent, with the names resolved to ids; rows 2 and 3 were not.
    expect(sentBodies).toEqual([
      {
        users: [
          { firstName: 'Ana', lastName: 'Jovanović', email: 'ana@example.com', userName: 'ana.j', roleIds: [3], organisationIds: [11] },
          { firstName: 'Petar', lastName: 'Nikolić', email: 'petar@example.com', userName: 'petar.n', roleIds: [3, 1], organisationIds: [11] },
        ],
      },
    ]);
    expect(within(results).getByText('Invited')).toBeInTheDocument();
    expect(within(results).getByText('Already exists')).toBeInTheDocument();
    expect(within(results).getByText('Email: A user with this email already exists')).toBeInTheDocument();
    expect(within(results).getAllByText('Not sent')).toHaveLength(2);
    expect(screen.getByText('1 invited')).toBeInTheDocument();
    expect(screen.getByText('3 failed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download failed rows' })).toBeInTheDocument();
  });

  it('refuses a file without the required columns before anything is sent', async () => {
    renderImport();
    await pickFile('name,mail\nAna,ana@example.com\n');
    expect(await screen.findByRole('alert')).toHaveTextContent('The file lacks the required columns: firstName, lastName, email, userName');
    expect(screen.queryByTestId('import-preview')).not.toBeInTheDocument();
    expect(sentBodies).toEqual([]);
  });

  it('offers no send when no row is valid', async () => {
    renderImport();
    await pickFile('firstName,lastName,email,userName\nA,B,bad,c\n');
    await screen.findByTestId('import-preview');
    await waitFor(() => expect(screen.getByTestId('import-send')).toBeDisabled());
  });
});
