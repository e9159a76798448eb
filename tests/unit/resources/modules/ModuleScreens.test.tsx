/**
 * The modules resource: details with the number of organisations and the features; the
 * features edited inline on the module's form and written with it in one `PUT /modules/{id}`
 * (kept features with their id, new ones without, removed ones left out); the module's and
 * the features' rules are checked on the form with the API's texts (their definitions' keys).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, type FakeApi } from '../../admin/contractApi';
import { setupMswServer } from '../../support/msw';
import { location, ORGANISATION_ADMIN, renderAdminAt } from '../organisations/support';
import { signedInScreens } from '../../admin/testKit';

const ECOMMERCE = {
  id: 1,
  code: 'e-commerce',
  name: 'E-commerce',
  description: 'Online shop',
  isActive: true,
  organisationCount: 3,
  features: [
    { id: 11, code: 'catalogue', name: 'Product catalogue', description: 'Products and prices' },
    { id: 12, code: 'checkout', name: 'Checkout', description: null },
  ],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  deletedAt: null,
};

const server = setupMswServer();
let api: FakeApi;

signedInScreens();
beforeEach(() => {
  api = fakeApi([
    {
      name: 'modules',
      rows: [structuredClone(ECOMMERCE)],
      create: ['code', 'name', 'description', 'isActive', 'features'],
      update: ['code', 'name', 'description', 'isActive', 'features'],
      softDelete: true,
      activeState: true,
      search: ['code', 'name'],
    },
  ]);
  server.use(...api.handlers);
});

/** The inline feature rows of the form. */
const featureRows = () => screen.getAllByRole('listitem').filter((item) => item.className.includes('RaSimpleFormIterator-line'));

describe('modules', { timeout: 30_000 }, () => {
  it('shows the number of organisations and the features on the details page', async () => {
    renderAdminAt('/admin/modules/1', ORGANISATION_ADMIN);
    // The seeded feature's name reads in the interface language (American English); a description staff wrote, as written.
    expect(await screen.findByText('Product catalog')).toBeInTheDocument();
    expect(screen.getByText('Products and prices')).toBeInTheDocument();
    expect(document.querySelector('.ra-field-organisationCount')).toHaveTextContent('Organizations3');
  });

  it('edits, adds and removes features inline and writes them with the module in one PUT', async () => {
    renderAdminAt('/admin/modules/1/edit', ORGANISATION_ADMIN);
    const user = userEvent.setup();
    await waitFor(() => expect(featureRows()).toHaveLength(2));
    const catalogueName = within(featureRows()[0]).getByRole('textbox', { name: /^Name/ });
    await user.clear(catalogueName);
    await user.type(catalogueName, 'Catalogue');
    // jsdom keeps react-admin's hover-only visibility of the row buttons (browsers apply our override).
    await user.click(within(featureRows()[1]).getByLabelText('Remove'));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(featureRows()).toHaveLength(2));
    const added = featureRows()[1];
    await user.type(within(added).getByRole('textbox', { name: /^Code/ }), 'Bad Code');
    await user.type(within(added).getByRole('textbox', { name: /^Name/ }), 'Gift cards');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(added).findByText('Codes are lower-case letters, digits and hyphens, starting with a letter')).toBeInTheDocument();
    expect(api.calls.some((call) => call.startsWith('PUT'))).toBe(false);

    await user.clear(within(added).getByRole('textbox', { name: /^Code/ }));
    await user.type(within(added).getByRole('textbox', { name: /^Code/ }), 'gift-cards');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location()).toBe('/admin/modules/1'));
    const put = api.calls.find((call) => call.startsWith('PUT /modules/1 '))!;
    expect(JSON.parse(put.slice('PUT /modules/1 '.length))).toEqual({
      // The version the screen read (docs/decisions.md#edits).
      updatedAt: expect.any(String),
      code: 'e-commerce',
      name: 'E-commerce',
      description: 'Online shop',
      isActive: true,
      features: [
        { id: 11, code: 'catalogue', name: 'Catalogue', description: 'Products and prices' },
        { code: 'gift-cards', name: 'Gift cards', description: null },
      ],
    });
  });

  it("refuses a feature name and a module description against the definitions' rules with the API's texts", async () => {
    renderAdminAt('/admin/modules/1/edit', ORGANISATION_ADMIN);
    const user = userEvent.setup();
    await waitFor(() => expect(featureRows()).toHaveLength(2));
    const checkoutName = within(featureRows()[1]).getByRole('textbox', { name: /^Name/ });
    await user.clear(checkoutName);
    await user.type(checkoutName, 'C');
    const description = screen.getAllByRole('textbox', { name: /^Description/ })[0];
    await user.clear(description);
    await user.click(description);
    await user.paste('D'.repeat(2001));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(featureRows()[1]).findByText('Feature name must be at least 2 characters long')).toBeInTheDocument();
    expect(screen.getByText('Module description must be at most 2000 characters long')).toBeInTheDocument();
    expect(api.calls.some((call) => call.startsWith('PUT'))).toBe(false);
  });
});
