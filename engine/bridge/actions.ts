/**
 * The catalogue of host app actions and the shape of their
 * arguments. Only these names cross the bridge.
 */
import * as z from 'zod/mini';
import { lazySchema } from '../core/schema-helpers';
import { FORWARD_TYPES, SHARE_CHANNELS } from './constants';

// Each schema is built the first time a call of its action is checked (start-up builds none).
const none = lazySchema(() => z.looseObject({}));
/** Actions whose arguments the app defines per screen: passed to the app as written. */
const loose = lazySchema(() => z.looseObject({}));
const forwardType = () => z.union(Object.values(FORWARD_TYPES).map((n) => z.literal(n)) as [z.ZodMiniLiteral<number>, ...z.ZodMiniLiteral<number>[]]);

export const ACTION_ARGS = {
  pay: lazySchema(() => z.object({ clientProductId: z.string(), productIdentifier: z.string(), referer: z.optional(z.string()) })),
  rechargeDiamond: loose,
  rechargeBean: loose,
  share: lazySchema(() => z.object({ channel: z.enum(SHARE_CHANNELS), url: z.string(), title: z.optional(z.string()) })),
  forward: lazySchema(() => z.looseObject({ type: forwardType(), id: z.optional(z.union([z.string(), z.number()])) })),
  closePage: none,
  resizeWindow: lazySchema(() => z.looseObject({ width: z.optional(z.number()), height: z.optional(z.number()), minimize: z.optional(z.boolean()) })),
  saveImage: lazySchema(() => z.object({ url: z.string(), format: z.optional(z.literal('jpeg')) })),
  postEvent: lazySchema(() => z.object({ event: z.union([z.number(), z.string()]), data: z.optional(z.unknown()) })),
  previewAnimation: lazySchema(() => z.object({ url: z.string(), loops: z.optional(z.number()), contentMode: z.optional(z.union([z.literal(1), z.literal(2)])) })),
  hideNavigationBar: none,
  showNavigationBar: none,
  getHeaders: none,
  getBarHeights: none,
  setStatusBarColor: lazySchema(() => z.object({ color: z.string().check(z.regex(/^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i)) })),
  createRoom: loose,
  gameTicketBuy: loose,
  gameTicketExchange: loose,
  sparkBuy: loose,
  sparkTipAlert: loose,
  subscribe: lazySchema(() => z.object({ group: z.string() })),
  getPayChannels: none,
  getAttributionLink: none,
} as const;

export type BridgeAction = keyof typeof ACTION_ARGS;
export type ActionArgs<A extends BridgeAction> = z.output<(typeof ACTION_ARGS)[A]>;
export const BRIDGE_ACTIONS = Object.keys(ACTION_ARGS) as BridgeAction[];

/**
 * The argument names an action takes, for authoring checks (a campaign naming another argument is refused):
 * undefined for an action whose arguments are passed to the app as written.
 */
export function bridgeArgNames(action: BridgeAction): readonly string[] | undefined {
  const schema = ACTION_ARGS[action] as z.ZodMiniLazy;
  if (schema === loose) return undefined;
  const inner = schema._zod.def.getter() as z.ZodMiniObject;
  return Object.keys(inner._zod.def.shape);
}

export function isBridgeAction(name: unknown): name is BridgeAction {
  return typeof name === 'string' && Object.prototype.hasOwnProperty.call(ACTION_ARGS, name);
}
