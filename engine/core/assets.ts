/**
 * Campaign assets: a file name of the campaign folder resolves through the
 * asset map the build produced (hashed URLs, or data: images inlined by the
 * bundler, which are trusted because the build made them); anything else must
 * pass the URL allowlist.
 */
import { safeUrl } from '../security/url';

const BUILT = /^(data:image\/(png|jpe?g|gif|webp|svg\+xml)[;,]|\/|\.\/|blob:)/i;

export function resolveAsset(name: unknown, assets: Readonly<Record<string, string>> | undefined): string | undefined {
  if (typeof name !== 'string' || name.trim() === '') return undefined;
  const mapped = assets && Object.prototype.hasOwnProperty.call(assets, name) ? assets[name] : undefined;
  if (mapped !== undefined) return BUILT.test(mapped) ? mapped : safeUrl(mapped);
  return safeUrl(name);
}
