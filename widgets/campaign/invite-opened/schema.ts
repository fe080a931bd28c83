import * as z from 'zod/mini';
import { describe, text, lazySchema } from '@engine';
import { opt, withDefault } from '@kit/fields';

export const inviteOpenedProps = lazySchema(() =>
  z.object({
    path: describe(z.string().check(z.regex(/^(\/[A-Za-z0-9_-]+)+$/)), 'API path (GET) told once that the page was opened from a shared link, e.g. /activity/christmasCards/openShare; the server counts the invite (once per device).'),
    param: withDefault(z.string().check(z.regex(/^[A-Za-z_][\w-]*$/)), 'inviter', 'Query parameter of the shared link holding the sharer\'s user id, e.g. inviter for ?inviter=10002.'),
    field: withDefault(z.string().check(z.regex(/^[A-Za-z_]\w*$/)), 'inviterId', 'Name of the parameter the sharer\'s user id is sent under.'),
    notice: opt(text('String key of a line shown once the invite was reported.'), 'String key of a line shown once the invite was reported (none: nothing is shown).'),
  }),
);

export type InviteOpenedProps = z.output<typeof inviteOpenedProps>;
