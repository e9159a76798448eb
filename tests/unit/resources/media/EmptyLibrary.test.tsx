/**
 * An empty image library still offers its toolbar's Upload (the list's own buttons show on the
 * empty page too), so the first image can be uploaded; only to staff who may upload.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderAdminAt } from '../../admin/adminAt';
import { signedInScreens } from '../../admin/testKit';
import { pagedOf, setupMswServer } from '../../support/msw';

const server = setupMswServer();
signedInScreens();
beforeEach(() => {
  server.use(http.get('*/api/1.0/media/paged', () => HttpResponse.json(pagedOf([]))));
});

describe('an empty image library', { timeout: 30_000 }, () => {
  it('offers Upload, which opens the upload dialog', async () => {
    renderAdminAt('/admin/media', ['media.read', 'media.create']);
    expect(await screen.findByText('No Images yet.')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Upload' }));
    expect(within(await screen.findByRole('dialog')).getByText('Upload an image')).toBeInTheDocument();
  });

  it('offers no Upload to staff who may only look', async () => {
    renderAdminAt('/admin/media', ['media.read']);
    expect(await screen.findByText('No Images yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload' })).not.toBeInTheDocument();
  });
});
