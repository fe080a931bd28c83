import * as z from 'zod/mini';
import { bindable, describe, lazySchema } from '@engine';
import { opt, withDefault } from '@kit/fields';

export const userChipProps = lazySchema(() =>
  z.object({
    name: bindable(describe(z.string(), 'Display name, usually {{user.name}} or a field of a data source.')),
    avatar: opt(bindable(describe(z.string(), 'Avatar URL (must be allowlisted).')), 'Avatar URL (must be allowlisted), e.g. {{user.avatar}}.'),
    userId: opt(bindable(describe(z.union([z.string(), z.number()]), 'User id shown under the name.')), 'User id shown under the name, e.g. {{user.id}}.'),
    size: withDefault(z.union([z.literal('small'), z.literal('large')]), 'small', 'Avatar size: small (32 px) or large (56 px).'),
  }),
);

export type UserChipProps = z.output<typeof userChipProps>;
