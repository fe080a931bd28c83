/**
 * Object-storage upload (P§5, P§7): signForWeb hands out a signature for a directory; the signed host
 * (/vue/sandbox/upload) takes the multipart POST only with an issued signature, the access id and policy
 * that came with it, a key built by the P§5 rule inside the signed directory and one non-empty image file.
 * Every accepted file is kept, so a report can be checked against what its author really uploaded.
 */
import { shared, type Routes, type World } from '../context';
import { isMultipart } from '../multipart';
import { dateKey } from '../time';

export const ACCESS_ID = 'SANDBOXACCESSID';
export const POLICY = 'c2FuZGJveC1wb2xpY3k=';
/** Seconds a signature stays valid. */
const SIGNATURE_TTL_S = 1800;

interface Issued { userId: string; dir: string; expire: number }
export interface Uploaded { key: string; userId: string; name: string; type: string; size: number; at: number }

/** P§5: directory + random string (32) + timestamp (ms) + the original extension. */
export const KEY_TAIL = /^[A-Za-z0-9]{32}\d{13}\.(png|jpe?g|webp|gif)$/;

const issued = (world: World) => shared<Map<string, Issued>>(world, 'uploadSignatures', () => new Map());
export const uploads = (world: World) => shared<Uploaded[]>(world, 'uploads', () => []);

export const uploadRoutes: Routes = {
  'GET /adaptation/aliyun/signForWeb': (c) => {
    const dir = `feedback/${dateKey(c.now)}/${c.user.userId}/`;
    const expire = Math.floor(c.now / 1000) + SIGNATURE_TTL_S;
    const signature = `sig-${c.user.userId}-${Math.floor(c.rng() * 1e9).toString(36)}`;
    issued(c.world).set(signature, { userId: c.user.userId, dir, expire });
    return { host: '/vue/sandbox/upload', dir, accessid: ACCESS_ID, policy: POLICY, signature, expire };
  },
};

export type UploadVerdict = { ok: true; key: string } | { ok: false; httpStatus: number; reason: string };

/** The signed host: checks the multipart form as the storage service would, and keeps the file. */
export function acceptUpload(world: World, body: unknown, now: number): UploadVerdict {
  if (!isMultipart(body)) return { ok: false, httpStatus: 400, reason: 'not a multipart form' };
  const { fields, files } = body;
  const grant = issued(world).get(fields.signature ?? '');
  if (!grant || fields.OSSAccessKeyId !== ACCESS_ID || fields.policy !== POLICY) return { ok: false, httpStatus: 403, reason: 'signature, access id or policy not issued' };
  if (grant.expire * 1000 < now) return { ok: false, httpStatus: 403, reason: 'signature expired' };
  const key = fields.key ?? '';
  if (!key.startsWith(grant.dir) || !KEY_TAIL.test(key.slice(grant.dir.length))) return { ok: false, httpStatus: 400, reason: `key ${key} breaks the key rule (dir + 32 random + timestamp + extension)` };
  const file = files.find((f) => f.field === 'file');
  if (!file || file.size === 0) return { ok: false, httpStatus: 400, reason: 'no file' };
  if (!file.type.startsWith('image/')) return { ok: false, httpStatus: 400, reason: 'not an image' };
  if (uploads(world).some((u) => u.key === key)) return { ok: false, httpStatus: 409, reason: 'key already used' };
  uploads(world).push({ key, userId: grant.userId, name: file.name, type: file.type, size: file.size, at: now });
  return { ok: true, key };
}

/** The uploaded file a picture reference (its key or its URL on the signed host) names, if `userId` uploaded it. */
export function uploadedBy(world: World, userId: string, ref: unknown): Uploaded | undefined {
  if (typeof ref !== 'string') return undefined;
  return uploads(world).find((u) => u.userId === userId && (ref === u.key || ref.endsWith(`/${u.key}`)));
}
