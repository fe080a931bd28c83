/**
 * The object-storage host the signing (/adaptation/aliyun/signForWeb) points to: it takes the multipart form of
 * P§7 (key, policy, OSSAccessKeyId, signature, file) and keeps who uploaded each key, so that a later call naming
 * a picture can check it was really uploaded, by that user.
 */
import type { World } from './context';
import { shared } from './context';
import type { SandboxResponse } from './types';

/** A multipart form as the adapters hand it over: its text fields and its files' names and sizes. */
export interface MultipartBody {
  multipart: true;
  fields: Record<string, string>;
  files: Array<{ field: string; filename: string; size: number }>;
}

export const isMultipart = (b: unknown): b is MultipartBody => typeof b === 'object' && b !== null && (b as MultipartBody).multipart === true && typeof (b as MultipartBody).fields === 'object';

/** Parses a multipart/form-data body read as text (binary file bytes are only counted). */
export function parseMultipart(text: string, contentType: string): MultipartBody {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
  const body: MultipartBody = { multipart: true, fields: {}, files: [] };
  const b = boundary?.[1] ?? boundary?.[2];
  if (!b) return body;
  for (const part of text.split(`--${b}`)) {
    const split = part.indexOf('\r\n\r\n');
    if (split < 0) continue;
    const head = part.slice(0, split);
    const value = part.slice(split + 4).replace(/\r\n$/, '');
    const name = /name="([^"]*)"/i.exec(head)?.[1];
    if (!name) continue;
    const filename = /filename="([^"]*)"/i.exec(head)?.[1];
    if (filename !== undefined) body.files.push({ field: name, filename, size: value.length });
    else body.fields[name] = value;
  }
  return body;
}

/** Uploaded keys and the user each belongs to. */
export const uploadsOf = (world: World) => shared<Record<string, string>>(world, 'uploads', () => ({}));

/** The signed host: a form signed for a user (`sig-<userId>`, as the signing answers) with a key and a file is kept. */
export function acceptUpload(world: World, body: unknown): SandboxResponse {
  if (!isMultipart(body)) return { httpStatus: 400, body: { uploaded: false, reason: 'multipart form expected' } };
  const user = /^sig-(\d{1,12})$/.exec(body.fields.signature ?? '')?.[1];
  const key = body.fields.key ?? '';
  if (!user || !body.fields.policy || !body.fields.OSSAccessKeyId) return { httpStatus: 403, body: { uploaded: false, reason: 'signature does not match' } };
  if (!/^[\w\-/.]{1,300}$/.test(key) || key.includes('..')) return { httpStatus: 400, body: { uploaded: false, reason: 'bad key' } };
  if (!body.files.some((f) => f.field === 'file' && f.size > 0)) return { httpStatus: 400, body: { uploaded: false, reason: 'no file' } };
  uploadsOf(world)[key] = user;
  return { httpStatus: 200, body: { status: 0, content: { uploaded: true, key } } };
}
