/**
 * The cover picker (src/resources/media/MediaPickerInput.tsx) and the upload dialog: the chosen
 * image's thumbnail and name, choosing from the library's grid (searched by file name), clearing,
 * uploading a new file (the raw file to `POST /media`, then chosen), and an upload's refusal in
 * the interface language (by the API's status, not its English text).
 */
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, SaveButton, type DataProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MediaPickerInput } from '../../../../src/resources/media/MediaPickerInput';
import type { MediaRecord } from '../../../../src/resources/media/media';
import { AdminTestApp, signedInScreens } from '../../admin/testKit';

const sha = (n: number) => String(n).repeat(64).slice(0, 64);
const medium = (id: number, fileName: string): MediaRecord => ({
  id,
  fileName,
  contentType: 'image/png',
  byteSize: 1000,
  width: 640,
  height: 320,
  sha256: sha(id),
  alt: { en: `Alt of ${fileName}` },
  variants: [
    { width: 320, format: 'webp', byteSize: 100 },
    { width: 640, format: 'webp', byteSize: 200 },
  ],
  usedBy: [],
  createdBy: 1,
  createdAt: '2026-11-01T10:00:00Z',
  updatedAt: '2026-11-01T10:00:00Z',
  deletedAt: null,
});

const library = [medium(1, 'team.png'), medium(2, 'office.png')];
let postTo: ReturnType<typeof vi.fn>;
let getList: ReturnType<typeof vi.fn>;

function provider(): DataProvider {
  getList = vi.fn(async (_resource: string, params: { filter?: { q?: string } }) => {
    const rows = library.filter((row) => !params.filter?.q || row.fileName.includes(params.filter.q));
    return { data: rows, total: rows.length };
  });
  return {
    getList,
    getOne: vi.fn(async (_resource: string, { id }: { id: number }) => ({ data: [...library, medium(3, 'new.png')].find((row) => row.id === Number(id))! })),
    getMany: vi.fn(async () => ({ data: [] })),
    getManyReference: vi.fn(async () => ({ data: [], total: 0 })),
    create: vi.fn(),
    update: vi.fn(),
    updateMany: vi.fn(),
    delete: vi.fn(),
    deleteMany: vi.fn(),
    postTo,
  } as unknown as DataProvider;
}

function renderPicker(record: Record<string, unknown>, onSubmit = vi.fn()) {
  render(
    <AdminTestApp dataProvider={provider()}>
      <Form record={record} onSubmit={onSubmit}>
        <MediaPickerInput source="coverMediaId" label="Cover" />
        <SaveButton alwaysEnable />
      </Form>
    </AdminTestApp>,
  );
  return onSubmit;
}

signedInScreens();
afterEach(cleanup);
beforeEach(() => {
  postTo = vi.fn(async () => ({ data: medium(3, 'new.png') }));
});

describe('MediaPickerInput', { timeout: 30_000 }, () => {
  it('shows the chosen image, and picks another from the library grid, searched by file name', async () => {
    const onSubmit = renderPicker({ id: 7, coverMediaId: 1 });
    const user = userEvent.setup();
    expect(await screen.findByText('team.png')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Alt of team.png' }).getAttribute('src')).toBe(`/media/1/${sha(1)}/w320.webp`);

    await user.click(screen.getByRole('button', { name: 'Choose from library' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose an image' });
    await user.type(within(dialog).getByLabelText('Search by file name'), 'office');
    await waitFor(() => expect(within(dialog).queryByRole('listitem', { name: 'Choose team.png' })).toBeNull());
    expect(getList).toHaveBeenLastCalledWith('media', expect.objectContaining({ filter: { q: 'office' } }));
    await user.click(within(dialog).getByRole('listitem', { name: 'Choose office.png' }));

    expect(await screen.findByText('office.png')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ coverMediaId: 2 });
  });

  it('clears the image (null)', async () => {
    const onSubmit = renderPicker({ id: 7, coverMediaId: 2 });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove image' }));
    expect(screen.getByText('No image chosen')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0].coverMediaId).toBeNull();
  });

  it('uploads a new file as the raw body with its name and alternative text, then chooses it', async () => {
    const onSubmit = renderPicker({ id: 7, coverMediaId: null });
    const user = userEvent.setup();
    expect(await screen.findByText('No image chosen')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Upload new' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload an image' });
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'new.png', { type: 'image/png' });
    await user.upload(within(dialog).getByTestId('media-file'), file);
    await user.type(within(dialog).getByLabelText('Alternative text (English, optional)'), 'A new picture');
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));

    await waitFor(() => expect(postTo).toHaveBeenCalledWith('/media', file, { contentType: 'image/png', query: { fileName: 'new.png', alt: 'A new picture', language: 'en' } }));
    expect(await screen.findByText('new.png')).toBeInTheDocument();
    // Once the dialog has gone (while it closes, the form is hidden from assistive technology).
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ coverMediaId: 3 });
  });

  it("shows an upload's refusal in the interface language and keeps the dialog open", async () => {
    postTo = vi.fn(async () => {
      throw Object.assign(new Error('Unsupported media type'), { status: 415, body: { message: 'Unsupported media type', reason: 'The file is not …' } });
    });
    renderPicker({ id: 7, coverMediaId: null });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Upload new' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload an image' });
    await user.upload(within(dialog).getByTestId('media-file'), new File(['not a picture'], 'fake.png', { type: 'image/png' }));
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The file is not a JPEG, PNG, WebP, AVIF or SVG image (its content decides, not its name)');
    expect(screen.getByText('No image chosen')).toBeInTheDocument();
  });

  it('refuses a file above the size limit before sending it', async () => {
    renderPicker({ id: 7, coverMediaId: null });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Upload new' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload an image' });
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' });
    await user.upload(within(dialog).getByTestId('media-file'), big);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The file is larger than 10 MB');
    expect(within(dialog).getByRole('button', { name: 'Upload' })).toBeDisabled();
    expect(postTo).not.toHaveBeenCalled();
  });
});
