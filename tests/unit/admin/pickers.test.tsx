/**
 * Pickers with thousands of records (src/admin/crud/ChecklistInput.tsx, ReferencePickers.tsx):
 * the checklist's first request stays page 1 of 100 with an empty search, typing searches the
 * server, scrolling (or "Load more") loads the next page, and the chosen records are listed by
 * name and checked even outside the loaded page or the search; the autocomplete picker sends
 * what is typed as search_term.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Form, SaveButton } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { ChecklistInput } from '../../../src/admin/crud/ChecklistInput';
import { pickerFilterToQuery } from '../../../src/admin/crud/pickers';
import { ReferencePicker } from '../../../src/admin/crud/ReferencePickers';
import { createDataProvider } from '../../../src/admin/dataProvider';
import { setupMswServer } from '../support/msw';
import { AdminTestApp, signedInScreens } from './testKit';

const server = setupMswServer();
signedInScreens();

/** 250 organisations named "Org 001" … "Org 250", ids 1001…1250. */
const ORGANISATIONS = Array.from({ length: 250 }, (_, index) => ({ id: 1001 + index, name: `Org ${String(index + 1).padStart(3, '0')}` }));

/**
 * `/organisations/paged` and `/organisations/by-ids` over {@link ORGANISATIONS}; every list query
 * is kept. `estimate`: the total answered as the planner's estimate (`total_exact: false`).
 */
function organisationsApi({ estimate }: { estimate?: number } = {}) {
  const queries: URLSearchParams[] = [];
  const byIds: number[][] = [];
  server.use(
    http.get('*/api/1.0/organisations/paged', ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      const term = (query.get('search_term') ?? '').toLowerCase();
      const page = Number(query.get('current_page'));
      const size = Number(query.get('page_size'));
      const matching = ORGANISATIONS.filter((organisation) => organisation.name.toLowerCase().includes(term));
      return HttpResponse.json({
        items: matching.slice((page - 1) * size, page * size),
        current_page: page,
        page_size: size,
        total_count: estimate ?? matching.length,
        total_pages: Math.ceil((estimate ?? matching.length) / size),
        total_exact: estimate === undefined,
      });
    }),
    http.post('*/api/1.0/organisations/by-ids', async ({ request }) => {
      const { ids } = (await request.json()) as { ids: number[] };
      byIds.push(ids);
      return HttpResponse.json(ORGANISATIONS.filter((organisation) => ids.includes(organisation.id)));
    }),
  );
  return { queries, byIds };
}

function renderChecklist(organisationIds: number[] = [], onSubmit: (values: Record<string, unknown>) => void = () => undefined) {
  render(
    <AdminTestApp dataProvider={createDataProvider()}>
      <Form defaultValues={{ organisationIds }} record={{ organisationIds }} onSubmit={onSubmit}>
        <ChecklistInput source="organisationIds" reference="organisations" label="users.form.organisations" loadingText="users.form.loadingOrganisations" />
        <SaveButton alwaysEnable />
      </Form>
    </AdminTestApp>,
  );
}

/** The scroll box holding the checkboxes. */
const scrollBox = () => screen.getByLabelText('Org 001').closest<HTMLElement>('[role="group"]')!;

/** Pretends the box was scrolled to its end (jsdom lays nothing out). */
function scrollToEnd(box: HTMLElement) {
  Object.defineProperty(box, 'scrollHeight', { configurable: true, value: 4000 });
  Object.defineProperty(box, 'clientHeight', { configurable: true, value: 220 });
  box.scrollTop = 3800;
  fireEvent.scroll(box);
}

describe('ChecklistInput with many records', { timeout: 20_000 }, () => {
  it('asks for page 1 of 100 with an empty search, then the next page when scrolled to the end', async () => {
    const { queries } = organisationsApi();
    renderChecklist();
    expect(await screen.findByLabelText('Org 001')).toBeInTheDocument();
    expect(screen.getByLabelText('Org 100')).toBeInTheDocument();
    expect(screen.queryByLabelText('Org 101')).not.toBeInTheDocument();
    expect(queries).toHaveLength(1);
    expect(Object.fromEntries(queries[0])).toMatchObject({ current_page: '1', page_size: '100', search_term: '', sort_by: 'name', sort_order: 'asc' });
    expect(screen.getByText('0 selected · Showing 100 of 250')).toBeInTheDocument();

    scrollToEnd(scrollBox());
    expect(await screen.findByLabelText('Org 200')).toBeInTheDocument();
    expect(queries).toHaveLength(2);
    expect(Object.fromEntries(queries[1])).toMatchObject({ current_page: '2', page_size: '100', search_term: '' });
    expect(screen.getByText('0 selected · Showing 200 of 250')).toBeInTheDocument();
  });

  it('loads more with the keyboard ("Load more") and moves the focus to the first new row; the last page ends the offer', async () => {
    const { queries } = organisationsApi();
    const user = userEvent.setup();
    renderChecklist();
    await screen.findByLabelText('Org 001');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getByLabelText('Org 101')).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getByLabelText('Org 201')).toHaveFocus());
    expect(screen.getByLabelText('Org 250')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(queries.map((query) => query.get('current_page'))).toEqual(['1', '2', '3']);
  });

  it('reads on while pages come back full when the total is an estimate below the real count', async () => {
    const { queries } = organisationsApi({ estimate: 150 });
    const user = userEvent.setup();
    renderChecklist();
    await screen.findByLabelText('Org 001');
    expect(screen.getByText('0 selected · Showing 100 of about 150')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByLabelText('Org 200');
    expect(screen.getByText('0 selected · Showing 200 of about 200')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByLabelText('Org 250')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.getByText('0 selected')).toBeInTheDocument();
    expect(queries.map((query) => query.get('current_page'))).toEqual(['1', '2', '3']);
  });

  it('searches the server as the user types (once, after the pause) and says when nothing matches', async () => {
    const { queries } = organisationsApi();
    const user = userEvent.setup();
    renderChecklist();
    await screen.findByLabelText('Org 001');
    const search = screen.getByRole('searchbox', { name: 'Search Organizations' });
    // Keystrokes closer together than the pause make one request.
    for (const text of ['o', 'or', 'org', 'org ', 'org 2', 'org 24']) fireEvent.change(search, { target: { value: text } });
    expect(await screen.findByLabelText('Org 240')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByLabelText('Org 001')).not.toBeInTheDocument());
    const searches = queries.filter((query) => query.get('search_term'));
    expect(searches.map((query) => query.get('search_term'))).toEqual(['org 24']);
    expect(Object.fromEntries(searches[0])).toMatchObject({ current_page: '1', page_size: '100' });
    expect(screen.getByLabelText('Org 249')).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'zzz');
    expect(await screen.findByText('No matches for “zzz”')).toBeInTheDocument();
  });

  it('Enter in the search field searches at once and does not submit the form', async () => {
    const { queries } = organisationsApi();
    const submitted = vi.fn();
    renderChecklist([], submitted);
    await screen.findByLabelText('Org 001');
    const search = screen.getByRole('searchbox', { name: 'Search Organizations' });
    fireEvent.change(search, { target: { value: 'Org 150' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(await screen.findByLabelText('Org 150')).toBeInTheDocument();
    expect(queries.some((query) => query.get('search_term') === 'Org 150')).toBe(true);
    expect(submitted).not.toHaveBeenCalled();
  });

  it('lists the chosen records by name and checked, even outside the loaded page and the search, and saves them', async () => {
    const { byIds } = organisationsApi();
    const submitted = vi.fn();
    const user = userEvent.setup();
    // Org 250 is on page 3; Org 002 on page 1.
    renderChecklist([1250, 1002], submitted);
    const far = await screen.findByLabelText('Org 250');
    expect(far).toBeChecked();
    expect(screen.getByLabelText('Org 002')).toBeChecked();
    expect(byIds.flat()).toContain(1250);
    // Listed first, once each.
    const labels = within(scrollBox())
      .getAllByRole('checkbox')
      .map((box) => box.closest('label')?.textContent);
    expect(labels.slice(0, 3)).toEqual(['Org 250', 'Org 002', 'Org 001']);
    expect(labels.filter((label) => label === 'Org 002')).toHaveLength(1);
    expect(screen.getByText('2 selected · Showing 100 of 250')).toBeInTheDocument();

    // A search that matches neither keeps them listed and checked.
    await user.type(screen.getByRole('searchbox', { name: 'Search Organizations' }), 'Org 17');
    expect(await screen.findByLabelText('Org 170')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByLabelText('Org 001')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Org 250')).toBeChecked();
    expect(screen.getByLabelText('Org 002')).toBeChecked();

    // Choose a match, unchoose Org 002 (it stays where it is, unchecked), and save.
    await user.click(screen.getByLabelText('Org 171'));
    await user.click(screen.getByLabelText('Org 002'));
    expect(screen.getByLabelText('Org 002')).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(submitted).toHaveBeenCalled());
    expect(submitted.mock.calls[0][0]).toMatchObject({ organisationIds: [1250, 1171] });
  });
});

describe('pickerFilterToQuery', () => {
  it('sends trimmed text as q and nothing for blank text', () => {
    expect(pickerFilterToQuery('  acme ')).toEqual({ q: 'acme' });
    expect(pickerFilterToQuery('   ')).toEqual({});
    expect(pickerFilterToQuery(undefined)).toEqual({});
    expect(pickerFilterToQuery('x'.repeat(300)).q).toHaveLength(200);
  });
});

describe('ReferencePicker', { timeout: 20_000 }, () => {
  it('asks for page 1 of 100 by name, then sends what is typed as search_term and offers the matches', async () => {
    const { queries } = organisationsApi();
    const user = userEvent.setup();
    render(
      <AdminTestApp dataProvider={createDataProvider()}>
        <Form defaultValues={{ organisationId: null }}>
          <ReferencePicker source="organisationId" reference="organisations" label="users.form.organisations" />
        </Form>
      </AdminTestApp>,
    );
    const input = await screen.findByRole('combobox', { name: 'Organizations' });
    await waitFor(() => expect(queries.length).toBeGreaterThan(0));
    expect(Object.fromEntries(queries[0])).toMatchObject({ current_page: '1', page_size: '100', search_term: '', sort_by: 'name' });
    await user.type(input, 'Org 23');
    expect(await screen.findByRole('option', { name: 'Org 234' })).toBeInTheDocument();
    await waitFor(() => expect(queries.some((query) => query.get('search_term') === 'Org 23')).toBe(true));
    await act(async () => {
      await user.click(screen.getByRole('option', { name: 'Org 234' }));
    });
    expect(input).toHaveValue('Org 234');
  });
});
