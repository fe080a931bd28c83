import * as z from 'zod/mini';
import { actionRef, dataRef, text, lazySchema } from '@engine';
import { opt, withDefault } from '@kit/fields';

/** The placeholder of the recipes while they load: three recipes as tall as one with its note (183 px, 10 px apart). */
export const recipeSkeleton = { count: 3, height: 183, gap: 10 };

export const giftComposeProps = lazySchema(() =>
  z.object({
    source: dataRef('Data source of the recipes (availableConfigList): rows of id, goal (gift), materials (gift, count needed, owned), composable.'),
    composeAction: actionRef('Action run once the user confirmed a composition; the recipe is in {{state.<stateKey>}}, e.g. POST compose with configId {{state.recipe.id}}.'),
    stateKey: withDefault(z.string().check(z.regex(/^[A-Za-z_][\w]*$/)), 'recipe', 'Page state key holding the recipe being composed.'),
    title: opt(text('String key of a title above the recipes.'), 'String key of a title above the recipes.'),
  }),
);

export type GiftComposeProps = z.output<typeof giftComposeProps>;
