/**
 * Object-storage upload: signForWeb hands out a signature for a directory; the signed host
 * (/vue/sandbox/upload) takes the multipart POST only with an issued signature, the access id and policy
 * that came with it, a key (directory + random string + timestamp + original extension) inside the signed directory and one non-empty image file.
 * When the signing fails, getUploadToken hands out temporary credentials and the cloud storage host
 * (/vue/sandbox/cos-upload) takes the POST signed with them (policy signature checked, same key rule).
 * Every accepted file is kept, so a report can be checked against what its author really uploaded.
 */
import { cosSignature } from '../../../engine/upload/cosPost';
import { shared, type Routes, type World } from '../context';
import { isMultipart, type MultipartBody } from '../multipart';
import { dateKey } from '../time';

export const ACCESS_ID = 'SANDBOXACCESSID';
export const POLICY = 'c2FuZGJveC1wb2xpY3k=';
/** Seconds a signature stays valid. */
const SIGNATURE_TTL_S = 1800;

interface Issued { userId: string; dir: string; expire: number }
interface IssuedCredentials extends Issued { secretKey: string; sessionToken: string; keyTime: string }
export interface Uploaded { key: string; userId: string; name: string; type: string; size: number; at: number }

/** The upload key: directory + random string (32) + timestamp (ms) + the original extension. */
export const KEY_TAIL = /^[A-Za-z0-9]{32}\d{13}\.(png|jpe?g|webp|gif)$/;

const issued = (world: World) => shared<Map<string, Issued>>(world, 'uploadSignatures', () => new Map());
const issuedCredentials = (world: World) => shared<Map<string, IssuedCredentials>>(world, 'uploadCredentials', () => new Map());
const token = (rng: () => number, n: number) => Array.from({ length: n }, () => 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789'[Math.floor(rng() * 56)]).join('');
const dirOf = (now: number, userId: string) => `feedback/${dateKey(now)}/${userId}/`;
export const uploads = (world: World) => shared<Uploaded[]>(world, 'uploads', () => []);

export const uploadRoutes: Routes = {
  'GET /adaptation/aliyun/signForWeb': (c) => {
    const dir = dirOf(c.now, c.user.userId);
    const expire = Math.floor(c.now / 1000) + SIGNATURE_TTL_S;
    const signature = `sig-${c.user.userId}-${Math.floor(c.rng() * 1e9).toString(36)}`;
    issued(c.world).set(signature, { userId: c.user.userId, dir, expire });
    return { host: '/vue/sandbox/upload', dir, accessid: ACCESS_ID, policy: POLICY, signature, expire };
  },
  'GET /adaptation/tencent/getUploadToken': (c) => {
    const startTime = Math.floor(c.now / 1000);
    const expiredTime = startTime + SIGNATURE_TTL_S;
    const tmpSecretId = `AKID${token(c.rng, 16)}`;
    const grant: IssuedCredentials = { userId: c.user.userId, dir: dirOf(c.now, c.user.userId), expire: expiredTime, secretKey: token(c.rng, 32), sessionToken: token(c.rng, 40), keyTime: `${startTime};${expiredTime}` };
    issuedCredentials(c.world).set(tmpSecretId, grant);
    return {
      tmpSecretId, tmpSecretKey: grant.secretKey, sessionToken: grant.sessionToken, startTime, expiredTime,
      bucket: 'sandbox-1250000000', region: 'ap-singapore', host: COS_UPLOAD_PATH, dir: grant.dir,
    };
  },
};

export const COS_UPLOAD_PATH = '/vue/sandbox/cos-upload';

export type UploadVerdict = { ok: true; key: string } | { ok: false; httpStatus: number; reason: string };

function keepFile(world: World, body: MultipartBody, grant: Issued, key: string, now: number): UploadVerdict {
  if (!key.startsWith(grant.dir) || !KEY_TAIL.test(key.slice(grant.dir.length))) return { ok: false, httpStatus: 400, reason: `key ${key} breaks the key rule (dir + 32 random + timestamp + extension)` };
  const file = body.files.find((f) => f.field === 'file');
  if (!file || file.size === 0) return { ok: false, httpStatus: 400, reason: 'no file' };
  if (!file.type.startsWith('image/')) return { ok: false, httpStatus: 400, reason: 'not an image' };
  if (uploads(world).some((u) => u.key === key)) return { ok: false, httpStatus: 409, reason: 'key already used' };
  uploads(world).push({ key, userId: grant.userId, name: file.name, type: file.type, size: file.size, at: now });
  return { ok: true, key };
}

/** The signed host: checks the multipart form as the storage service would, and keeps the file. */
export function acceptUpload(world: World, body: unknown, now: number): UploadVerdict {
  if (!isMultipart(body)) return { ok: false, httpStatus: 400, reason: 'not a multipart form' };
  const { fields } = body;
  const grant = issued(world).get(fields.signature ?? '');
  if (!grant || fields.OSSAccessKeyId !== ACCESS_ID || fields.policy !== POLICY) return { ok: false, httpStatus: 403, reason: 'signature, access id or policy not issued' };
  if (grant.expire * 1000 < now) return { ok: false, httpStatus: 403, reason: 'signature expired' };
  return keepFile(world, body, grant, fields.key ?? '', now);
}

/** The cloud storage host: a POST signed with temporary credentials (policy, key time, signature, session token). */
export async function acceptCosUpload(world: World, body: unknown, now: number): Promise<UploadVerdict> {
  if (!isMultipart(body)) return { ok: false, httpStatus: 400, reason: 'not a multipart form' };
  const f = body.fields;
  const grant = issuedCredentials(world).get(f['q-ak'] ?? '');
  if (!grant || f['x-cos-security-token'] !== grant.sessionToken || f['q-key-time'] !== grant.keyTime || f['q-sign-algorithm'] !== 'sha1') return { ok: false, httpStatus: 403, reason: 'credentials not issued' };
  if (grant.expire * 1000 < now) return { ok: false, httpStatus: 403, reason: 'credentials expired' };
  let policy = '';
  try {
    policy = atob(f.policy ?? '');
  } catch {
    return { ok: false, httpStatus: 400, reason: 'policy is not base64' };
  }
  if (f['q-signature'] !== (await cosSignature(grant.secretKey, grant.keyTime, policy))) return { ok: false, httpStatus: 403, reason: 'signature does not match' };
  return keepFile(world, body, grant, f.key ?? '', now);
}

/** The uploaded file a picture reference (its key or its URL on the signed host) names, if `userId` uploaded it. */
export function uploadedBy(world: World, userId: string, ref: unknown): Uploaded | undefined {
  if (typeof ref !== 'string') return undefined;
  return uploads(world).find((u) => u.userId === userId && (ref === u.key || ref.endsWith(`/${u.key}`)));
}
