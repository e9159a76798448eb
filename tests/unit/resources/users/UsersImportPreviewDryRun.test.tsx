/**
 * The users CSV import's preview asks the server (`POST /accounts/register-bulk?dryRun=true`)
 * about the rows the file itself finds fine: a user who already exists is not "Ready" but
 * "Already exists" with the reason, is not sent, and the result says the same.
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

/** Addresses of users already in the database. */
const EXISTING = new Set(['existing@example.com']);

const CSV = [
  'firstName,lastName,email,userName,roles,organisations',
  'Ana,Jovanović,ana@example.com,ana.j,,',
  'Ena,Postojeća,existing@example.com,ena.p,,',
  'Bad,Row,not-an-email,bad.r,,',
].join('\n');


let requests: { dryRun: boolean; emails: string[] }[];

beforeEach(() => {
  localStorage.clear();
  storeTokens('b1', 'r1');
  requests = [];
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  server.use(
    http.get('*/api/1.0/roles', () => HttpResponse.json([])),
    http.get('*/api/1.0/organisations/info', () => HttpResponse.json([])),
    // Answers as the API does: the same per-row results with or without dryRun, ids only when written.
    http.post('*/api/1.0/accounts/register-bulk', async ({ request }) => {
      const dryRun = new URL(request.url).searchParams.get('dryRun') === 'true';
      const body = (await request.json()) as { users: { email: string }[] };
      requests.push({ dryRun, emails: body.users.map((user) => user.email) });
      return HttpResponse.json({
        dryRun,
        results: body.users.map((user, index) =>
          EXISTING.has(user.email)
            ? { row: index + 1, status: 409, errors: [{ field: 'email', reason: 'Email already in use' }] }
            : { row: index + 1, status: 201, ...(dryRun ? {} : { id: 200 + index }) },
        ),
      });
    }),
  );
});

async function pickFile(text: string) {
  render(
    <AdminTestApp dataProvider={createDataProvider()} path="/admin/users/import">
      <ResourceContextProvider value="users">
        <UsersImport />
      </ResourceContextProvider>
    </AdminTestApp>,
  );
  await userEvent.upload(screen.getByTestId('import-file') as HTMLInputElement, new File([text], 'people.csv', { type: 'text/csv' }));
}

const rowOf = (table: HTMLElement, text: string) => within(table).getByText(text).closest('tr')!;

describe('Users CSV import preview', () => {
  it('shows a user who already exists as not ready, with the server’s status and reason, and does not send it', async () => {
    await pickFile(CSV);
    const preview = await screen.findByTestId('import-preview');

    // The dry run was asked about the two rows the file finds fine.
    expect(requests).toEqual([{ dryRun: true, emails: ['ana@example.com', 'existing@example.com'] }]);
    expect(within(rowOf(preview, 'ana@example.com')).getByText('Ready')).toBeInTheDocument();
    const existingRow = rowOf(preview, 'existing@example.com');
    expect(within(existingRow).queryByText('Ready')).not.toBeInTheDocument();
    expect(within(existingRow).getByText('Already exists')).toBeInTheDocument();
    expect(within(existingRow).getByText('Email: A user with this email already exists')).toBeInTheDocument();
    expect(screen.getByText('1 row ready')).toBeInTheDocument();
    expect(screen.getByText('2 rows with problems')).toBeInTheDocument();

    await userEvent.click(screen.getByTestId('import-send'));
    const results = await screen.findByTestId('import-results');
    expect(requests[1]).toEqual({ dryRun: false, emails: ['ana@example.com'] });
    expect(within(rowOf(results, 'existing@example.com')).getByText('Already exists')).toBeInTheDocument();
    expect(within(rowOf(results, 'ana@example.com')).getByText('Invited')).toBeInTheDocument();
    expect(screen.getByText('1 invited')).toBeInTheDocument();
    expect(screen.getByText('2 failed')).toBeInTheDocument();
  });

  it('warns when the server cannot check the rows, and still previews the file', async () => {
    server.use(http.post('*/api/1.0/accounts/register-bulk', () => HttpResponse.json({ message: 'Forbidden' }, { status: 403 })));
    await pickFile(CSV);
    await screen.findByTestId('import-preview');
    expect(screen.getByText(/The server could not check the rows/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('2 rows ready')).toBeInTheDocument());
  });
});
