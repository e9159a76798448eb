/**
 * The generated screens on a test resource against msw handlers that keep the API's contract
 * (tests/unit/admin/contractApi.ts): list bulk actions, export, phone layout, show deleted and
 * restore, the write round trip, routing (tabs, nested children, non-numeric ids) and access.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resourcePropsOf, type ResourceDeclaration } from '../../../src/admin/crud';
import { permissionRuleOf } from '../../../src/admin/crud';
import { createAuthProvider } from '../../../src/admin/authProvider';
import { createDataProvider } from '../../../src/admin/dataProvider';
import { location, renderAdminAt } from './adminAt';
import { fakeApi, type FakeApi, type Row } from './contractApi';
import { setupMswServer } from '../support/msw';
import { signedInScreens } from './testKit';

/** Children of a thing, on its details tab; hard-deleted. */
const parts: ResourceDeclaration = {
  name: 'parts',
  capabilities: { hardDelete: true },
  screens: {},
  defaultSort: { field: 'label', order: 'ASC' },
  fields: [{ source: 'label', type: 'text', label: 'Part label', list: true, form: true, validation: { required: true } }],
};

/** A soft-deletable resource with an active state, a reference array written under another name and a tab. */
const things: ResourceDeclaration = {
  name: 'things',
  capabilities: { softDelete: true, activeState: true },
  searchable: true,
  defaultSort: { field: 'name', order: 'ASC' },
  filters: [
    { source: 'isActive', type: 'boolean', label: 'Active filter' },
    { source: 'tagId', type: 'reference', reference: 'tags', label: 'Tag filter' },
  ],
  screens: { list: true, show: true, create: true, edit: true },
  recordRepresentation: 'name',
  compactList: { secondary: 'code' },
  tabs: [{ type: 'reference-many', path: 'parts', label: 'Parts tab', reference: parts, target: 'thingId' }],
  fields: [
    { source: 'id', type: 'number', show: true },
    { source: 'name', type: 'text', label: 'Thing name', list: true, show: true, form: true, validation: { required: true } },
    { source: 'code', type: 'text', label: 'Code', list: true, show: true, hideBelow: 'md' },
    { source: 'note', type: 'textarea', label: 'Note', show: true, form: 'edit' },
    { source: 'isActive', type: 'boolean', label: 'Active', list: true, show: true },
    { source: 'madeOn', type: 'date', label: 'Made on', show: true, form: true },
    { source: 'tags', type: 'reference-array', reference: 'tags', label: 'Tags', writeAs: 'tagIds', show: true, form: true },
    { source: 'createdAt', type: 'datetime', label: 'Created', show: true },
  ],
};

const TAGS = [
  { id: 1, name: 'red' },
  { id: 2, name: 'blue' },
];

function thingRows(): Row[] {
  return [
    {
      id: 1,
      name: 'Anvil',
      code: 'A-1',
      note: '',
      isActive: true,
      madeOn: '1990-05-17',
      tagIds: [1],
      createdAt: '2026-01-02T03:04:05.000Z',
      updatedAt: '2026-01-02T03:04:05.000Z',
      deletedAt: null,
    },
    { id: 2, name: 'Bucket', code: null, note: null, isActive: false, madeOn: null, tagIds: [], createdAt: '2026-01-02T03:04:05.000Z', updatedAt: '2026-01-02T03:04:05.000Z', deletedAt: null },
    { id: 3, name: 'Crowbar', code: 'C-3', note: null, isActive: true, madeOn: null, tagIds: [], createdAt: '2026-01-02T03:04:05.000Z', updatedAt: '2026-01-02T03:04:05.000Z', deletedAt: '2026-03-01T00:00:00.000Z' },
  ];
}

const server = setupMswServer();
let api: FakeApi;

signedInScreens();
beforeEach(() => {
  api = fakeApi([
    {
      name: 'things',
      rows: thingRows(),
      create: ['name', 'madeOn', 'tagIds'],
      update: ['name', 'note', 'madeOn', 'tagIds'],
      softDelete: true,
      activeState: true,
      search: ['name', 'code'],
      // The entity carries the tags as `{id, name}` and their ids (as roles do with permissions).
      present: (row) => ({ ...row, tags: TAGS.filter((tag) => (row.tagIds as number[]).includes(tag.id)) }),
    },
    { name: 'parts', rows: [{ id: 7, thingId: 1, label: 'Handle' }, { id: 8, thingId: 2, label: 'Rim' }], create: ['thingId', 'label'], update: ['label'], hardDelete: true, filters: ['thingId'] },
    { name: 'tags', rows: TAGS.map((tag) => ({ ...tag })), create: ['name'], update: ['name'] },
  ]);
  server.use(...api.handlers);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const ALL = ['things.read', 'things.create', 'things.update', 'things.delete', 'parts.read', 'parts.create', 'parts.update', 'parts.delete'];

/**
 * The admin with `things` and `parts` over the real providers (requests go to the msw fake API),
 * signed in with `permissions`, in `locale`.
 */
function renderThingsAt(path: string, { permissions = ALL, locale = 'en' }: { permissions?: string[]; locale?: string } = {}) {
  renderAdminAt(path, {
    permissions,
    locale,
    dataProvider: createDataProvider({ capabilities: { things: things.capabilities!, parts: parts.capabilities! } }),
    authProvider: createAuthProvider({ permissionPrefixes: { things: permissionRuleOf(things), parts: permissionRuleOf(parts) } }),
    resources: [resourcePropsOf(things), resourcePropsOf(parts)],
  });
}

/** Pretends the viewport is a phone (every `max-width` media query matches). */
function phoneViewport() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

/** The text of a (jsdom) Blob. */
function textOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;

/*
 * Why these tests wait with text queries and click without user-event's pointer check: jsdom
 * computes an element's style by matching it against every CSS rule in the document, and the
 * admin's MUI/emotion styles are 400-900 rules here, about 1 ms per element and more under load.
 * A role query computes the accessible name of every candidate from computed styles (~35 ms a
 * run for a details page's eight buttons, against ~1 ms for a text query), and a `findBy*` wait
 * re-runs its query on every DOM change while the admin renders, so those runs starved the
 * rendering they waited for: under load two tests ran past the 3 s wait. user-event reads the
 * computed style of the target and each ancestor before every pointer action (~0.2 s a click).
 */

/** Waits for the button labelled `name` (its own text) with a cheap text query. */
const findButton = (name: string) => screen.findByText(name, { selector: 'button' });

/** Waits for the link labelled `name` (its own text) with a cheap text query. */
const findLink = (name: string) => screen.findByText(name, { selector: 'a' });

/**
 * userEvent without its pointer-events check (see above). The tests click enabled, visible
 * controls; user-event still leaves a disabled control unclicked.
 */
const setupUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

describe('generated list', { timeout: 20_000 }, () => {
  it('activates and deactivates the selection with one change-state request each', async () => {
    renderThingsAt('/admin/things');
    const user = setupUser();
    await user.click(within(await rowOf('Anvil')).getByRole('checkbox'));
    await user.click(within(await rowOf('Bucket')).getByRole('checkbox'));
    await user.click(await findButton('Activate'));
    // Anvil was active already: the API changed one row, and the toast says so.
    expect(await screen.findByText('Activated')).toBeInTheDocument();
    expect(api.calls).toContain('POST /things/change-state {"ids":[1,2],"isActive":true}');
    expect(api.rows('things').find((row) => row.id === 2)?.isActive).toBe(true);

    await user.click(within(await rowOf('Anvil')).getByRole('checkbox'));
    await user.click(within(await rowOf('Bucket')).getByRole('checkbox'));
    await user.click(await findButton('Deactivate'));
    expect(await screen.findByText('2 deactivated')).toBeInTheDocument();
    expect(api.calls).toContain('POST /things/change-state {"ids":[1,2],"isActive":false}');
  });

  it('soft-deletes the selection after a confirmation', async () => {
    renderThingsAt('/admin/things');
    const user = setupUser();
    await user.click(within(await rowOf('Bucket')).getByRole('checkbox'));
    await user.click(await findButton('Delete'));
    const dialog = await screen.findByRole('dialog');
    expect(api.calls.some((call) => call.startsWith('DELETE'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(api.calls).toContain('DELETE /things/2/soft'));
    await waitFor(() => expect(screen.queryByText('Bucket')).not.toBeInTheDocument());
  });

  it('shows deleted rows on demand, marked, with a restore button', async () => {
    renderThingsAt('/admin/things');
    const user = setupUser();
    await screen.findByText('Anvil');
    expect(screen.queryByText('Crowbar')).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Show deleted'));
    const row = await rowOf('Crowbar');
    expect(api.calls.some((call) => call.includes('include_deleted=true'))).toBe(true);
    expect(within(row).getByText('Deleted')).toBeInTheDocument();
    expect(row).toHaveStyle({ fontStyle: 'italic' });
    expect(within(await rowOf('Anvil')).queryByRole('button', { name: 'Restore' })).not.toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('Thing Crowbar restored')).toBeInTheDocument();
    expect(api.calls).toContain('POST /things/3/restore');
    expect(location()).toBe('/admin/things');
  });

  it('exports the current filter as CSV with translated headers and names of lists', async () => {
    const blobs: Blob[] = [];
    // jsdom has no object URLs: keep the file react-admin's downloadCSV makes.
    URL.createObjectURL = (blob: Blob) => {
      blobs.push(blob);
      return 'blob:csv';
    };
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderThingsAt('/admin/things?filter=%7B%22isActive%22%3A%22true%22%7D');
    const user = setupUser();
    await screen.findByText('Anvil');
    expect(screen.queryByText('Bucket')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    const exportCall = api.calls.filter((call) => call.startsWith('GET /things/paged')).at(-1)!;
    expect(exportCall).toContain('page_size=100');
    expect(exportCall).toContain('isActive=true');
    expect(await textOf(blobs[0])).toBe(['ID,Thing name,Code,Active,Deleted at', '1,Anvil,A-1,true,'].join('\r\n'));
    expect(click).toHaveBeenCalled();
  });

  it('shows a compact list on phone widths, rows opening the details page', async () => {
    phoneViewport();
    renderThingsAt('/admin/things');
    const user = setupUser();
    expect(await screen.findByText('Anvil')).toBeInTheDocument();
    expect(screen.getByText('A-1')).toBeInTheDocument();
    expect(screen.queryByRole('columnheader')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(screen.getByText('Anvil'));
    await waitFor(() => expect(location()).toBe('/admin/things/1'));
  });

  it('offers create in the empty state, and hides what the user may not do', async () => {
    api.rows('things').splice(0);
    renderThingsAt('/admin/things');
    expect(await screen.findByText('No things yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create' })).toHaveAttribute('href', '/admin/things/add');
  });

  it('names reference filters by their label in the "Add filter" menu (not a humanised "Tag id")', async () => {
    renderThingsAt('/admin/things');
    const user = setupUser();
    await screen.findByText('Anvil');
    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitemcheckbox', { name: 'Tag filter' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitemcheckbox', { name: 'Active filter' })).toBeInTheDocument();
  });

  it('hides create, bulk actions and row selection from a reader', async () => {
    renderThingsAt('/admin/things', { permissions: ['things.read'] });
    await screen.findByText('Anvil');
    // Less important columns carry the class that hides them on narrow screens.
    expect(screen.getByRole('columnheader', { name: /Code/ })).toHaveClass('crud-hide-below-md');
    expect(screen.getByText('A-1').closest('td')).toHaveClass('crud-hide-below-md');
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Select this row' })).not.toBeInTheDocument();
  });
});

/**
 * Opens thing 1's edit screen, lets someone else save it meanwhile (name "Anvil Pro"), changes
 * the name to "Hammer" and saves: resolves with the user and the edit-conflict dialog.
 */
async function saveOverNewer() {
  renderThingsAt('/admin/things/1/edit');
  const user = setupUser();
  const name = await screen.findByLabelText(/Thing name/);
  await waitFor(() => expect(name).toHaveValue('Anvil'));
  Object.assign(api.rows('things')[0], { name: 'Anvil Pro', updatedAt: '2026-02-01T00:00:00.000Z' });
  await user.clear(name);
  await user.type(name, 'Hammer');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Saved by someone else meanwhile' }) };
}

describe('generated forms', { timeout: 20_000 }, () => {
  it('round trip: GET a record, edit it, and PUT only the declared writable fields under their API names', async () => {
    renderThingsAt('/admin/things/1/edit');
    const user = setupUser();
    const name = await screen.findByLabelText(/Thing name/);
    await waitFor(() => expect(name).toHaveValue('Anvil'));
    expect(await screen.findByLabelText('red')).toBeChecked();
    await user.clear(name);
    await user.type(name, 'Hammer');
    await user.click(screen.getByLabelText('blue'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location()).toBe('/admin/things/1'));
    const put = api.calls.find((call) => call.startsWith('PUT /things/1'))!;
    expect(JSON.parse(put.slice(put.indexOf(' {') + 1))).toEqual({ name: 'Hammer', note: null, madeOn: '1990-05-17', tagIds: [1, 2], updatedAt: '2026-01-02T03:04:05.000Z' });
    expect(api.rows('things')[0]).toMatchObject({ name: 'Hammer', tagIds: [1, 2] });
  });

  it('a save over a newer one opens the comparison; keeping the changes saves them over it, knowingly', async () => {
    const { user, dialog } = await saveOverNewer();
    const differences = await within(dialog).findByTestId('edit-conflict-differences');
    expect(within(differences).getAllByRole('row').map((row) => row.textContent)).toEqual(['FieldYour valueSaved version', 'Thing nameHammerAnvil Pro']);
    expect(api.rows('things')[0]).toMatchObject({ name: 'Anvil Pro' });

    await user.click(within(dialog).getByRole('button', { name: 'Keep my changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Saved by someone else meanwhile' })).toBeNull());
    // The record was read again; the form keeps the user's value.
    await waitFor(() => expect(api.calls.filter((call) => call.startsWith('GET /things/1')).length).toBeGreaterThanOrEqual(3));
    await waitFor(() => expect(screen.getByLabelText(/Thing name/)).toHaveValue('Hammer'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location()).toBe('/admin/things/1'));
    const put = api.calls.filter((call) => call.startsWith('PUT /things/1')).at(-1)!;
    expect(JSON.parse(put.slice(put.indexOf(' {') + 1))).toMatchObject({ name: 'Hammer', updatedAt: '2026-02-01T00:00:00.000Z' });
    expect(api.rows('things')[0]).toMatchObject({ name: 'Hammer' });
  });

  it('a save over a newer one: using the saved version shows it in the form and drops the change', async () => {
    const { user, dialog } = await saveOverNewer();
    await within(dialog).findByTestId('edit-conflict-differences');
    await user.click(within(dialog).getByRole('button', { name: 'Use the saved version' }));
    await waitFor(() => expect(screen.getByLabelText(/Thing name/)).toHaveValue('Anvil Pro'));
    expect(api.rows('things')[0]).toMatchObject({ name: 'Anvil Pro' });
  });

  it('creates with the declared create fields only and opens the new details page', async () => {
    renderThingsAt('/admin/things/add');
    const user = setupUser();
    await user.type(await screen.findByLabelText(/Thing name/), 'Drill');
    await user.click(await screen.findByLabelText('red'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location()).toBe('/admin/things/4'));
    expect(api.calls).toContain('POST /things {"name":"Drill","tagIds":[1]}');
  });

  it('soft-deletes from the details page after a confirmation', async () => {
    renderThingsAt('/admin/things/2');
    const user = setupUser();
    await user.click(await findButton('Delete'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(location()).toBe('/admin/things'));
    expect(api.calls).toContain('DELETE /things/2/soft');
  });

  it('marks a deleted record on its details page and offers restore instead of edit and delete', async () => {
    renderThingsAt('/admin/things/3');
    const user = setupUser();
    expect(await screen.findByText(/Deleted on/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    // One Restore, in the deleted-record banner (shown once access is known), none in the toolbar.
    await user.click(await screen.findByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('Thing Crowbar restored')).toBeInTheDocument();
    expect(api.calls).toContain('POST /things/3/restore');
    expect(await findLink('Edit')).toHaveAttribute('href', '/admin/things/3/edit');
  });

  it('writes dates and times in the admin language (Serbian: 17. 5. 1990.)', async () => {
    renderThingsAt('/admin/things/1', { locale: 'sr' });
    expect(await screen.findByText('17. 5. 1990.')).toBeInTheDocument();
    expect(screen.getByText(new Date('2026-01-02T03:04:05.000Z').toLocaleString('sr'))).toBeInTheDocument();
  });

  it('shows empty values as —', async () => {
    renderThingsAt('/admin/things/2');
    await screen.findAllByText('Bucket');
    const labelled = (label: string) => screen.getByText(label).closest('.ra-field') as HTMLElement;
    expect(within(labelled('Code')).getByText('—')).toBeInTheDocument();
    expect(within(labelled('Made on')).getByText('—')).toBeInTheDocument();
    expect(within(labelled('Tags')).getByText('—')).toBeInTheDocument();
  });
});

describe('generated routes', { timeout: 20_000 }, () => {
  it('shows the details tabs at their sub-paths: /admin/things/1/parts lists the parts', async () => {
    renderThingsAt('/admin/things/1/parts');
    expect(await screen.findByText('Handle')).toBeInTheDocument();
    expect(screen.queryByText('Rim')).not.toBeInTheDocument();
    expect(api.calls.some((call) => call.startsWith('GET /parts/paged') && call.includes('thingId=1'))).toBe(true);
    expect(screen.getByRole('tab', { name: 'Parts tab' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('link', { name: 'Add' })).toHaveAttribute('href', '/admin/things/1/parts/add');
  });

  it('adds a child from the tab with the parent id from the URL, then shows the tab again', async () => {
    renderThingsAt('/admin/things/1/parts/add');
    const user = setupUser();
    await user.type(await screen.findByLabelText(/Part label/), 'Head');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location()).toBe('/admin/things/1/parts'));
    expect(api.calls).toContain('POST /parts {"label":"Head","thingId":1}');
    expect(await screen.findByText('Head')).toBeInTheDocument();
  });

  it('edits and hard-deletes a child from the tab', async () => {
    renderThingsAt('/admin/things/1/parts');
    const user = setupUser();
    const row = await rowOf('Handle');
    expect(await within(row).findByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/admin/things/1/parts/7/edit');
    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(api.calls).toContain('DELETE /parts/7'));
    await waitFor(() => expect(screen.queryByText('Handle')).not.toBeInTheDocument());
    expect(location()).toBe('/admin/things/1/parts');
  });

  it('opens the create screen at /add', async () => {
    renderThingsAt('/admin/things/add');
    expect(await screen.findByLabelText(/Thing name/)).toBeInTheDocument();
    expect(api.calls.filter((call) => call.startsWith('GET /things/'))).toEqual([]);
  });

  it.each(['/admin/things/new', '/admin/things/abc', '/admin/things/abc/edit', '/admin/things/1/nonsense', '/admin/things/1/parts/x/edit'])(
    'shows the not-found page for %s without asking the API for a record',
    async (path) => {
      renderThingsAt(path);
      expect(await screen.findByText('Not Found')).toBeInTheDocument();
      expect(api.calls.filter((call) => /^GET \/things\/(?!paged)/.test(call))).toEqual([]);
    },
  );

  it('shows the access-denied page for a screen opened by URL without its permission', async () => {
    renderThingsAt('/admin/things/1/edit', { permissions: ['things.read'] });
    expect(await screen.findByText('Access denied')).toBeInTheDocument();
    expect(api.calls.some((call) => call.startsWith('PUT'))).toBe(false);
  });
});
