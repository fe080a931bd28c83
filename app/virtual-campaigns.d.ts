/** The campaigns of campaigns/, compiled by engine/vite/campaigns-plugin (Vite). */
declare module 'virtual:campaigns' {
  import type { CampaignEntry } from '@platform/shell/campaignEntry';

  export const campaigns: readonly CampaignEntry[];
  const all: readonly CampaignEntry[];
  export default all;
}
