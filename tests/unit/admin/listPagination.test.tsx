/**
 * The lists' pagination says "about" before a total the API estimated (meta.totalExact false,
 * src/admin/crud/ListPagination.tsx) and shows an exact total as react-admin does.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { ListContextProvider, type ListControllerResult } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { ListPagination } from '../../../src/admin/crud/ListPagination';
import { AdminTestApp } from './testKit';

const noop = () => undefined;

afterEach(cleanup);

function renderPagination(total: number, totalExact: boolean) {
  const context = {
    data: Array.from({ length: 25 }, (_, index) => ({ id: index + 1 })),
    total,
    meta: { totalExact },
    page: 1,
    perPage: 25,
    setPage: noop,
    setPerPage: noop,
    isPending: false,
    isLoading: false,
    isFetching: false,
    hasNextPage: true,
    hasPreviousPage: false,
    resource: 'users',
  } as unknown as ListControllerResult;
  render(
    <AdminTestApp dataProvider={{} as never}>
      <ListContextProvider value={context}>
        <ListPagination />
      </ListContextProvider>
    </AdminTestApp>,
  );
}

describe('ListPagination', () => {
  it('reads "of about" before an estimated total, formatted for the language', async () => {
    renderPagination(100_234, false);
    expect(await screen.findByText('1–25 of about 100,234')).toBeInTheDocument();
  });

  it('shows an exact total without "about"', async () => {
    renderPagination(42, true);
    expect(await screen.findByText('1-25 of 42')).toBeInTheDocument();
    expect(screen.queryByText(/of about/)).toBeNull();
  });
});
