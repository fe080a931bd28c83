/**
 * Modules served by engine/build/campaigns-plugin.
 *
 * `virtual:campaigns` (the list of { id, routes, keepAlive, load }) is declared
 * for the app in app/virtual-campaigns.d.ts with the shell's CampaignEntry;
 * each entry's `load()` imports one of the modules below.
 */
declare module 'virtual:campaign/*' {
  /** A valid campaign: definition, strings and hashed asset URLs; in development an invalid one is `{ errors, warnings }`. */
  const compiled:
    | import('@engine/core/types').LoadedCampaign
    | { errors: import('@engine/core/types').DefinitionIssue[]; warnings: import('@engine/core/types').DefinitionIssue[] };
  export default compiled;
}
