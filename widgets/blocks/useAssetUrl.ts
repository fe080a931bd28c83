/**
 * Resolves an asset prop: a file of the campaign folder (looked up in the
 * loaded campaign's assets) or an allowlisted URL. Anything else gives
 * undefined, and the caller renders a placeholder instead.
 */
import { safeUrl, useCampaign } from '@engine';

export function resolveAsset(name: unknown, assets: Record<string, string> | undefined): string | undefined {
  if (typeof name !== 'string' || name === '') return undefined;
  const mapped = assets && Object.prototype.hasOwnProperty.call(assets, name) ? assets[name] : undefined;
  return safeUrl(mapped ?? name);
}

export function useAssetUrl(name: unknown): string | undefined {
  const campaign = useCampaign();
  return resolveAsset(name, campaign?.assets);
}
