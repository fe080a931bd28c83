/** Random strings for upload keys and ids (default length 32), from crypto.getRandomValues. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTWXYZabcdefhijkmnprstwxyz2345678';

export function randomString(length = 32, alphabet = ALPHABET, cryptoImpl: Pick<Crypto, 'getRandomValues'> = globalThis.crypto): string {
  if (length <= 0) return '';
  const bytes = new Uint32Array(length);
  cryptoImpl.getRandomValues(bytes);
  let out = '';
  for (const b of bytes) out += alphabet[b % alphabet.length];
  return out;
}
