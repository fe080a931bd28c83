import * as z from 'zod/mini';
import { asset, describe, text, lazySchema } from '@engine';

/** Props of the media previewer: video, SVGA or alpha video; an .svga file is previewed natively by the app from 3.14.0. */
export const mediaPreviewerProps = lazySchema(() =>
  z.object({
    src: asset('The media file: .mp4 video or .svga animation (campaign file or allowlisted URL).'),
    kind: z.optional(describe(z.enum(['video', 'svga', 'alpha-video']), 'How to play it; by default from the file extension. alpha-video: colour on the left half, transparency mask on the right half.')),
    poster: z.optional(asset('Picture shown before the video plays.')),
    preload: z._default(describe(z.enum(['auto', 'none', 'metadata']), 'How much of a video the browser loads before play: auto, none or metadata.'), 'metadata'),
    autoplay: z._default(describe(z.boolean(), 'Start on its own (muted); never when the user prefers reduced motion.'), false),
    loop: z._default(describe(z.boolean(), 'Play again from the start at the end.'), false),
    label: z.optional(text('String key naming the media for screen readers.')),
    width: z._default(describe(z.number().check(z.positive()), 'Width in design pixels (750-wide design).'), 750),
    height: z._default(describe(z.number().check(z.positive()), 'Height in design pixels (750-wide design).'), 420),
  }),
);

export type MediaPreviewerProps = z.output<typeof mediaPreviewerProps>;
