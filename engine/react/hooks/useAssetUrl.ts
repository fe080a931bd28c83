import { resolveAsset } from '../../core/assets';
import { useCampaign } from './useCampaign';

/** URL of a campaign asset (a file of the campaign folder) or of an allowlisted URL; undefined otherwise. */
export function useAssetUrl(name: unknown): string | undefined {
  return resolveAsset(name, useCampaign()?.assets);
}
