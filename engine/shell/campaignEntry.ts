import type { DefinitionIssue, LoadedCampaign } from '../core/types';

/** One campaign as listed by `virtual:campaigns` (engine/build/campaigns-plugin). */
export interface CampaignEntry {
  id: string;
  /** Routes under /vue/, without the prefix. */
  routes: readonly string[];
  keepAlive?: boolean;
  /** The compiled campaign, or (in development) the validation errors of its definition. */
  load(): Promise<unknown>;
}

export type CampaignLoad = { ok: true; campaign: LoadedCampaign } | { ok: false; errors: DefinitionIssue[] };

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null;
}

/**
 * Reads what a campaign's `load()` gave: a loaded campaign (possibly as a
 * module default export or under `campaign`), or `{ errors }`.
 */
export function readCampaignModule(mod: unknown): CampaignLoad {
  const value = isObject(mod) && 'default' in mod ? mod.default : mod;
  if (isObject(value) && Array.isArray(value.errors) && value.errors.length > 0) {
    return { ok: false, errors: value.errors as DefinitionIssue[] };
  }
  if (isObject(value) && isObject(value.campaign) && isObject(value.campaign.definition)) {
    return { ok: true, campaign: value.campaign as unknown as LoadedCampaign };
  }
  if (isObject(value) && isObject(value.definition)) return { ok: true, campaign: value as unknown as LoadedCampaign };
  return {
    ok: false,
    errors: [{ severity: 'error', file: '(campaign)', path: '', message: 'The campaign module holds no campaign.' }],
  };
}
