import { safeUrl, useCampaign } from '@engine';

/**
 * The URL of an asset prop: a file of the campaign folder (looked up in the
 * campaign's assets) or an allowlisted URL. Anything else gives undefined.
 */
export function useAssetUrl(nameOrUrl: string | undefined): string | undefined {
  const campaign = useCampaign();
  if (!nameOrUrl) return undefined;
  return safeUrl(campaign?.assets?.[nameOrUrl] ?? nameOrUrl);
}
