/** What a handler receives, and the helpers it reads parameters with. */
import { fail, STATUS } from './envelope';
import type { ServerLang } from './messages';
import type { Rng } from './prng';
import { avatarUrl, nameFor } from './catalog';
import { createUser, type UserState } from './users';

export interface World {
  seed: number;
  users: Map<string, UserState>;
  /** State shared by all users (teams, stock, rounds...), per domain. */
  shared: Record<string, unknown>;
  rng: Rng;
}

export interface PushContent {
  type: string;
  actNo?: number;
  channelId: string;
  [k: string]: unknown;
}

export interface Ctx {
  world: World;
  user: UserState;
  lang: ServerLang;
  method: 'GET' | 'POST';
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  body: unknown;
  now: number;
  rng: Rng;
  userOf(userId: string): UserState;
  push(content: PushContent, event?: number): void;
}

export type Handler = (ctx: Ctx) => unknown;
/** Keys are `GET /path` or `POST /path`, paths relative to /vue/prodServer. */
export type Routes = Record<string, Handler>;

export function userOf(world: World, userId: string): UserState {
  let u = world.users.get(userId);
  if (!u) {
    u = createUser(world.seed, userId);
    world.users.set(userId, u);
  }
  return u;
}

/** How a person is shown (name and picture) without making them a sandbox user: seeded people stay seeded. */
export function personOf(world: World, userId: string): { userId: string; name: string; icon: string } {
  const u = world.users.get(userId);
  return { userId, name: u?.name ?? nameFor(world.seed, userId), icon: u?.icon ?? avatarUrl(userId) };
}

/** Shared state of a domain, created with `init` on first use. */
export function shared<T>(world: World, key: string, init: () => T): T {
  if (!(key in world.shared)) world.shared[key] = init();
  return world.shared[key] as T;
}

/** A parameter from the query string, then the JSON body. */
export function param(ctx: Ctx, name: string): unknown {
  if (name in ctx.query) return ctx.query[name];
  const b = ctx.body;
  if (b && typeof b === 'object' && !Array.isArray(b) && name in b) return (b as Record<string, unknown>)[name];
  return undefined;
}

export function str(ctx: Ctx, name: string, fallback?: string): string {
  const v = param(ctx, name);
  if (v === undefined || v === null) {
    if (fallback !== undefined) return fallback;
    return fail('badRequest', STATUS.badRequest);
  }
  return String(v);
}

export function num(ctx: Ctx, name: string, fallback?: number): number {
  const v = param(ctx, name);
  if (v === undefined || v === null || v === '') {
    if (fallback !== undefined) return fallback;
    return fail('badRequest', STATUS.badRequest);
  }
  const n = Number(v);
  if (!Number.isFinite(n)) return fail('badRequest', STATUS.badRequest);
  return n;
}

/** Page and size parameters of paged lists (pageNum/pageNo/page, pageSize/size). */
export function paging(ctx: Ctx): { page: number; size: number } {
  const page = Math.max(1, num(ctx, 'pageNum', num(ctx, 'pageNo', num(ctx, 'page', 1))));
  const size = Math.min(100, Math.max(1, num(ctx, 'pageSize', num(ctx, 'size', 20))));
  return { page, size };
}

export function pageOf<T>(rows: readonly T[], p: { page: number; size: number }) {
  const start = (p.page - 1) * p.size;
  return { rows: rows.slice(start, start + p.size), total: rows.length, pageNum: p.page, pageSize: p.size, hasMore: start + p.size < rows.length };
}
