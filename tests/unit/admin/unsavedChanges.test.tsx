/**
 * Leaving unsaved changes asks first (src/admin/routerProvider.ts, docs/decisions.md#edits): with
 * the back office's router provider, react-admin's `warnWhenUnsavedChanges` works under a plain
 * (non-data) router. A dirty form asks before a link is followed, in the interface language; a
 * refusal keeps the typed value, a yes leaves; a clean form and a saved form leave without a word.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Edit, Link, SimpleForm, TextInput, type DataProvider } from 'react-admin';
import { Route } from 'react-router-dom';
import { browserRouterProvider } from '../../../src/admin/routerProvider';
import { AdminTestApp, signedInScreens } from './testKit';

signedInScreens();

const record = { id: 7, name: 'Harbour Logistics', updatedAt: '2026-12-01T10:00:00.000Z' };
let confirm: ReturnType<typeof vi.fn>;

beforeEach(() => {
  confirm = vi.fn(() => false);
  vi.stubGlobal('confirm', confirm);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function dataProvider(): DataProvider {
  return {
    getOne: vi.fn(async () => ({ data: record })),
    update: vi.fn(async (_resource: string, params: { data: object }) => ({ data: { ...record, ...params.data } })),
  } as unknown as DataProvider;
}

function EditScreen() {
  return (
    <Edit resource="clients" id={7} mutationMode="pessimistic" redirect="list">
      <SimpleForm warnWhenUnsavedChanges>
        <TextInput source="name" />
        <Link to="/elsewhere">Leave</Link>
      </SimpleForm>
    </Edit>
  );
}

function app(provider = dataProvider()) {
  render(
    <AdminTestApp
      dataProvider={provider}
      routerProvider={browserRouterProvider}
      path="/clients/7"
      route="/clients/7"
      extraRoutes={
        <>
          <Route path="/elsewhere" element={<p>Elsewhere</p>} />
          <Route path="/admin/clients" element={<p>The list of clients</p>} />
        </>
      }
    >
      <EditScreen />
    </AdminTestApp>,
  );
  return provider;
}

describe('unsaved changes', () => {
  it('asks before a link leaves a changed form; no keeps the change, yes leaves', async () => {
    app();
    const name = await screen.findByDisplayValue('Harbour Logistics');
    fireEvent.change(name, { target: { value: 'Harbour Logistics Ltd' } });
    fireEvent.click(screen.getByText('Leave'));
    await waitFor(() => expect(confirm).toHaveBeenCalledWith("Some of your changes weren't saved. Are you sure you want to ignore them?"));
    expect(screen.getByDisplayValue('Harbour Logistics Ltd')).toBeInTheDocument();
    expect(screen.queryByText('Elsewhere')).toBeNull();

    confirm.mockReturnValue(true);
    fireEvent.click(screen.getByText('Leave'));
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
    expect(confirm).toHaveBeenCalledTimes(2);
  });

  it('leaves an unchanged form without asking', async () => {
    app();
    await screen.findByDisplayValue('Harbour Logistics');
    fireEvent.click(screen.getByText('Leave'));
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();
  });

  it('follows the redirect after a successful save without asking', async () => {
    const provider = app();
    const name = await screen.findByDisplayValue('Harbour Logistics');
    fireEvent.change(name, { target: { value: 'Harbour Logistics Ltd' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The list of clients')).toBeInTheDocument();
    expect(provider.update).toHaveBeenCalledWith('clients', expect.objectContaining({ data: expect.objectContaining({ name: 'Harbour Logistics Ltd' }) }));
    expect(confirm).not.toHaveBeenCalled();
  });
});
