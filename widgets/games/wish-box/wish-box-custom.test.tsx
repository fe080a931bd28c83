import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { multipartBody } from '../../../sandbox/core/multipart';
import { calls, show } from '@testing/widgets/showWishBox';

// The cropper library, as the image cropper's own tests stand it in: the crop gives a png of the box size.
const cropper = vi.hoisted(() => ({ created: 0, sizes: [] as Array<{ width?: number; height?: number }> }));
vi.mock('cropperjs', () => ({
  default: class {
    constructor() {
      cropper.created += 1;
    }
    getCropperSelection() {
      return {
        $toCanvas: async (opts: { width?: number; height?: number }) => {
          cropper.sizes.push(opts);
          return { toDataURL: (type: string) => `data:${type};base64,Q1JPUFBFRA==` };
        },
      };
    }
    destroy() {}
  },
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  cropper.created = 0;
  cropper.sizes.length = 0;
});

describe('wish-box custom gift', () => {
  /** The custom gift view, its signed host answered by the sandbox; `posted` holds the multipart forms sent to it. */

  function customGift(userId: string) {
    const view = show({ userId, grant: { customGifts: 1 }, view: 'custom' });
    const posted: FormData[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      const form = init.body as FormData;
      posted.push(form);
      const res = await view.sandbox.handle({ method: 'POST', path: url, query: {}, headers: {}, body: multipartBody(form) });
      return new Response(JSON.stringify('body' in res ? res.body : null), { status: 'httpStatus' in res ? res.httpStatus : 500 });
    });
    return { ...view, posted };
  }

  const choosePicture = () => fireEvent.change(screen.getByLabelText('Gift picture'), { target: { files: [new File(['png'], 'me.png', { type: 'image/png' })] } });


  it('the chosen picture is cropped (the cropper loading only then), then uploaded through the signing as the cropped png, then the text goes with the stored key', async () => {
    const { services, sandbox, userId, posted } = customGift('62010');
    expect(await screen.findByTestId('wish-custom-rights')).toHaveTextContent('You can make 1 custom gift.');
    // The form's code comes with the custom view.
    fireEvent.click(await screen.findByRole('button', { name: 'Send my custom gift' }));
    expect(await screen.findByText('Please enter the text')).toBeInTheDocument();
    expect(screen.getByText('Please upload a picture')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Gift text'), { target: { value: 'x'.repeat(31) } });
    fireEvent.click(screen.getByRole('button', { name: 'Send my custom gift' }));
    expect(await screen.findByText('At most 30 characters')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Gift text'), { target: { value: 'Happy birthday, Mika!' } });
    // Nothing of the cropper runs before the user chooses a picture.
    expect(cropper.created).toBe(0);
    choosePicture();
    const dialog = await screen.findByRole('dialog', { name: 'Crop the picture' });
    const confirm = await within(dialog).findByRole('button', { name: 'Confirm' });
    await waitFor(() => expect(confirm).toBeEnabled());
    expect(cropper.created).toBe(1);
    fireEvent.click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('img', { name: 'Chosen picture' })).toHaveAttribute('src', 'data:image/png;base64,Q1JPUFBFRA==');
    expect(posted).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Send my custom gift' }));
    expect(await screen.findByText('Your custom gift is sent. Our staff will contact you within 72 hours.')).toBeInTheDocument();
    expect(cropper.sizes).toEqual([{ width: 300, height: 300 }]);
    // One upload, of the cropped picture (not the file chosen), as a png.
    expect(posted).toHaveLength(1);
    const file = posted[0]!.get('file') as File;
    expect(file.type).toBe('image/png');
    expect(await file.text()).toBe('CROPPED');
    const sent = calls(services.http.calls, 'customGift');
    expect(sent).toHaveLength(1);
    const { text, pictures } = sent[0]!.body as { text: string; pictures: string[] };
    expect(text).toBe('Happy birthday, Mika!');
    expect(pictures).toEqual([posted[0]!.get('key')]);
    expect(pictures[0]).toMatch(/\.png$/);
    expect((sandbox.user(userId).domains.wishBox as { customGifts: unknown[] }).customGifts).toHaveLength(1);
    expect(await screen.findByTestId('wish-custom-rights')).toHaveTextContent('Win the secret gift (sure within 100 wishes) to make a custom gift.');
    expect(screen.getByRole('button', { name: 'Send my custom gift' })).toBeDisabled();
  });


  it('a cancelled crop chooses no picture and uploads nothing', async () => {
    const { services, posted } = customGift('62012');
    expect(await screen.findByTestId('wish-custom-rights')).toHaveTextContent('You can make 1 custom gift.');
    fireEvent.change(await screen.findByLabelText('Gift text'), { target: { value: 'For Mika' } });
    choosePicture();
    const dialog = await screen.findByRole('dialog', { name: 'Crop the picture' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('img', { name: 'Chosen picture' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send my custom gift' }));
    expect(await screen.findByText('Please upload a picture')).toBeInTheDocument();
    expect(posted).toHaveLength(0);
    expect(calls(services.http.calls, 'customGift')).toHaveLength(0);
    expect(screen.getByTestId('wish-custom-rights')).toHaveTextContent('You can make 1 custom gift.');
  });

});
