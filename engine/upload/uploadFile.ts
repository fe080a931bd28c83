/**
 * Object storage upload: sign through /adaptation/aliyun/signForWeb
 * (host, dir, accessid, policy, signature), then POST a multipart form to the
 * signed host, which must be allowlisted or same-origin. When the signing
 * fails, temporary cloud credentials from /adaptation/tencent/getUploadToken
 * sign a POST to the cloud storage bucket (fixed in the Singapore region).
 */
import { isAllowedUrl } from '../security/url';
import type { HttpClient } from '../http/createHttpClient';
import { cosPostFields } from './cosPost';
import { fileKey } from './fileKey';
import { imageFileNotFound, UploadError } from './readImageFile';

export const SIGN_PATH = '/adaptation/aliyun/signForWeb';
export const TOKEN_PATH = '/adaptation/tencent/getUploadToken';

export interface UploadSignature { host: string; dir: string; accessid: string; policy: string; signature: string }
/** Temporary credentials; the answer may also name the bucket, its region, an upload host and a directory. */
export interface UploadCredentials {
  tmpSecretId: string; tmpSecretKey: string; sessionToken: string; startTime: number; expiredTime: number;
  bucket?: string; region?: string; host?: string; dir?: string;
}

/** The cloud storage bucket is in a Singapore region. */
export const COS_REGION = 'ap-singapore';

export function signForWeb(http: HttpClient): Promise<UploadSignature> {
  return http.request<UploadSignature>({ path: SIGN_PATH, silent: true });
}

export function getUploadToken(http: HttpClient): Promise<UploadCredentials> {
  return http.request<UploadCredentials>({ path: TOKEN_PATH, silent: true });
}

function hostAllowed(host: string, origin: string | undefined): boolean {
  if (/^https?:\/\//i.test(host) && isAllowedUrl(host)) return true;
  if (!origin) return /^\/(?!\/)/.test(host);
  try {
    return new URL(host, origin).origin === origin;
  } catch {
    return false;
  }
}

export interface UploadOptions {
  http: HttpClient;
  fetch?: typeof fetch;
  now?: () => number;
  random?: () => string;
  /** Page origin for the same-origin check (defaults to location.origin when called). */
  origin?: string;
}

export interface UploadResult { key: string; url: string }

async function post(host: string, form: FormData, opts: UploadOptions): Promise<void> {
  const doFetch = opts.fetch ?? globalThis.fetch.bind(globalThis);
  let res: Response;
  try {
    res = await doFetch(host, { method: 'POST', body: form });
  } catch {
    throw new UploadError('UPLOAD_FAILED', 'Network is busy, please try later.');
  }
  if (!res.ok) throw new UploadError('UPLOAD_FAILED', `upload refused with HTTP ${res.status}`);
}

const pageOrigin = (opts: UploadOptions) => opts.origin ?? (typeof location === 'undefined' ? undefined : location.origin);
const urlOf = (host: string, key: string) => `${host.replace(/\/$/, '')}/${key}`;

/** The upload with temporary credentials, used when the signing fails. */
async function uploadWithCredentials(file: Blob & { name?: string }, opts: UploadOptions): Promise<UploadResult> {
  let cred: UploadCredentials;
  try {
    cred = await getUploadToken(opts.http);
  } catch {
    throw new UploadError('UPLOAD_FAILED', 'Network is busy, please try later.');
  }
  if (!cred?.tmpSecretId || !cred.tmpSecretKey || !cred.sessionToken) throw new UploadError('UPLOAD_FAILED', 'no upload credentials');
  const host = cred.host ?? (cred.bucket ? `https://${cred.bucket}.cos.${cred.region ?? COS_REGION}.myqcloud.com` : '');
  if (!host || !hostAllowed(host, pageOrigin(opts))) throw new UploadError('UPLOAD_HOST_NOT_ALLOWED', `upload host not allowed: ${host}`);
  const key = fileKey(cred.dir ?? '', file.name ?? 'file', { now: opts.now, random: opts.random });
  const form = new FormData();
  form.append('key', key);
  for (const [name, value] of Object.entries(await cosPostFields(cred))) form.append(name, value);
  form.append('success_action_status', '200');
  form.append('file', file, file.name ?? 'file');
  await post(host, form, opts);
  return { key, url: urlOf(host, key) };
}

export async function uploadFile(file: (Blob & { name?: string }) | null | undefined, opts: UploadOptions): Promise<UploadResult> {
  if (!file) throw imageFileNotFound();
  let sig: UploadSignature | undefined;
  try {
    sig = await signForWeb(opts.http);
  } catch {
    sig = undefined;
  }
  // The signing failed (refused, unreachable or unusable): the temporary credentials take over.
  if (!sig?.host || !sig.policy || !sig.signature) return uploadWithCredentials(file, opts);
  if (!hostAllowed(sig.host, pageOrigin(opts))) throw new UploadError('UPLOAD_HOST_NOT_ALLOWED', `upload host not allowed: ${String(sig.host)}`);
  const key = fileKey(sig.dir ?? '', file.name ?? 'file', { now: opts.now, random: opts.random });
  const form = new FormData();
  form.append('key', key);
  form.append('policy', sig.policy);
  form.append('OSSAccessKeyId', sig.accessid);
  form.append('success_action_status', '200');
  form.append('signature', sig.signature);
  form.append('file', file, file.name ?? 'file');
  await post(sig.host, form, opts);
  return { key, url: urlOf(sig.host, key) };
}
