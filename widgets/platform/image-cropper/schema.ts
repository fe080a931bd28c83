import * as z from 'zod/mini';
import { actionRef, bindable, describe, lazySchema } from '@engine';

/** Props of the image cropper: a fixed-ratio crop box (default 375x125), 'Confirm' exports a png. */
export const imageCropperProps = lazySchema(() =>
  z.object({
    src: z.optional(bindable(describe(z.string(), 'Picture to crop (campaign file, allowlisted URL or data:image); the user can also pick one.'))),
    boxWidth: z._default(describe(z.int().check(z.positive()), 'Width (px) of the crop box and of the exported png.'), 375),
    boxHeight: z._default(describe(z.int().check(z.positive()), 'Height (px) of the crop box and of the exported png.'), 125),
    allowPick: z._default(describe(z.boolean(), 'Show a button to pick a picture from the device.'), true),
    stateKey: z._default(describe(z.string().check(z.minLength(1)), 'Page state key that receives the png as a data URL (read it as {{state.<key>}}).'), 'croppedImage'),
    action: z.optional(actionRef('Action run after Confirm, once the png is stored in the page state (e.g. an upload).')),
  }),
);

export type ImageCropperProps = z.output<typeof imageCropperProps>;
