/**
 * The organisation screens as the admin registers them: the onboarding wizard (one
 * `POST /organisations/init` with the chosen modules), the nested add screen of the Modules tab
 * (posts, then the tab again), the active and paid switches of the Modules and Features tabs,
 * membership on the Users tab (members with their organisation roles, added by email, their roles
 * edited, removed; the global add screen) and the History tab.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeTokens } from '../../../../src/auth/session';
import { fakeApi, type FakeApi, type Row } from '../../admin/contractApi';
import { setupMswServer } from '../../support/msw';
import { location, ORGANISATION_ADMIN, organisationHandlers, renderAdminAt } from './support';
import { writeItem } from '../../../../src/auth/storage';

const ACME = {
  id: 5,
  name: 'Acme d.o.o.',
  taxRegistrationNumber: '104827160',
  nationalIdentificationNumber: '07654321',
  type: 'company',
  address: 'Bulevar 1',
  city: 'Novi Sad',
  country: 'RS',
  email: 'office@acme.rs',
  phone: null,
  website: null,
  isActive: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  deletedAt: null,
};

const MODULES: Row[] = [
  { id: 1, code: 'e-commerce', name: 'E-commerce', description: 'Online shop', isActive: true, organisationCount: 0, features: [{ id: 11, code: 'catalogue', name: 'Product catalogue', description: null }, { id: 12, code: 'checkout', name: 'Checkout', description: null }], deletedAt: null },
  { id: 2, code: 'pos', name: 'Point of sale', description: 'Tills', isActive: true, organisationCount: 0, features: [{ id: 21, code: 'fiscal', name: 'Fiscal receipts', description: null }], deletedAt: null },
  { id: 3, code: 'websites', name: 'Websites', description: 'Sites', isActive: true, organisationCount: 0, features: [{ id: 31, code: 'cms', name: 'Content editor', description: null }], deletedAt: null },
  { id: 4, code: 'legacy', name: 'Legacy', description: 'Old', isActive: false, organisationCount: 0, features: [], deletedAt: null },
];

const assignment = (row: Row): Row => ({ isActive: true, isPaid: false, validUntil: null, expired: false, deletedAt: null, organisationName: ACME.name, ...row });

const server = setupMswServer();
let api: FakeApi;

beforeAll(() => {
  window.scrollTo = vi.fn() as never;
});

/** The API with Acme, the modules, Acme's modules and features, two users (one a member) and Acme's history. */
function useApi({ availableModules = [] as Row[], scopedCaller = false } = {}) {
  api = fakeApi([
    { name: 'organisations', rows: [{ ...ACME }], create: [], update: [], softDelete: true, activeState: true, search: ['name'], filters: ['type'] },
    { name: 'modules', rows: MODULES.map((row) => ({ ...row })), create: [], update: [], softDelete: true, activeState: true },
    {
      name: 'organisation-modules',
      rows: [
        assignment({ id: 10, organisationId: 5, moduleId: 1, moduleName: 'E-commerce', moduleCode: 'e-commerce', featureCount: 2 }),
        assignment({ id: 20, organisationId: 5, moduleId: 2, moduleName: 'Point of sale', moduleCode: 'pos', featureCount: 1, isPaid: true, validUntil: '2025-12-31', expired: true }),
        assignment({ id: 30, organisationId: 6, moduleId: 3, moduleName: 'Websites', moduleCode: 'websites', featureCount: 0 }),
      ],
      create: ['organisationId', 'moduleId', 'isActive', 'isPaid', 'validUntil'],
      update: ['isActive', 'isPaid', 'validUntil'],
      softDelete: true,
      activeState: true,
      filters: ['organisationId'],
    },
    {
      name: 'organisation-features',
      rows: [
        assignment({ id: 110, organisationId: 5, featureId: 11, featureName: 'Product catalogue', moduleId: 1, moduleName: 'E-commerce' }),
        assignment({ id: 120, organisationId: 5, featureId: 12, featureName: 'Checkout', moduleId: 1, moduleName: 'E-commerce', isActive: false }),
      ],
      create: ['organisationId', 'featureId', 'isActive', 'isPaid', 'validUntil'],
      update: ['isActive', 'isPaid', 'validUntil'],
      softDelete: true,
      activeState: true,
      filters: ['organisationId'],
    },
    {
      name: 'users',
      rows: [
        { id: 7, firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', userName: 'ada', isActive: true, orgId: 5, memberRoleIds: [31], roles: [], organisations: [], deletedAt: null },
        { id: 8, firstName: 'Nikola', lastName: 'Tesla', email: 'nikola@example.com', userName: 'nikola', isActive: true, orgId: null, roles: [], organisations: [], deletedAt: null },
      ],
      create: [],
      update: [],
      softDelete: true,
      activeState: true,
      search: ['firstName', 'lastName', 'email'],
      filters: ['orgId'],
    },
    {
      name: 'activity',
      rows: [
        { id: 900, at: '2026-05-17T10:00:00.000Z', actorId: 1, actorName: 'Root Admin', action: 'update', resource: 'organisations', recordId: 5, changes: { city: ['Beograd', 'Novi Sad'], isActive: [false, true] }, ip: '127.0.0.1', userAgent: 'test' },
        { id: 901, at: '2026-05-16T10:00:00.000Z', actorId: 1, actorName: 'Root Admin', action: 'update', resource: 'users', recordId: 5, changes: { lastName: ['A', 'B'] }, ip: '127.0.0.1', userAgent: 'test' },
      ],
      create: [],
      update: [],
      filters: ['resource', 'recordId'],
    },
  ]);
  server.use(...organisationHandlers(api, { availableModules, scopedCaller }), ...api.handlers);
}

beforeEach(() => {
  localStorage.clear();
  storeTokens('b1', 'r1');
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

const writes = () => api.calls.filter((call) => !call.startsWith('GET') && !call.startsWith('POST /modules/by-ids') && !call.includes('/by-ids'));

describe('Add Organisation wizard', { timeout: 30_000 }, () => {
  it('checks the definition rules and the PIB check digit on step 1 (in the API words), then sends one init request with the two chosen modules', async () => {
    useApi();
    renderAdminAt('/admin/organisations/add', ORGANISATION_ADMIN);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Name/), 'Dunav Digital d.o.o.');
    await user.type(screen.getByLabelText(/Tax ID \(PIB\)/), '100002213');
    await user.type(screen.getByLabelText(/Registration no\. \(MB\)/), '2134567');
    await user.type(screen.getByLabelText(/^City/), 'Novi Sad');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('This tax ID (PIB) is not valid: check its digits')).toBeInTheDocument();
    expect(screen.getByText('National identification number (MB) must be 8 digits')).toBeInTheDocument();
    expect(screen.queryByText('Product catalog')).not.toBeInTheDocument();

    await user.clear(screen.getByLabelText(/Tax ID \(PIB\)/));
    await user.type(screen.getByLabelText(/Tax ID \(PIB\)/), '104827160');
    await user.type(screen.getByLabelText(/Registration no\. \(MB\)/), '8');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    // Step 2: the active modules with their features.
    expect(await screen.findByText('Product catalog')).toBeInTheDocument();
    expect(screen.getByText('Fiscal receipts')).toBeInTheDocument();
    expect(screen.queryByText('Legacy')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'E-commerce' }));
    await user.click(screen.getByRole('checkbox', { name: 'Websites' }));
    expect(screen.getByText('2 modules chosen')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create organization' }));

    await waitFor(() => expect(location()).toBe('/admin/organisations/6'));
    const inits = api.calls.filter((call) => call.startsWith('POST /organisations'));
    expect(inits).toHaveLength(1);
    const body = JSON.parse(inits[0].slice('POST /organisations/init '.length));
    expect(inits[0].startsWith('POST /organisations/init ')).toBe(true);
    expect(body).toEqual({
      organisation: {
        name: 'Dunav Digital d.o.o.',
        taxRegistrationNumber: '104827160',
        nationalIdentificationNumber: '21345678',
        type: 'company',
        city: 'Novi Sad',
        country: 'RS',
        isActive: true,
      },
      moduleIds: [1, 3],
    });
    expect(writes()).toHaveLength(1);
  });
});

describe('Modules tab', { timeout: 30_000 }, () => {
  it("adds a module chosen among the organisation's available ones, then shows the Modules tab again", async () => {
    useApi({ availableModules: [{ id: 3, code: 'websites', name: 'Websites', description: null }] });
    renderAdminAt('/admin/organisations/5/modules/add', ORGANISATION_ADMIN);
    const user = userEvent.setup();
    await waitFor(() => expect(api.calls).toContain('GET /organisations/5/available-modules'));
    await user.click(await screen.findByRole('combobox', { name: /^Module/ }));
    await user.click(await screen.findByRole('option', { name: 'Websites' }));
    await user.click(screen.getByLabelText('Paid'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location()).toBe('/admin/organisations/5/modules'));
    expect(api.calls).toContain('GET /organisations/5/available-modules');
    expect(writes()).toEqual(['POST /organisation-modules {"moduleId":3,"isActive":true,"isPaid":true,"organisationId":5}']);
  });

  it('lists the modules with an expired chip, and the switches call active-status and paid-status', async () => {
    useApi();
    renderAdminAt('/admin/organisations/5/modules', ORGANISATION_ADMIN);
    const user = userEvent.setup();
    const ecommerceRow = (await screen.findByText('E-commerce')).closest('tr') as HTMLElement;
    const posRow = screen.getByText('Point of sale').closest('tr') as HTMLElement;
    expect(screen.queryByText('Websites')).not.toBeInTheDocument();
    expect(within(posRow).getByText('Expired')).toBeInTheDocument();
    expect(within(ecommerceRow).queryByText('Expired')).not.toBeInTheDocument();

    await user.click(within(ecommerceRow).getByRole('switch', { name: 'Paid: E-commerce' }));
    await waitFor(() => expect(api.calls).toContain('PUT /organisation-modules/10/paid-status {"isPaid":true}'));
    await user.click(within(posRow).getByRole('switch', { name: 'Active: Point of sale' }));
    await waitFor(() => expect(api.calls).toContain('PUT /organisation-modules/20/active-status {"isActive":false}'));
    await waitFor(() => expect(within(screen.getByText('Point of sale').closest('tr') as HTMLElement).getByRole('switch', { name: 'Active: Point of sale' })).not.toBeChecked());
  });

  it('deactivates the selected modules with one change-state request', async () => {
    useApi();
    renderAdminAt('/admin/organisations/5/modules', ORGANISATION_ADMIN);
    const user = userEvent.setup();
    const row = (await screen.findByText('E-commerce')).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('checkbox'));
    await user.click(within(screen.getByText('Point of sale').closest('tr') as HTMLElement).getByRole('checkbox'));
    const bulkToolbar = (await screen.findByText('2 items selected')).closest('[class*="RaBulkActionsToolbar-toolbar"]') as HTMLElement;
    await user.click(within(bulkToolbar).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(api.calls).toContain('POST /organisation-modules/change-state {"ids":[10,20],"isActive":false}'));
  });

  it('shows the switches read-only without organisation-modules.update', async () => {
    useApi();
    renderAdminAt('/admin/organisations/5/modules', ['organisations.read', 'organisation-modules.read']);
    expect(await screen.findByRole('switch', { name: 'Paid: E-commerce' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Add' })).not.toBeInTheDocument();
  });
});

describe('Features tab', { timeout: 30_000 }, () => {
  it('switches a feature on with active-status', async () => {
    useApi();
    renderAdminAt('/admin/organisations/5/features', ORGANISATION_ADMIN);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('switch', { name: 'Active: Checkout' }));
    await waitFor(() => expect(api.calls).toContain('PUT /organisation-features/120/active-status {"isActive":true}'));
  });
});

describe('Users tab', { timeout: 30_000 }, () => {
  it('adds an existing user chosen with the search picker, then shows the Users tab again', async () => {
    useApi();
    renderAdminAt('/admin/organisations/5/users/add', ORGANISATION_ADMIN);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('combobox', { name: /^User/ }), 'Tes');
    // The picker searches on the server (search_term), not in the first page it loaded.
    await waitFor(() => expect(api.calls.some((call) => call.startsWith('GET /users/paged') && call.includes('search_term=Tes'))).toBe(true));
    await user.click(await screen.findByRole('option', { name: 'Nikola Tesla (nikola@example.com)' }));
    await user.click(screen.getByRole('button', { name: 'Add to organization' }));
    await waitFor(() => expect(location()).toBe('/admin/organisations/5/users'));
    expect(api.calls).toContain('POST /organisations/5/users {"userId":8}');
  });

  it('lists the members with their organisation roles and edits a member\'s roles in a dialog', async () => {
    useApi();
    renderAdminAt('/admin/organisations/5/users', ORGANISATION_ADMIN);
    const user = userEvent.setup();
    const row = (await screen.findByText('ada@example.com')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Organization administrator')).toBeInTheDocument();
    expect(screen.queryByText('nikola@example.com')).not.toBeInTheDocument();
    await user.click(await within(row).findByRole('button', { name: 'Edit roles' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('checkbox', { name: /Organization member/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls).toContain('PUT /organisations/5/members/7/roles {"roleIds":[31,32]}'));
    await waitFor(() => expect(within(screen.getByText('ada@example.com').closest('tr') as HTMLElement).getByText('Organization member')).toBeInTheDocument());
  });

  it('adds a member by email; an address without an account needs the names (the API\'s 422 on the fields), then is invited', async () => {
    useApi();
    renderAdminAt('/admin/organisations/5/users', ORGANISATION_ADMIN);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add member' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'new.person@example.com');
    await user.click(await within(dialog).findByRole('checkbox', { name: /Organization member/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add member' }));
    await waitFor(() => expect(api.calls).toContain('POST /organisations/5/members {"email":"new.person@example.com","roleIds":[32]}'));
    expect(await within(dialog).findByText('First name is required')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /First Name/ }), 'Nova');
    await user.type(within(dialog).getByRole('textbox', { name: /Last Name/ }), 'Novak');
    await user.click(within(dialog).getByRole('button', { name: 'Add member' }));
    await waitFor(() => expect(api.calls).toContain('POST /organisations/5/members {"email":"new.person@example.com","roleIds":[32],"firstName":"Nova","lastName":"Novak"}'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const row = (await screen.findByText('new.person@example.com')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Invitation pending')).toBeInTheDocument();
    expect(within(row).getByText('Organization member')).toBeInTheDocument();
  });

  it('offers an organisation administrator the members and their roles, not the global add and edit screens', async () => {
    useApi();
    writeItem('user', {
      id: 3, full_name: 'Ana Anić', user_name: 'ana', email: 'ana@example.com', roles: [], permissions: [], requestPasswordChange: false,
      organisations: [{ id: 5, name: ACME.name, roles: ['Organization administrator'], permissions: ['organisations.read', 'organisations.update', 'activity.read'] }],
    });
    renderAdminAt('/admin/organisations/5/users');
    const row = (await screen.findByText('ada@example.com')).closest('tr') as HTMLElement;
    expect(await within(row).findByRole('button', { name: 'Edit roles' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Remove' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add member' })).toBeInTheDocument();
    expect(within(row).queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add from users' })).not.toBeInTheDocument();
    // Nothing of the global users list is asked for.
    expect(api.calls.some((call) => call.startsWith('GET /users'))).toBe(false);
  });

  it('invites for an organisation administrator: no names asked, the mail\'s language chosen, the same outcome for any address; pending invitations listed with Revoke', async () => {
    useApi({ scopedCaller: true });
    writeItem('user', {
      id: 3, full_name: 'Ana Anić', user_name: 'ana', email: 'ana@example.com', roles: [], permissions: [], requestPasswordChange: false,
      organisations: [{ id: 5, name: ACME.name, roles: ['Organization administrator'], permissions: ['organisations.read', 'organisations.update', 'activity.read'] }],
    });
    renderAdminAt('/admin/organisations/5/users');
    const user = userEvent.setup();
    await screen.findByText('ada@example.com');
    expect(screen.queryByRole('heading', { name: 'Pending invitations' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add member' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('textbox', { name: /First Name/ })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: /Language of the invitation email/ })).toHaveTextContent('English');
    // Nikola has an account and is no member: the outcome says nothing of that.
    await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'nikola@example.com');
    await user.click(await within(dialog).findByRole('checkbox', { name: /Organization member/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(api.calls).toContain('POST /organisations/5/members {"email":"nikola@example.com","roleIds":[32],"preferredLanguage":"en"}'));
    expect(await screen.findByText('Invitation sent to nikola@example.com')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const section = (await screen.findByRole('heading', { name: 'Pending invitations' })).closest('section') as HTMLElement;
    const row = (await within(section).findByText('nikola@example.com')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Organization member')).toBeInTheDocument();
    expect(within(row).queryByText('Expired')).not.toBeInTheDocument();
    // Not a member before accepting.
    expect(screen.getAllByText('nikola@example.com')).toHaveLength(1);
    await user.click(within(row).getByRole('button', { name: 'Revoke' }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText('Revoke the invitation to nikola@example.com?')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(api.calls).toContain('DELETE /organisations/5/member-invitations/1'));
    expect(await screen.findByText('Invitation to nikola@example.com revoked')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Pending invitations' })).not.toBeInTheDocument());
  });

  it("removes a member after a confirmation, without deleting the user", async () => {
    useApi();
    renderAdminAt('/admin/organisations/5/users', ORGANISATION_ADMIN);
    const user = userEvent.setup();
    const row = (await screen.findByText('ada@example.com')).closest('tr') as HTMLElement;
    expect(screen.queryByText('nikola@example.com')).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    await user.click(await within(row).findByRole('button', { name: 'Remove' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(api.calls).toContain('DELETE /organisations/5/users/7'));
    expect(api.calls.some((call) => call.startsWith('DELETE /users'))).toBe(false);
  });
});

describe('an organisation the API does not answer', { timeout: 30_000 }, () => {
  it('shows the not-found page, without a toast or a jump to the list (another organisation is a 404 too)', async () => {
    useApi();
    renderAdminAt('/admin/organisations/6', ORGANISATION_ADMIN);
    await waitFor(() => expect(api.calls).toContain('GET /organisations/6'));
    // This mount keeps react-query's retries (the admin's own client asks no 4xx again): up to seven seconds.
    expect(await screen.findByText(/not found/i, undefined, { timeout: 15_000 })).toBeInTheDocument();
    expect(location()).toBe('/admin/organisations/6');
    expect(screen.queryByRole('tab', { name: 'Users' })).not.toBeInTheDocument();
  });
});

describe('History tab', { timeout: 30_000 }, () => {
  it("lists the organisation's activity with each change before and after", async () => {
    useApi();
    renderAdminAt('/admin/organisations/5/history', ORGANISATION_ADMIN);
    const change = await screen.findByText('City');
    expect(change.closest('li')).toHaveTextContent('City: Beograd → Novi Sad');
    expect(screen.getByText('Active').closest('li')).toHaveTextContent('Active: No → Yes');
    expect(screen.getByText('Root Admin')).toBeInTheDocument();
    expect(screen.queryByText('Last Name')).not.toBeInTheDocument();
    expect(api.calls.some((call) => call.startsWith('GET /activity/paged') && call.includes('resource=organisations') && call.includes('recordId=5') && call.includes('sort_order=desc'))).toBe(true);
  });

  it('is not offered without activity.read', async () => {
    useApi();
    renderAdminAt('/admin/organisations/5', ORGANISATION_ADMIN.filter((permission) => permission !== 'activity.read'));
    expect(await screen.findByRole('tab', { name: 'Modules' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'History' })).not.toBeInTheDocument();
  });
});
