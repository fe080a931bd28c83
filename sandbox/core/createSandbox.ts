/**
 * The sandbox: a stateful stand-in for the real server, answering every call
 * the pages make under /vue/prodServer in the envelope `{ status: 0, content, message? }`
 * (failures: a non-zero status with a message in the caller's language).
 * Pure TypeScript: the Node server, the Vite plugin and msw adapt it.
 */
import { DEBUG_USER_ID } from '../../engine/app-header/appHeader';
import { assetFor } from './assets';
import { faultAnswer, routeAnswer, uploadAnswer } from './answers';
import { userOf, type Ctx, type World } from './context';
import { applyControl, controlState, type Controllable } from './control';
import { STATUS } from './envelope';
import { API_BASE, faultFor, type FaultState } from './faults';
import { findFixture, fixtureMessage, previewInstant } from '../../engine/core/fixture-answers';
import type { Fixture } from '../../engine/core/fixtures';
import { playedAnswer } from './fixturePlay';
import { ROUND_GAMES } from './handlers/games';
import { grant, setCouples } from './handlers/grants';
import { readGift, sendGift } from './gifts';
import { ROUTES } from './handlers/routes';
import { COS_UPLOAD_PATH, uploads } from './handlers/upload';
import { message, serverLang } from './messages';
import { mixSeed, mulberry32 } from './prng';
import { createPushHub, type PushListener } from './pushes';
import type { SandboxRequest, SandboxResponse } from './types';

export interface SandboxOptions {
  seed?: number;
  /** The clock the sandbox runs on (tests inject their own). */
  now?: () => number;
  /** Waits for latency faults (default: setTimeout). */
  sleep?: (ms: number) => Promise<void>;
  /** The user when a call carries neither a userid header nor a uid parameter. */
  defaultUserId?: string;
  /** Preview data of the campaign folders (engine/core/fixtures.ts), read again on every call they may answer; what
   * a user's actions changed in their answers (sandbox/core/fixturePlay.ts) lasts until the sandbox is reset. */
  fixtures?: () => readonly Fixture[];
}

export const CONTROL_PATH = '/vue/sandbox/control';
export const UPLOAD_PATH = '/vue/sandbox/upload';
/** The user of a call that names none: the same user a page outside the app is (engine/app-header). */
export const DEFAULT_USER_ID = DEBUG_USER_ID;

const newWorld = (seed: number): World => ({ seed, users: new Map(), shared: {}, rng: mulberry32(mixSeed(seed, 'world')) });
const lower = (h: Record<string, string>) => Object.fromEntries(Object.entries(h).map(([k, v]) => [k.toLowerCase(), v]));

export function createSandbox(opts: SandboxOptions = {}) {
  let seed = opts.seed ?? 1;
  const baseNow = opts.now ?? (() => Date.now());
  const sleep = opts.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  let offset = 0;
  let world = newWorld(seed);
  let faults: FaultState = { rules: [], latency: [] };
  const hub = createPushHub(() => world.rng);
  const now = () => baseNow() + offset;

  function tick(at: number = now()): void {
    for (const game of ROUND_GAMES) game.tick(world, at, (c) => hub.emit(c));
    hub.flush();
  }

  const sandbox = {
    seed: () => seed,
    reset(newSeed?: number) {
      if (newSeed !== undefined && Number.isFinite(newSeed)) seed = newSeed;
      world = newWorld(seed);
      faults = { rules: [], latency: [] };
      offset = 0;
      hub.reset();
    },
    getFaults: (): FaultState => ({ rules: [...faults.rules], latency: [...faults.latency] }),
    setFaults(f: Partial<FaultState>) {
      faults = { rules: f.rules ?? faults.rules, latency: f.latency ?? faults.latency };
    },
    clock: {
      now,
      offset: () => offset,
      setOffset(ms: number) { offset = ms; },
      advance(ms: number) { offset += ms; },
    },
    setPushChaos: (on: boolean) => hub.setChaos(on),
    pushChaos: () => hub.chaos(),
    pushes: { subscribe: (cb: PushListener) => hub.subscribe(cb) },
    tick,
    grant: (input: Record<string, unknown>) => grant(world, input, now()),
    couples: (input: { divorce?: unknown; couple?: unknown }) => setCouples(world, input, now()),
    /** A gift `input.userId` sends now (see gifts.ts); a malformed one is ignored, as the control endpoint's grants are. */
    sendGift(input: Record<string, unknown>) {
      try {
        return sendGift(world, readGift((name) => input[name], String(input.userId ?? ''), now()));
      } catch {
        return undefined;
      }
    },
    /** A user's live state (tests and the development panel read it). */
    user: (userId: string) => userOf(world, userId),
    received: () => ({ uploads: [...uploads(world)], bugReports: [...((world.shared.bugReports as unknown[] | undefined) ?? [])], naireAnswers: [...((world.shared.naireAnswers as unknown[] | undefined) ?? [])] }),
    handle,
  } satisfies Controllable & Record<string, unknown>;

  async function handle(req: SandboxRequest): Promise<SandboxResponse> {
    const headers = lower(req.headers);
    const lang = serverLang(headers.language ?? headers.client_language ?? req.query.lang);
    const path = req.path.replace(/\/+$/, '') || '/';
    const method = req.method.toUpperCase() === 'POST' ? 'POST' : 'GET';
    const date = () => ({ date: new Date(now()).toUTCString() });

    if (path === CONTROL_PATH) {
      if (method === 'POST') applyControl(sandbox, (req.body && typeof req.body === 'object' ? req.body : {}) as Record<string, unknown>);
      return { httpStatus: 200, body: { status: 0, content: controlState(sandbox) }, headers: date() };
    }
    if (path === UPLOAD_PATH || path === COS_UPLOAD_PATH) return uploadAnswer(world, path === COS_UPLOAD_PATH, req.body, now());
    const asset = assetFor(path, seed, (id) => userOf(world, id).name);
    if (asset) return { httpStatus: 200, body: asset };
    if (!path.startsWith(`${API_BASE}/`)) return { httpStatus: 404, body: { status: STATUS.notFound, message: message('unknownCall', lang) } };

    const apiPath = path.slice(API_BASE.length);
    const fault = faultFor(faults, req.query, apiPath);
    if (fault.latencyMs > 0) await sleep(fault.latencyMs);
    const faulty = faultAnswer(fault.kind, lang, date);
    if (faulty) return faulty;

    const at = now();
    tick(at);
    const route = ROUTES[`${method} ${apiPath}`];
    const userId = headers.userid || req.query.uid || opts.defaultUserId || DEFAULT_USER_ID;
    const fixtures = route ? [] : (opts.fixtures?.() ?? []);
    const fixture = findFixture(fixtures, method, apiPath);
    if (fixture) {
      if (fault.kind === 'lost') return { networkError: true };
      const chosen = playedAnswer(world, fixtures, fixture, { body: req.body, query: req.query, userId, now: at }, previewInstant(headers.referer) ?? at);
      if (chosen.error) {
        const text = fixtureMessage(chosen.error, lang) ?? message('systemBusy', lang);
        return { httpStatus: 200, body: { status: chosen.error.status, message: text }, headers: date() };
      }
      return { httpStatus: 200, body: { status: 0, content: chosen.answer === undefined ? true : chosen.answer }, headers: date() };
    }
    if (!route) return { httpStatus: 404, body: { status: STATUS.notFound, message: message('unknownCall', lang) }, headers: date() };
    const ctx: Ctx = {
      world, lang, method, path: apiPath, query: req.query, headers, body: req.body, now: at, rng: world.rng,
      user: userOf(world, userId),
      userOf: (id) => userOf(world, id),
      push: (content, event) => hub.emit(content, event),
    };
    return routeAnswer(route, ctx, fault.kind === 'lost', date);
  }

  return sandbox;
}

export type Sandbox = ReturnType<typeof createSandbox>;
