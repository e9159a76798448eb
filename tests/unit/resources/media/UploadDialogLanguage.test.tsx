/**
 * The upload dialog's limits read in the interface language: Serbian groups thousands with a
 * dot ("10.000 piksela"), not with English's comma.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { AdminContext, memoryStore, type DataProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18nProvider } from '../../../../src/admin/i18nProvider';
import { UploadMediaDialog } from '../../../../src/resources/media/UploadMediaDialog';
import { createTestI18n } from '../../support/i18n';

afterEach(cleanup);

describe('the upload dialog', () => {
  it('states its pixel limit with the interface language’s digit grouping', async () => {
    render(
      <AdminContext dataProvider={{} as DataProvider} i18nProvider={createI18nProvider(createTestI18n('sr', ['admin']))} store={memoryStore()}>
        <UploadMediaDialog open onClose={() => undefined} />
      </AdminContext>,
    );
    expect(await screen.findByText(/najviše 10\.000 piksela po dužoj strani/)).toBeInTheDocument();
  });
});
