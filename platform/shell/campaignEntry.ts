/** One campaign as listed by `virtual:campaigns` (engine/vite/campaigns-plugin). */
export interface CampaignEntry {
  id: string;
  /** Routes under /vue/, without the prefix. */
  routes: readonly string[];
  keepAlive?: boolean;
  /**
   * Its page needs a document of its own: its Content-Security-Policy differs from the other pages' (a widget
   * of it compiles code at run time, `contentPolicy`). Reached from another page of the app, the browser loads it.
   */
  ownDocument?: boolean;
  /** The compiled campaign, or (in development) the validation errors of its definition. */
  load(): Promise<unknown>;
}

export { campaignInLanguage, readCampaignModule, type CampaignLoad } from '@engine/react/campaignModule';
