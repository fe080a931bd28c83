/**
 * Modules served by engine/vite/campaigns-plugin.
 *
 * `virtual:campaigns` (the list of { id, routes, keepAlive, load }) is declared
 * for the app in app/virtual-campaigns.d.ts with the shell's CampaignEntry;
 * each entry's `load()` imports one of the modules below.
 */
declare module 'virtual:campaign/*' {
  import type { DefinitionIssue, LoadedCampaign } from '@engine/core/types';

  /** A valid campaign: definition, strings, hashed asset URLs and the widgets it uses; in development an invalid one is `{ errors, warnings }`. */
  const compiled: LoadedCampaign | { errors: DefinitionIssue[]; warnings: DefinitionIssue[] };
  export default compiled;
}
