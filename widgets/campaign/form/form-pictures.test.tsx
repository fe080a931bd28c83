import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sandboxFetch } from '@testing/sandbox/sandboxClient';
import { posts, show, submit } from '@testing/widgets/showForm';

vi.mock('cropperjs', () => ({
  default: class {
    getCropperSelection() {
      return { $toCanvas: async () => ({ toDataURL: () => 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUg==' }) };
    }
    destroy() {}
  },
}));

describe('form pictures', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', undefined);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  const pictureForm = { fields: [{ name: 'shots', kind: 'picture', label: 'shots', required: true, maxCount: 2 }] };
  const pick = async (name = 'bug.jpg') => {
    const input = (await screen.findByText('Add picture')).closest('label')!.querySelector('input')!;
    fireEvent.change(input, { target: { files: [new File(['jpeg-bytes'], name, { type: 'image/jpeg' })] } });
    const dialog = await screen.findByRole('dialog', { name: 'Crop the picture' });
    const confirm = await within(dialog).findByRole('button', { name: 'Confirm' });
    await waitFor(() => expect(confirm).toBeEnabled());
    fireEvent.click(confirm);
  };

  it('a picked picture is cropped, uploaded to the signed host under a key of directory, 32 random characters, the time and the extension, and sent as its URL', async () => {
    const view = show(pictureForm);
    vi.stubGlobal('fetch', sandboxFetch(view.sandbox));
    submit();
    expect(await screen.findByText('Please add a picture.')).toBeInTheDocument();
    await pick();
    expect(await screen.findByRole('img', { name: 'Picture 1' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Uploading…')).toBeNull());
    const [uploaded] = view.sandbox.received().uploads;
    expect(uploaded?.key).toMatch(/^feedback\/\d{4}-\d{2}-\d{2}\/10002\/[A-Za-z0-9]{32}\d{13}\.png$/);
    expect(uploaded).toMatchObject({ userId: '10002', type: 'image/png' });
    submit();
    await waitFor(() => expect(posts(view.services.http.calls)).toEqual([expect.objectContaining({ body: { shots: [`/vue/sandbox/upload/${uploaded!.key}`] } })]));
    expect(view.services.http.calls.filter((c) => c.path === '/adaptation/aliyun/signForWeb')).toHaveLength(1);
  });

  it('a failed upload says so and is not sent; Retry uploads it again', async () => {
    const view = show(pictureForm);
    let down = true;
    const real = sandboxFetch(view.sandbox);
    vi.stubGlobal('fetch', (async (input: RequestInfo | URL, init?: RequestInit) => {
      if (down) throw new TypeError('Failed to fetch');
      return real(input, init);
    }) as typeof fetch);
    await pick();
    expect(await screen.findByText('Upload failed')).toBeInTheDocument();
    expect(screen.getByText('The picture could not be uploaded. Check your connection and tap Retry.')).toBeInTheDocument();
    submit();
    expect(await screen.findByText('A picture was not uploaded. Retry or remove it.')).toBeInTheDocument();
    expect(posts(view.services.http.calls)).toHaveLength(0);
    down = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(view.sandbox.received().uploads).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('Upload failed')).toBeNull());
    submit();
    expect(await screen.findByText('Thank you! We have received it.')).toBeInTheDocument();
  });

  it('takes at most its count of pictures; a picture can be removed', async () => {
    const view = show(pictureForm);
    vi.stubGlobal('fetch', sandboxFetch(view.sandbox));
    await pick('a.jpg');
    await screen.findByRole('img', { name: 'Picture 1' });
    await pick('b.jpg');
    await screen.findByRole('img', { name: 'Picture 2' });
    expect(screen.queryByText('Add picture')).toBeNull();
    expect(screen.getByText('2/2 pictures')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Remove picture 1' }));
    expect(await screen.findByText('Add picture')).toBeInTheDocument();
    expect(screen.getAllByRole('img')).toHaveLength(1);
  });

  it('with no file chosen says the image file was not found', async () => {
    show(pictureForm);
    const input = (await screen.findByText('Add picture')).closest('label')!.querySelector('input')!;
    fireEvent.change(input, { target: { files: [] } });
    expect(await screen.findByText('Image file not found')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
