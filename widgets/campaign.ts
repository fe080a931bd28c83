import type { AnyWidgetDefinition } from '@engine';
import { banner } from './banner';
import { heading } from './heading';
import { text } from './text';
import { countdown } from './countdown';
import { rulesDialog } from './rules-dialog';
import { rankingList } from './ranking-list';
import { rewardsList } from './rewards-list';

/** The building blocks of campaign pages (E§2). */
export const campaignWidgets: readonly AnyWidgetDefinition[] = [banner, heading, text, countdown, rulesDialog, rankingList, rewardsList] as unknown as readonly AnyWidgetDefinition[];
