import * as z from 'zod/mini';
import { bindable, describe, text, lazySchema } from '@engine';
import { opt, withDefault } from '@kit/fields';

export const SHARE_CHANNEL_IDS = ['FB', 'WA', 'LINK'] as const;

export const shareButtonProps = lazySchema(() =>
  z.object({
    url: bindable(describe(z.string().check(z.minLength(1)), 'Link shared (allowlisted URL or a path of this site).')),
    message: opt(text('String key of the text sent with the link (WhatsApp).'), 'String key of the text sent with the link (WhatsApp).'),
    channels: withDefault(z.array(z.enum(SHARE_CHANNEL_IDS)).check(z.minLength(1)), ['FB', 'WA', 'LINK'], 'Channels offered: FB (Facebook), WA (WhatsApp), LINK (copy the link).'),
    title: opt(text('String key of a label above the buttons.'), 'String key of a label above the buttons, e.g. "Share with friends".'),
    track: withDefault(z.boolean(), true, 'Report the share event (15002) with its channel.'),
  }),
);

export type ShareButtonProps = z.output<typeof shareButtonProps>;
export type ShareChannelId = (typeof SHARE_CHANNEL_IDS)[number];
