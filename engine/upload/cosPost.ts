/**
 * The cloud storage's browser POST with temporary credentials (tmpSecretId, tmpSecretKey, sessionToken,
 * startTime, expiredTime): a policy limited to the credentials' time, signed as the storage service checks it
 * (SignKey = HMAC-SHA1(secret key, key time); signature = HMAC-SHA1(SignKey, SHA1(policy))), hex encoded.
 */
const encoder = new TextEncoder();
const hex = (buf: ArrayBuffer) => [...new Uint8Array(buf)].map((b) => b.toString(16).padStart(2, '0')).join('');

async function hmacSha1(key: string, text: string): Promise<string> {
  const k = await crypto.subtle.importKey('raw', encoder.encode(key), { name: 'HMAC', hash: 'SHA-1' }, false, ['sign']);
  return hex(await crypto.subtle.sign('HMAC', k, encoder.encode(text)));
}

async function sha1(text: string): Promise<string> {
  return hex(await crypto.subtle.digest('SHA-1', encoder.encode(text)));
}

export interface CosPostFields {
  policy: string;
  'q-sign-algorithm': 'sha1';
  'q-ak': string;
  'q-key-time': string;
  'q-signature': string;
  'x-cos-security-token': string;
}

/** The policy text (JSON) the form carries base64-encoded. */
export function cosPolicy(cred: { tmpSecretId: string; sessionToken: string; startTime: number; expiredTime: number }): string {
  const keyTime = `${cred.startTime};${cred.expiredTime}`;
  return JSON.stringify({
    expiration: new Date(cred.expiredTime * 1000).toISOString(),
    conditions: [{ 'q-sign-algorithm': 'sha1' }, { 'q-ak': cred.tmpSecretId }, { 'q-sign-time': keyTime }, { 'x-cos-security-token': cred.sessionToken }],
  });
}

/** The signature of a policy under a secret key and key time. */
export async function cosSignature(secretKey: string, keyTime: string, policyJson: string): Promise<string> {
  return hmacSha1(await hmacSha1(secretKey, keyTime), await sha1(policyJson));
}

export async function cosPostFields(cred: { tmpSecretId: string; tmpSecretKey: string; sessionToken: string; startTime: number; expiredTime: number }): Promise<CosPostFields> {
  const keyTime = `${cred.startTime};${cred.expiredTime}`;
  const policy = cosPolicy(cred);
  return {
    policy: btoa(policy),
    'q-sign-algorithm': 'sha1',
    'q-ak': cred.tmpSecretId,
    'q-key-time': keyTime,
    'q-signature': await cosSignature(cred.tmpSecretKey, keyTime, policy),
    'x-cos-security-token': cred.sessionToken,
  };
}
