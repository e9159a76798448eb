/**
 * The register upload screen (`/admin/crawl-organisations/upload`) against msw: a row the server
 * reports `forbidden` (it would change an existing record and the user may not edit crawled
 * organisations) is shown with its own translated state, its reason, a count in the summary and a
 * note that such rows are skipped.
 */
import { screen, within, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ResourceContextProvider } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UploadResult } from '../../../../src/shared/api';
import { createDataProvider } from '../../../../src/admin/dataProvider';
import { storeTokens } from '../../../../src/auth/session';
import { RegisterUpload } from '../../../../src/resources/crawl-organisations/RegisterUpload';
import { AdminTestApp } from '../../admin/testKit';
import { setupMswServer } from '../../support/msw';

const server = setupMswServer();


const REASON = 'Changing the existing crawled organisation with PIB 100000024 (id 7) needs the crawled-organisations.update permission';

const ANSWER: UploadResult = {
  dryRun: true,
  results: [
    { row: 1, status: 'created' },
    { row: 2, status: 'forbidden', id: 7, errors: [{ reason: REASON }] },
  ],
  summary: { created: 1, updated: 0, unchanged: 0, invalid: 0, forbidden: 1 },
};

beforeEach(() => {
  localStorage.clear();
  storeTokens('b1', 'r1');
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  server.use(http.post('*/api/1.0/crawled-organisations/upload', () => HttpResponse.json(ANSWER)));
});

describe('register upload, rows the user may not change', () => {
  it('shows a forbidden row with its translated state and reason, counts it and says it will be skipped', async () => {
    render(
      <AdminTestApp dataProvider={createDataProvider()} path="/admin/crawl-organisations/upload">
        <ResourceContextProvider value="crawl-organisations">
          <RegisterUpload />
        </ResourceContextProvider>
      </AdminTestApp>,
    );
    const input = screen.getByTestId('upload-file') as HTMLInputElement;
    await userEvent.upload(input, new File(['name,taxRegistrationNumber,nationalIdentificationNumber\n'], 'extract.csv', { type: 'text/csv' }));

    const rows = await screen.findByTestId('upload-rows');
    expect(within(rows).getByText('Not permitted')).toBeInTheDocument();
    expect(within(rows).getByText(REASON)).toBeInTheDocument();
    expect(within(screen.getByTestId('upload-summary')).getByText('Not permitted: 1')).toBeInTheDocument();
    expect(screen.getByTestId('upload-forbidden-note')).toHaveTextContent('would change existing records, which needs the permission to edit crawled organizations');
  });
});
