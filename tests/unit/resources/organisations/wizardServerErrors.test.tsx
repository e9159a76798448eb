/**
 * The Add Organisation wizard when the API refuses a field of step 1 on the final create: a PIB
 * already registered (409 naming `taxRegistrationNumber`) or one the API's rules reject (422 naming
 * `organisation.taxRegistrationNumber`). The wizard shows step 1 again with the reason on the
 * field and a toast; once the PIB is corrected, Next goes on to step 2 and Create succeeds.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { STATUS_CATALOGUE } from '../../../../src/admin/errors';
import { storeTokens } from '../../../../src/auth/session';
import { fakeApi, type FakeApi } from '../../admin/contractApi';
import { setupMswServer } from '../../support/msw';
import { location, ORGANISATION_ADMIN, organisationHandlers, renderAdminAt } from './support';

const server = setupMswServer();
let api: FakeApi;
let inits: unknown[];

beforeAll(() => {
  window.scrollTo = vi.fn() as never;
});

/** The API: `init` refuses the PIB 104827160 with `refusal`, and creates otherwise. */
function useApi(refusal: { status: number; field: string; reason: string }) {
  inits = [];
  api = fakeApi([
    { name: 'organisations', rows: [], create: [], update: [], softDelete: true, activeState: true },
    { name: 'modules', rows: [], create: [], update: [], softDelete: true, activeState: true },
  ]);
  server.use(
    http.post('*/api/1.0/organisations/init', async ({ request }) => {
      const body = (await request.json()) as { organisation: { taxRegistrationNumber: string } };
      inits.push(body);
      if (body.organisation.taxRegistrationNumber === '104827160') {
        return HttpResponse.json({ message: 'Conflict', reason: refusal.reason, errors: [{ field: refusal.field, reason: refusal.reason }] }, { status: refusal.status });
      }
      return HttpResponse.json({ ...body.organisation, id: 9, deletedAt: null }, { status: 201 });
    }),
    ...organisationHandlers(api),
    ...api.handlers,
  );
}

beforeEach(() => {
  localStorage.clear();
  storeTokens('b1', 'r1');
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

const pib = () => screen.getByLabelText(/Tax ID \(PIB\)/);
const toast = () => document.querySelector('.MuiSnackbarContent-message');

async function fillStepOneAndCreate(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText(/^Name/), 'Dunav Digital d.o.o.');
  await user.type(pib(), '104827160');
  await user.type(screen.getByLabelText(/Registration no\. \(MB\)/), '21345678');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.click(await screen.findByRole('button', { name: 'Create organization' }));
}

describe('Add Organisation wizard, a PIB the API refuses', { timeout: 30_000 }, () => {
  for (const refusal of [
    { status: 409, field: 'taxRegistrationNumber', reason: 'Tax registration number already in use' },
    { status: 422, field: 'organisation.taxRegistrationNumber', reason: 'This tax registration number is blocked' },
  ]) {
    it(`${refusal.status} naming ${refusal.field}: back on step 1 with the reason on the PIB and a toast; corrected, Next and Create go on`, async () => {
      useApi(refusal);
      renderAdminAt('/admin/organisations/add', ORGANISATION_ADMIN);
      const user = userEvent.setup();
      await fillStepOneAndCreate(user);

      // Step 1 again, the PIB marked with the reason; the toast has the catalogue's title and the reason.
      await waitFor(() => expect(pib()).toBeVisible());
      expect(pib()).toHaveAttribute('aria-invalid', 'true');
      expect(document.getElementById(`${pib().id}-helper-text`)).toHaveTextContent(refusal.reason);
      await waitFor(() => expect(toast()).toHaveTextContent(STATUS_CATALOGUE[refusal.status].title));
      expect(toast()).toHaveTextContent(refusal.reason);
      expect(screen.queryByRole('button', { name: 'Create organization' })).not.toBeInTheDocument();

      // Corrected, Next goes to step 2 and Create creates.
      await user.clear(pib());
      await user.type(pib(), '100000008');
      await user.click(screen.getByRole('button', { name: 'Next' }));
      await user.click(await screen.findByRole('button', { name: 'Create organization' }));
      await waitFor(() => expect(location()).toBe('/admin/organisations/9'));
      expect(inits).toHaveLength(2);
      expect(inits[1]).toMatchObject({ organisation: { taxRegistrationNumber: '100000008' } });
    });
  }

  it('goes on with Next even when the PIB is not changed (the API may have been wrong), and asks the API again', async () => {
    useApi({ status: 409, field: 'taxRegistrationNumber', reason: 'Tax registration number already in use' });
    renderAdminAt('/admin/organisations/add', ORGANISATION_ADMIN);
    const user = userEvent.setup();
    await fillStepOneAndCreate(user);
    await waitFor(() => expect(pib()).toBeVisible());
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('button', { name: 'Create organization' })).toBeInTheDocument();
  });
});
