/**
 * Object storage upload (P§5, P§7): sign through /adaptation/aliyun/signForWeb
 * (host, dir, accessid, policy, signature), then POST a multipart form to the
 * signed host, which must be allowlisted or same-origin. Temporary cloud
 * credentials come from /adaptation/tencent/getUploadToken.
 */
import { isAllowedUrl } from '../security/url';
import type { HttpClient } from '../http/createHttpClient';
import { fileKey } from './fileKey';
import { imageFileNotFound, UploadError } from './readImageFile';

export const SIGN_PATH = '/adaptation/aliyun/signForWeb';
export const TOKEN_PATH = '/adaptation/tencent/getUploadToken';

export interface UploadSignature { host: string; dir: string; accessid: string; policy: string; signature: string }
export interface UploadCredentials { tmpSecretId: string; tmpSecretKey: string; sessionToken: string; startTime: number; expiredTime: number }

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

export async function uploadFile(file: (Blob & { name?: string }) | null | undefined, opts: UploadOptions): Promise<UploadResult> {
  if (!file) throw imageFileNotFound();
  const sig = await signForWeb(opts.http);
  const origin = opts.origin ?? (typeof location === 'undefined' ? undefined : location.origin);
  if (!sig?.host || !hostAllowed(sig.host, origin)) throw new UploadError('UPLOAD_HOST_NOT_ALLOWED', `upload host not allowed: ${String(sig?.host)}`);
  const key = fileKey(sig.dir ?? '', file.name ?? 'file', { now: opts.now, random: opts.random });
  const form = new FormData();
  form.append('key', key);
  form.append('policy', sig.policy);
  form.append('OSSAccessKeyId', sig.accessid);
  form.append('success_action_status', '200');
  form.append('signature', sig.signature);
  form.append('file', file, file.name ?? 'file');
  const doFetch = opts.fetch ?? globalThis.fetch.bind(globalThis);
  let res: Response;
  try {
    res = await doFetch(sig.host, { method: 'POST', body: form });
  } catch {
    throw new UploadError('UPLOAD_FAILED', 'Network is busy, please try later.');
  }
  if (!res.ok) throw new UploadError('UPLOAD_FAILED', `upload refused with HTTP ${res.status}`);
  return { key, url: `${sig.host.replace(/\/$/, '')}/${key}` };
}
