/**
 * The crawled organisation form checks its definition's rules before sending
 * (src/shared/resources/crawled-organisations.ts): a wrong MB format, a source URL that is not
 * an http(s) address and a too-long city are refused on their fields with the API's own 422
 * texts (the definition's message keys), and nothing is sent.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, type FakeApi } from '../../admin/contractApi';
import { signedInScreens } from '../../admin/testKit';
import { setupMswServer } from '../../support/msw';
import { renderAdminAt } from '../organisations/support';

const server = setupMswServer();
let api: FakeApi;

signedInScreens();
beforeEach(() => {
  api = fakeApi([
    {
      name: 'crawled-organisations',
      rows: [],
      create: ['name', 'taxRegistrationNumber', 'nationalIdentificationNumber', 'address', 'city', 'activityCode', 'activityName', 'registerStatus', 'sourceUrl', 'crawledAt'],
      update: ['name', 'taxRegistrationNumber', 'nationalIdentificationNumber', 'address', 'city', 'activityCode', 'activityName', 'registerStatus', 'sourceUrl', 'crawledAt'],
      softDelete: true,
      search: ['name'],
    },
  ]);
  server.use(...api.handlers);
});

const CRAWLED_ADMIN = ['read', 'create', 'update', 'delete'].map((action) => `crawled-organisations.${action}`);

describe('crawled organisation form', { timeout: 30_000 }, () => {
  it("refuses the definition's rules with the API's texts and sends nothing", async () => {
    renderAdminAt('/admin/crawl-organisations/add', CRAWLED_ADMIN);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Primer d.o.o.');
    await user.type(screen.getByRole('textbox', { name: /^Tax ID \(PIB\)/ }), '100000024');
    await user.type(screen.getByRole('textbox', { name: /^Registration no\. \(MB\)/ }), '1234');
    await user.type(screen.getByRole('textbox', { name: /^City/ }), 'B'.repeat(101));
    await user.type(screen.getByRole('textbox', { name: /^Source/ }), 'ftp://register.example');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('National identification number (MB) must be 8 digits')).toBeInTheDocument();
    expect(screen.getByText('City must be at most 100 characters long')).toBeInTheDocument();
    expect(screen.getByText('Source URL must be an http(s) address')).toBeInTheDocument();
    expect(api.calls.some((call) => call.startsWith('POST'))).toBe(false);
  });
});
