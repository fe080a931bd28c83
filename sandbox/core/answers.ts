/**
 * How the sandbox answers over the wire: a handler's outcome, a fault or an upload host's verdict, in the client's
 * envelope `{ status: 0, content, message? }` (failures: a non-zero status with a message in the caller's language).
 */
import { localizeContent } from './contentNames';
import type { Ctx, Handler, World } from './context';
import { isWithMessage, SandboxError, STATUS } from './envelope';
import type { FaultKind } from './faults';
import { acceptCosUpload, acceptUpload } from './handlers/upload';
import { message, type ServerLang } from './messages';
import type { SandboxResponse } from './types';

type Headers = Record<string, string>;

/** A fault that answers before any handler runs: a broken connection, an empty answer or a non-zero status. */
export function faultAnswer(kind: FaultKind | undefined, lang: ServerLang, headers: () => Headers): SandboxResponse | undefined {
  if (kind === 'network') return { networkError: true };
  if (kind === 'empty') return { httpStatus: 200, body: null, headers: headers() };
  if (kind === 'status') return { httpStatus: 200, body: { status: STATUS.fault, message: message('systemBusy', lang) }, headers: headers() };
  return undefined;
}

/** Runs a handler; with the `lost` fault its work is done but the answer never reaches the client. */
export async function routeAnswer(route: Handler, ctx: Ctx, lost: boolean, headers: () => Headers): Promise<SandboxResponse> {
  const lang = ctx.lang;
  try {
    const out = await route(ctx);
    if (lost) return { networkError: true };
    const body = isWithMessage(out)
      ? { status: 0, content: localizeContent(out.content ?? true, lang), message: message(out.__message, lang, out.values) }
      : { status: 0, content: out === undefined ? true : localizeContent(out, lang) };
    return { httpStatus: 200, body, headers: headers() };
  } catch (e) {
    if (lost) return { networkError: true };
    if (e instanceof SandboxError) return { httpStatus: 200, body: { status: e.status, message: message(e.key, lang, e.values) }, headers: headers() };
    return { httpStatus: 500, body: { status: STATUS.fault, message: message('systemBusy', lang) }, headers: headers() };
  }
}

/** A file POSTed to the signed host or the cloud storage host: its key, or why it was refused. */
export async function uploadAnswer(world: World, cloudStorage: boolean, body: unknown, now: number): Promise<SandboxResponse> {
  const verdict = cloudStorage ? await acceptCosUpload(world, body, now) : acceptUpload(world, body, now);
  return verdict.ok ? { httpStatus: 200, body: { status: 0, content: { key: verdict.key } } } : { httpStatus: verdict.httpStatus, body: { status: STATUS.badRequest, message: verdict.reason } };
}
