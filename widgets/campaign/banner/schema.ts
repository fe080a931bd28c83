import * as z from 'zod/mini';
import { actionRef, asset, text, lazySchema } from '@engine';
import { opt, withDefault } from '@kit/fields';

export const bannerProps = lazySchema(() =>
  z.object({
    image: asset('Banner image: a file of the campaign folder or an allowlisted URL.'),
    alt: text('String key of the image description read by screen readers.'),
    ratio: withDefault(z.string().check(z.regex(/^\d+(\.\d+)?\/\d+(\.\d+)?$/)), '750/360', 'Width/height of the image, e.g. 750/360: the space is reserved before it loads, so nothing moves.'),
    action: opt(actionRef('Action run when the banner is tapped.'), 'Action run when the banner is tapped (the banner becomes a button).'),
  }),
);

export type BannerProps = z.output<typeof bannerProps>;
