import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useSearchParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCache } from '../../lib/infra/apollo/client';
import { SnackbarProvider } from '../../lib/hooks/snackbar';
import { SessionProvider } from '../../lib/domain/session';
import { signedIn, visitor } from '../../test/account-fixtures';
import { AttachImagesButton } from './attach-images-button';
import { ImageUploadList } from './image-upload-list';
import { FakeXhr, uploadedImageSet as imageSet } from '../../lib/infra/upload/fake-xhr';
import { useImageUploads } from '../../lib/infra/upload/use-image-uploads';

function Harness({ max }: { max: number }) {
  const uploads = useImageUploads({ max });
  const [params] = useSearchParams();
  return (
    <>
      <AttachImagesButton uploads={uploads} />
      <ImageUploadList uploads={uploads} />
      <output aria-label="ids">{uploads.imageIds.join(',')}</output>
      <output aria-label="modal">{params.get('modal') ?? ''}</output>
    </>
  );
}

function renderHarness(session: MockLink.MockedResponse, max = 2) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <SnackbarProvider>
            <SessionProvider>
              <Harness max={max} />
            </SessionProvider>
          </SnackbarProvider>
        ),
      },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <MockedProvider mocks={[session]} cache={createCache()} mockLinkDefaultOptions={{ delay: 0 }}>
      <RouterProvider router={router} />
    </MockedProvider>,
  );
  return userEvent.setup();
}

const jpeg = (name: string) => new File(['jpeg bytes'], name, { type: 'image/jpeg' });

beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('image uploads', () => {
  it('uploads a chosen image to /images with real progress and keeps its id', async () => {
    const user = renderHarness(signedIn());
    await user.upload(screen.getByTestId('image-upload-input'), jpeg('a.jpg'));

    const tile = await screen.findByRole('listitem', { name: 'Image 1' });
    const bar = within(tile).getByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('10');
    const [xhr] = FakeXhr.sent;
    expect(xhr?.method).toBe('POST');
    expect(xhr?.url).toBe('/images');
    expect((xhr?.body?.get('image') as File).name).toBe('a.jpg');

    xhr!.progress(60, 100);
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('60'));
    xhr!.answer(201, { data: { imageSet: imageSet('f'.repeat(24)) } });

    await waitFor(() => expect(within(tile).queryByRole('progressbar')).toBeNull());
    expect(screen.getByLabelText('ids').textContent).toBe('f'.repeat(24));
    expect(tile.querySelector('img')?.getAttribute('src')).toBe(
      `/uploads/${'f'.repeat(24)}-thumbnail.jpg`,
    );
  });

  it('keeps a refused upload on its image with the server reason, and retries on click', async () => {
    const user = renderHarness(signedIn());
    await user.upload(screen.getByTestId('image-upload-input'), jpeg('fake.jpg'));
    FakeXhr.sent[0]!.answer(400, {
      code: 400,
      status: 'FieldInvalid',
      messageUI: { message: 'There was an error' },
      data: { errors: { image: 'Upload a JPEG or PNG image' } },
    });

    const retry = await screen.findByRole('button', { name: 'Uploading error, click to retry' });
    expect(retry.textContent).toBe('Uploading error');
    expect(screen.getByRole('alert').textContent).toBe('Upload a JPEG or PNG image');
    expect(screen.getByLabelText('ids').textContent).toBe('');

    await user.click(retry);
    expect(FakeXhr.sent).toHaveLength(2);
    FakeXhr.sent[1]!.answer(201, { data: { imageSet: imageSet('e'.repeat(24)) } });
    await waitFor(() => expect(screen.getByLabelText('ids').textContent).toBe('e'.repeat(24)));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('deletes an image while it uploads and stops the upload', async () => {
    const user = renderHarness(signedIn());
    await user.upload(screen.getByTestId('image-upload-input'), jpeg('a.jpg'));
    await user.click(await screen.findByRole('button', { name: 'Delete image' }));

    expect(screen.queryByRole('listitem')).toBeNull();
    expect(FakeXhr.sent[0]?.aborted).toBe(true);
  });

  it('takes no more images than the limit and then disables adding', async () => {
    const user = renderHarness(signedIn(), 2);
    await user.upload(screen.getByTestId('image-upload-input'), [
      jpeg('a.jpg'),
      jpeg('b.jpg'),
      jpeg('c.jpg'),
    ]);

    expect(await screen.findAllByRole('listitem')).toHaveLength(2);
    expect(FakeXhr.sent).toHaveLength(2);
    expect((screen.getByRole('button', { name: 'Add photo' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('opens the login modal for a visitor who tries to attach an image', async () => {
    const user = renderHarness(visitor);
    await waitFor(() => expect(window.localStorage.getItem('tavola-account')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Add photo' }));

    await waitFor(() => expect(screen.getByLabelText('modal').textContent).toBe('login'));
    expect(FakeXhr.sent).toHaveLength(0);
  });
});
