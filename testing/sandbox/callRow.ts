/**
 * What a row of the call tests is (testing/sandbox/callRows.ts lists them) and how one runs: its method, path,
 * user, previewed instant, query and body, some taken from earlier answers.
 */
import type { CallOptions, Harness, Json } from './startHarness';

export type Saved = Record<string, Json>;
export interface CallRow {
  call: string;
  user?: string;
  /** The instant the calling page previews (`?at=`, sent as the referer), for the events on fixed dates. */
  at?: string;
  query?: (s: Saved) => CallOptions['query']; body?: (s: Saved) => unknown; save?: (content: Json, s: Saved) => void;
}

/** A row's fixed query. */
export const q = (o: Record<string, string | number>) => () => o;
/** A row's fixed body. */
export const b = (o: unknown) => () => o;

/** Uploads a picture as user 10002 through the signing, for the rows that send one (the custom gift's). */
export async function uploadPicture(h: Harness, saved: Saved): Promise<void> {
  const sign = await h.ok('/adaptation/aliyun/signForWeb');
  const form = new FormData();
  saved.uploadedKey = `${sign.dir}${'c'.repeat(32)}${Date.now()}.png`;
  for (const [k, v] of Object.entries({ key: saved.uploadedKey, policy: sign.policy, OSSAccessKeyId: sign.accessid, signature: sign.signature })) form.set(k, v as string);
  form.set('file', new Blob(['png-bytes'], { type: 'image/png' }), 'calls.png');
  await fetch(`${h.url}${sign.host}`, { method: 'POST', body: form });
}

/** Runs one row: its method, path, user, query and body. */
export function runRow(h: Harness, row: CallRow, saved: Saved) {
  const [method, path] = row.call.split(' ') as ['GET' | 'POST', string];
  const referer = row.at ? { referer: `${h.url}/vue/?at=${encodeURIComponent(row.at)}` } : {};
  return h.call(path, { method, ...(row.user ? { user: row.user } : {}), ...referer, query: row.query?.(saved) ?? {}, ...(row.body ? { body: row.body(saved) } : {}) });
}
