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
 * The campaign as given, keeping the widget definitions its compiled module
 * brings (`widgets`, registered when the campaign is first used); a `widgets`
 * that is not a list of definitions is dropped.
 */
function withWidgets(value: Record<string, unknown>): LoadedCampaign {
  const campaign = value as unknown as LoadedCampaign;
  if (value.widgets === undefined) return campaign;
  if (Array.isArray(value.widgets) && value.widgets.every((w) => isObject(w) && typeof w.type === 'string')) return campaign;
  const { widgets: _dropped, ...rest } = value;
  return rest as unknown as LoadedCampaign;
}

/**
 * Reads what a campaign's `load()` gave: a loaded campaign (possibly as a
 * module default export or under `campaign`) with the widgets it brings, or `{ errors }`.
 */
export function readCampaignModule(mod: unknown): CampaignLoad {
  const value = isObject(mod) && 'default' in mod ? mod.default : mod;
  if (isObject(value) && Array.isArray(value.errors) && value.errors.length > 0) {
    return { ok: false, errors: value.errors as DefinitionIssue[] };
  }
  if (isObject(value) && isObject(value.campaign) && isObject(value.campaign.definition)) {
    return { ok: true, campaign: withWidgets(value.campaign) };
  }
  if (isObject(value) && isObject(value.definition)) return { ok: true, campaign: withWidgets(value) };
  return {
    ok: false,
    errors: [{ severity: 'error', file: '(campaign)', path: '', message: 'The campaign module holds no campaign.' }],
  };
}
