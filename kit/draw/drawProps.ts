/**
 * The props the draw games declare alike, written once: a path of the game's API with its default (absolute, letters,
 * digits, dashes and slashes only, so a path is never a URL of another host), and the page's actions and title.
 */
import * as z from 'zod/mini';
import { actionRef, lazySchema, text } from '@engine';
import { opt, withDefault } from '../fields';

export const apiPath = z.string().check(z.regex(/^\/[\w\-/]*$/));

/** A prop's text: one for its reference and its field, or the field's own when it says more. */
type Described = string | readonly [description: string, help: string];
const texts = (d: Described): readonly [string, string] => (typeof d === 'string' ? [d, d] : d);

/** A path of the game's API, with its default and what it answers. */
export const pathProp = (path: string, description: string) => withDefault(apiPath, path, description);

/** An optional action of the page. */
export const actionProp = (d: Described) => opt(actionRef(texts(d)[0]), texts(d)[1]);

/** The optional string key of the game's title. */
export const titleProp = (d: Described) => opt(text(texts(d)[0]), texts(d)[1]);

type ActionField = ReturnType<typeof actionProp>;

/** What the page adds to a game, after the game's own props and in this order. */
export interface PageSpec<A extends string, R extends boolean> {
  /** The page's action when the diamonds are short (`rechargeAction`, e.g. opening the recharge dialog). */
  recharge?: R;
  /** The page's action after a request of the game: its prop's name and text. */
  after?: readonly [name: A, text: Described];
  /** The title above the game. */
  title: Described;
}

type PageShape<A extends string, R extends boolean> = (R extends true ? { rechargeAction: ActionField } : unknown) & { [K in A]: ActionField } & { title: ReturnType<typeof titleProp> };

/** A draw game's props: its own (built when first read), then the page's recharge action, its action after a request and the title. */
export function drawGameProps<F extends z.core.$ZodLooseShape, A extends string = never, R extends boolean = false>(page: PageSpec<A, R>, fields: () => F) {
  return lazySchema(() =>
    z.object({
      ...fields(),
      ...(page.recharge ? { rechargeAction: actionProp('Action run when the diamonds are short, e.g. opening the recharge dialog.') } : {}),
      ...(page.after ? { [page.after[0]]: actionProp(page.after[1]) } : {}),
      title: titleProp(page.title),
    } as F & PageShape<A, R>),
  );
}
