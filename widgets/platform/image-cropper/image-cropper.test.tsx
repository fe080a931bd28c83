import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CampaignPage, layoutWidgets } from '@engine';
import { renderWithEngine, testCampaign } from '@testing/engine';
import { cropperTemplate, exportPng } from './cropImage';
import { imageCropper } from './index';

const toCanvas = vi.fn(async (_opts?: { width?: number; height?: number }) => ({ toDataURL: (type: string) => `data:${type};base64,AAAA` }) as unknown as HTMLCanvasElement);
const created: Array<{ template?: string }> = [];
vi.mock('cropperjs', () => ({
  default: class {
    constructor(_el: HTMLImageElement, options: { template?: string }) {
      created.push(options);
    }
    getCropperSelection() {
      return { $toCanvas: toCanvas };
    }
    destroy() {}
  },
}));

function page(props: Record<string, unknown>) {
  const campaign = testCampaign({
    page: [{ type: 'image-cropper', props }],
    actions: { upload: [{ type: 'api', path: '/upload', method: 'POST', body: { image: '{{state.croppedImage}}' } }] },
  });
  return renderWithEngine(<CampaignPage campaign={campaign} />, { registry: [...layoutWidgets, imageCropper], responses: { 'POST /upload': {} } });
}

describe('image-cropper', () => {
  afterEach(() => {
    cleanup();
    created.length = 0;
    toCanvas.mockClear();
  });

  it("'Confirm' exports a 375x125 png to the page state and runs the action", async () => {
    const { services } = page({ src: '/img/cover.png', action: 'upload' });
    const confirm = await screen.findByRole('button', { name: 'Confirm' });
    await waitFor(() => expect(confirm).toBeEnabled());
    fireEvent.click(confirm);
    await waitFor(() => expect(services.http.calls).toEqual([expect.objectContaining({ path: '/upload', body: { image: 'data:image/png;base64,AAAA' } })]));
    expect(toCanvas).toHaveBeenCalledWith({ width: 375, height: 125 });
  });

  it('the default crop box is 375 by 125 and keeps its ratio', () => {
    expect(cropperTemplate(375, 125)).toContain('width="375" height="125" aspect-ratio="3.000000"');
  });

  it('uses the configured box size for the cropper and the export', async () => {
    page({ src: '/img/cover.png', boxWidth: 200, boxHeight: 200 });
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]?.template).toContain('width="200" height="200"');
  });

  it('exportPng asks for a png of the box size', async () => {
    await expect(exportPng({ $toCanvas: toCanvas }, 10, 20)).resolves.toBe('data:image/png;base64,AAAA');
    expect(toCanvas).toHaveBeenCalledWith({ width: 10, height: 20 });
  });

  it('a pick that brings no file tells the user no picture was chosen', async () => {
    page({ allowPick: true });
    fireEvent.change(await screen.findByLabelText('Choose picture'), { target: { files: [] } });
    expect(await screen.findByText('No picture was chosen.')).toBeInTheDocument();
  });

  it('without a picture it asks the user to choose one', async () => {
    page({});
    expect(await screen.findByText('Choose a picture to crop.')).toBeInTheDocument();
    expect(screen.getByLabelText('Choose picture')).toHaveAttribute('type', 'file');
  });
});
