import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataProvider, RaRecord } from 'react-admin';
import { useParams } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { resourcePropsOf, specPaths, toCsv, toFormRecord, toWritePayload, validatorsOf, type ResourceDeclaration } from '../../../src/admin/crud';
import { location, renderAdminAt } from './adminAt';
import { allowAll } from './testKit';

/** A declared resource exercising every generated screen. */
const things: ResourceDeclaration = {
  name: 'things',
  searchable: true,
  defaultSort: { field: 'name', order: 'ASC' },
  screens: { list: true, show: true, create: true, edit: true },
  recordRepresentation: 'name',
  fields: [
    { source: 'id', type: 'number', show: true },
    { source: 'name', type: 'text', label: 'Thing name', list: true, show: true, form: true, validation: { required: true } },
    { source: 'note', type: 'textarea', label: 'Note', show: true, form: 'edit' },
  ],
};

/** An in-memory dataProvider recording calls. */
function memoryData() {
  const rows: RaRecord[] = [{ id: 1, name: 'Anvil', note: '' }];
  const calls: string[] = [];
  const provider = {
    getList: async (_r: string, params: { filter?: { q?: string } }) => {
      calls.push(`getList q=${params.filter?.q ?? ''}`);
      const data = rows.filter((row) => !params.filter?.q || String(row.name).includes(params.filter.q));
      return { data, total: data.length };
    },
    getOne: async (_r: string, { id }: { id: string | number }) => ({ data: rows.find((row) => String(row.id) === String(id))! }),
    getMany: async () => ({ data: rows }),
    getManyReference: async () => ({ data: rows, total: rows.length }),
    create: async (_r: string, { data }: { data: Partial<RaRecord> }) => {
      const row = { ...data, id: rows.length + 1 } as RaRecord;
      rows.push(row);
      calls.push(`create ${JSON.stringify(data)}`);
      return { data: row };
    },
    update: async (_r: string, { id, data }: { id: string | number; data: Partial<RaRecord> }) => {
      const index = rows.findIndex((row) => String(row.id) === String(id));
      rows[index] = { ...rows[index], ...data };
      calls.push(`update ${id} ${data.name}`);
      return { data: rows[index] };
    },
    updateMany: async () => ({ data: [] }),
    delete: async () => ({ data: rows[0] }),
    deleteMany: async () => ({ data: [] }),
  } as unknown as DataProvider;
  return { provider, calls };
}

/** A resource whose create screen is at `/create` (docs/requirements.md#r2 `/admin/emails/create`), without list or details. */
const emails: ResourceDeclaration = {
  name: 'emails',
  paths: { create: 'create' },
  screens: { create: true },
  fields: [{ source: 'subject', type: 'text', label: 'Subject', form: true }],
};

/** An extra child route's screen (docs/decisions.md#organisations: `/admin/organisations/{id}/modules/{moduleId}/edit`). */
function ModuleEditStub() {
  const { id, moduleId } = useParams();
  return <p>{`Module ${moduleId} of thing ${id}`}</p>;
}

/** The admin with `things` and `emails` over `dataProvider`, everything allowed. */
const thingsAndEmails = (dataProvider: DataProvider) => ({
  dataProvider,
  authProvider: allowAll,
  resources: [resourcePropsOf(things, { routes: [{ path: ':id/modules/:moduleId/edit', component: ModuleEditStub }] }), resourcePropsOf(emails)],
});

beforeAll(() => {
  window.scrollTo = vi.fn() as never;
});
afterEach(cleanup);

describe('configuration-driven resources', () => {
  it('builds the docs/requirements.md#r2 paths, tabs and children under them, and declared create paths', () => {
    const paths = specPaths('/admin', (resource) => (resource === 'emails' ? 'create' : undefined));
    expect([paths.list('users'), paths.add('users'), paths.show('users', 7), paths.edit('users', 7)]).toEqual([
      '/admin/users',
      '/admin/users/add',
      '/admin/users/7',
      '/admin/users/7/edit',
    ]);
    expect([paths.tab('users', 7, 'claims'), paths.childAdd('users', 7, 'claims'), paths.childEdit('users', 7, 'claims', 3)]).toEqual([
      '/admin/users/7/claims',
      '/admin/users/7/claims/add',
      '/admin/users/7/claims/3/edit',
    ]);
    expect(paths.add('emails')).toBe('/admin/emails/create');
  });

  it('writes only the declared form fields of the screen, under their API names', () => {
    const roles: Pick<ResourceDeclaration, 'fields' | 'idInUpdatePayload'> = {
      idInUpdatePayload: true,
      fields: [
        { source: 'id', type: 'number', show: true },
        { source: 'name', type: 'text', form: true },
        { source: 'description', type: 'textarea', form: true },
        { source: 'permissions', type: 'reference-array', reference: 'permissions', writeAs: 'permissionIds', form: true },
        { source: 'userCount', type: 'number', list: true },
        { source: 'secret', type: 'text', form: 'create' },
      ],
    };
    const loaded = {
      id: 4,
      name: 'Manager',
      description: '',
      isSystem: false,
      permissionIds: [1, 2],
      permissions: [{ id: 1, name: 'users.read' }, { id: 2, name: 'users.update' }],
      userCount: 3,
      deletedAt: null,
    };
    // The form edits the permissions as ids even though the record embeds {id, name}.
    expect(toFormRecord(roles, loaded).permissions).toEqual([1, 2]);
    expect(toWritePayload(roles, { ...toFormRecord(roles, loaded), name: 'Managers' }, 'edit', { id: 4 })).toEqual({
      id: 4,
      name: 'Managers',
      description: null,
      permissionIds: [1, 2],
    });
    expect(toWritePayload(roles, { name: 'New', permissions: ['3'], secret: 's' }, 'create', { fixed: { orgId: 9 } })).toEqual({
      name: 'New',
      permissionIds: [3],
      secret: 's',
      orgId: 9,
    });
  });

  it('writes CSV cells quoted where needed and neutralises formulas', async () => {
    expect(await toCsv([['plain', 'a,b', 'say "hi"']])).toBe('plain,"a,b","say ""hi"""');
    expect(await toCsv([['=HYPERLINK("x")', '@cmd', '-1+1']])).toBe(`"'=HYPERLINK(""x"")","'@cmd","'-1+1"`);
    expect(await toCsv([['a', 'b'], ['1', 'two\nlines']])).toBe('a,b\r\n1,"two\nlines"');
  });

  it('generates a searchable list whose create button and rows use the required URLs', async () => {
    const { provider, calls } = memoryData();
    renderAdminAt('/admin/things', thingsAndEmails(provider));
    const user = userEvent.setup();
    expect(await screen.findByRole('link', { name: 'Create' })).toHaveAttribute('href', '/admin/things/add');
    await user.type(screen.getByPlaceholderText('Search'), 'Anv');
    await waitFor(() => expect(calls).toContain('getList q=Anv'));
    await user.click(await screen.findByText('Anvil'));
    await waitFor(() => expect(location()).toBe('/admin/things/1'));
    expect(await screen.findByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/admin/things/1/edit');
  });

  it('turns declared validation into react-admin validators', async () => {
    const [required] = validatorsOf(things.fields[1]);
    expect(await required('', {}, {} as never)).toBe('ra.validation.required');
    expect(await required('Anvil', {}, {} as never)).toBeUndefined();
  });

  it('generates a create screen at /add that opens the new record’s details', async () => {
    const { provider, calls } = memoryData();
    renderAdminAt('/admin/things/add', thingsAndEmails(provider));
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Thing name/), 'Bucket');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location()).toBe('/admin/things/2'));
    expect(calls).toContain('create {"name":"Bucket"}');
    // Its name is shown as a field, not only in the breadcrumbs.
    await waitFor(() => expect(screen.getAllByText('Bucket').some((element) => !element.closest('nav'))).toBe(true));
  });

  it('generates an edit screen at /{id}/edit that saves and returns to the details page', async () => {
    const { provider, calls } = memoryData();
    renderAdminAt('/admin/things/1/edit', thingsAndEmails(provider));
    const user = userEvent.setup();
    const name = await screen.findByLabelText(/Thing name/);
    await waitFor(() => expect(name).toHaveValue('Anvil'));
    expect(screen.getByLabelText('Note')).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, 'Hammer');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location()).toBe('/admin/things/1'));
    expect(calls).toContain('update 1 Hammer');
  });

  it('serves a declared create path (/admin/emails/create), /add leading to it', async () => {
    const { provider } = memoryData();
    renderAdminAt('/admin/emails/create', thingsAndEmails(provider));
    expect(await screen.findByLabelText('Subject')).toBeInTheDocument();
    cleanup();
    renderAdminAt('/admin/emails/add', thingsAndEmails(provider));
    expect(await screen.findByLabelText('Subject')).toBeInTheDocument();
    expect(location()).toBe('/admin/emails/create');
  });

  it('serves declared extra child routes, their id params numeric', async () => {
    const { provider } = memoryData();
    renderAdminAt('/admin/things/1/modules/4/edit', thingsAndEmails(provider));
    expect(await screen.findByText('Module 4 of thing 1')).toBeInTheDocument();
    cleanup();
    renderAdminAt('/admin/things/1/modules/x/edit', thingsAndEmails(provider));
    expect(await screen.findByText('Not Found')).toBeInTheDocument();
  });
});
