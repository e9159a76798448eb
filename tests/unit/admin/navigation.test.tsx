/**
 * Back-office navigation (docs/decisions.md#admin-paths): react-admin's `/create` and the spec's
 * `/add` open the same create screen on every resource (top level, declared path, nested), the
 * breadcrumbs of each screen and the nested create title naming its parent.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildBreadcrumbs, canonicalCreatePath, createPathAliases, resourcePropsOf, permissionRuleOf, specPaths, type ResourceDeclaration } from '../../../src/admin/crud';
import type { BreadcrumbInput } from '../../../src/admin/crud/Breadcrumbs';
import { createAuthProvider } from '../../../src/admin/authProvider';
import { createDataProvider } from '../../../src/admin/dataProvider';
import { location, renderAdminAt } from './adminAt';
import { fakeApi, type FakeApi } from './contractApi';
import { setupMswServer } from '../support/msw';
import { signedInScreens } from './testKit';

/** Children of a thing, added and edited on its details tab. */
const parts: ResourceDeclaration = {
  name: 'parts',
  capabilities: { hardDelete: true },
  screens: {},
  fields: [{ source: 'label', type: 'text', label: 'Part label', list: true, form: true, validation: { required: true } }],
};

const things: ResourceDeclaration = {
  name: 'things',
  screens: { list: true, show: true, create: true, edit: true },
  recordRepresentation: 'name',
  tabs: [
    { type: 'reference-many', path: 'parts', label: 'Parts tab', reference: parts, target: 'thingId' },
    { type: 'activity', path: 'history' },
  ],
  fields: [
    { source: 'id', type: 'number', show: true },
    { source: 'name', type: 'text', label: 'Thing name', list: true, show: true, form: true, validation: { required: true } },
  ],
};

/** A resource whose create screen is `/create` (as `/admin/emails/create`). */
const letters: ResourceDeclaration = {
  name: 'letters',
  paths: { create: 'create' },
  screens: { list: true, create: true },
  fields: [{ source: 'subject', type: 'text', label: 'Letter subject', list: true, form: true }],
};

/** A resource without a create screen. */
const logs: ResourceDeclaration = {
  name: 'logs',
  screens: { list: true, show: true },
  fields: [{ source: 'text', type: 'text', label: 'Log text', list: true, show: true }],
};

const server = setupMswServer();
let api: FakeApi;
signedInScreens();
beforeEach(() => {
  api = fakeApi([
    { name: 'things', rows: [{ id: 1, name: 'Dunav Soft d.o.o.' }], create: ['name'], update: ['name'] },
    { name: 'parts', rows: [{ id: 7, thingId: 1, label: 'Handle' }], create: ['thingId', 'label'], update: ['label'], hardDelete: true, filters: ['thingId'] },
    { name: 'letters', rows: [], create: ['subject'], update: [] },
    { name: 'logs', rows: [{ id: 1, text: 'x' }], create: [], update: [] },
    { name: 'activity', rows: [], create: [], update: [] },
  ]);
  server.use(...api.handlers);
});

const ALL = ['things.read', 'things.create', 'things.update', 'parts.read', 'parts.create', 'parts.update', 'letters.read', 'letters.create', 'logs.read', 'activity.read'];

function renderAt(path: string) {
  const resources = [things, parts, letters, logs];
  renderAdminAt(path, {
    permissions: ALL,
    dataProvider: createDataProvider({ capabilities: { parts: parts.capabilities! } }),
    authProvider: createAuthProvider({ permissionPrefixes: Object.fromEntries(resources.map((r) => [r.name, permissionRuleOf(r)])) }),
    resources: resources.map((declaration) => resourcePropsOf(declaration)),
  });
}

describe('create path spellings', () => {
  it('names the other spellings of a create segment and where they lead', () => {
    expect(createPathAliases('add')).toEqual(['create']);
    expect(createPathAliases('create')).toEqual(['add']);
    expect(canonicalCreatePath('/admin/roles/create', 'add')).toBe('/admin/roles/add');
    expect(canonicalCreatePath('/admin/emails/add/', 'create')).toBe('/admin/emails/create');
    expect(canonicalCreatePath('/admin/users/5/claims/create', 'add')).toBe('/admin/users/5/claims/add');
  });

  it.each([
    ['/admin/things/create', '/admin/things/add', /Thing name/],
    ['/admin/things/add', '/admin/things/add', /Thing name/],
    ['/admin/letters/add', '/admin/letters/create', /Letter subject/],
    ['/admin/things/1/parts/create', '/admin/things/1/parts/add', /Part label/],
  ])('%s opens the create screen at %s', async (path, canonical, label) => {
    renderAt(path);
    expect(await screen.findByLabelText(label)).toBeInTheDocument();
    expect(location()).toBe(canonical);
    // Never read as a record id.
    expect(api.calls.filter((call) => /^GET \/\w+\/(create|add)\b/.test(call))).toEqual([]);
  });

  it.each(['/admin/logs/create', '/admin/logs/add', '/admin/things/1/history/create', '/admin/things/x/parts/create', '/admin/things/new'])(
    'still shows the not-found page for %s',
    async (path) => {
      renderAt(path);
      expect(await screen.findByText('Not Found')).toBeInTheDocument();
      expect(location()).toBe(path);
    },
  );
});

describe('breadcrumbs', () => {
  const base: Omit<BreadcrumbInput, 'screen'> = {
    resource: 'things',
    paths: specPaths('/admin'),
    translate: (key, options) => (key === 'resources.things.name' ? `Things(${String(options?.smart_count)})` : key),
    tabLabelOf: (tab) => `tab:${tab}`,
    hasList: true,
  };

  it('leads from the dashboard through the list to the record and its tab', () => {
    expect(buildBreadcrumbs({ ...base, screen: { kind: 'show' }, id: 5, recordName: 'Anvil' })).toEqual([
      { label: 'ra.page.dashboard', to: '/admin', home: true },
      { label: 'Things(2)', to: '/admin/things' },
      { label: 'Anvil', to: undefined },
    ]);
    expect(buildBreadcrumbs({ ...base, screen: { kind: 'show' }, id: 5, tab: 'parts', recordName: 'Anvil' }).map(({ label, to }) => [label, to])).toEqual([
      ['ra.page.dashboard', '/admin'],
      ['Things(2)', '/admin/things'],
      ['Anvil', '/admin/things/5'],
      ['tab:parts', undefined],
    ]);
  });

  it('ends nested screens with the tab and the action, edit with Edit and create with Create', () => {
    const labels = (input: Partial<BreadcrumbInput> & Pick<BreadcrumbInput, 'screen'>) => buildBreadcrumbs({ ...base, ...input }).map(({ label, to }) => `${String(label)}@${to ?? ''}`);
    expect(labels({ screen: { kind: 'child-create', tab: 'parts' }, id: 5, recordName: 'Anvil' })).toEqual([
      'ra.page.dashboard@/admin',
      'Things(2)@/admin/things',
      'Anvil@/admin/things/5',
      'tab:parts@/admin/things/5/parts',
      'ra.action.add@',
    ]);
    expect(labels({ screen: { kind: 'child-edit', tab: 'parts' }, id: 5 }).slice(2)).toEqual(['#5@/admin/things/5', 'tab:parts@/admin/things/5/parts', 'ra.action.edit@']);
    expect(labels({ screen: { kind: 'edit' }, id: 5, recordName: 'Anvil' }).slice(2)).toEqual(['Anvil@/admin/things/5', 'ra.action.edit@']);
    expect(labels({ screen: { kind: 'create' } }).slice(1)).toEqual(['Things(2)@/admin/things', 'ra.action.create@']);
    expect(labels({ screen: { kind: 'extra', label: 'users.invite.title' } }).slice(1)).toEqual(['Things(2)@/admin/things', 'users.invite.title@']);
  });

  it('does not link a list the resource lacks', () => {
    expect(buildBreadcrumbs({ ...base, hasList: false, screen: { kind: 'create' } })[1]).toEqual({ label: 'Things(2)', to: undefined });
  });

  it('shows a nested create screen under its parent, titled with the parent’s name', async () => {
    renderAt('/admin/things/1/parts/add');
    const trail = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    await waitFor(() => expect(within(trail).getByRole('link', { name: 'Dunav Soft d.o.o.' })).toHaveAttribute('href', '/admin/things/1'));
    expect(within(trail).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/admin');
    expect(within(trail).getByRole('link', { name: 'things' })).toHaveAttribute('href', '/admin/things');
    expect(within(trail).getByRole('link', { name: 'Parts tab' })).toHaveAttribute('href', '/admin/things/1/parts');
    expect(within(trail).getByText('Add')).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(document.getElementById('react-admin-title')).toHaveTextContent('Add to Dunav Soft d.o.o.'));
    // The parent is read once for the title and the trail.
    expect(api.calls.filter((call) => call === 'GET /things/1')).toHaveLength(1);
  });

  it('shows the tab open on a details page, and none on a list', async () => {
    renderAt('/admin/things/1/history');
    const trail = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    await waitFor(() => expect(within(trail).getByRole('link', { name: 'Dunav Soft d.o.o.' })).toBeInTheDocument());
    expect(within(trail).getByText('History')).toHaveAttribute('aria-current', 'page');
  });

  it('is absent from lists', async () => {
    renderAt('/admin/things');
    expect(await screen.findByText('Dunav Soft d.o.o.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).not.toBeInTheDocument();
  });
});
