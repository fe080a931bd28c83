import type { AnyWidgetDefinition } from '@engine';
import { diamondPass } from './diamond-pass';
import { passSubscription } from './pass-subscription';
import { passTasks } from './pass-tasks';
import { slotMachine } from './slot-machine';
import { sparkDraw } from './spark-draw';
import { stardust } from './stardust';
import { wishBox } from './wish-box';
import { goldenEgg } from './golden-egg';
import { blindBox } from './blind-box';
import { luckyBox } from './lucky-box';
import { treasureHunter } from './treasure-hunter';
import { constellationTreasure } from './constellation-treasure';
import { carouselLaunch } from './carousel-launch';
import { christmasLottery } from './christmas-lottery';
import { chanceDraw } from './chance-draw';

/** Game modules: widgets holding the logic a config cannot express (slot rounds, Diamond Pass, spark draws, luck games). */
export const gameWidgets: readonly AnyWidgetDefinition[] = [
  diamondPass,
  passSubscription,
  passTasks,
  slotMachine,
  sparkDraw,
  stardust,
  wishBox,
  goldenEgg,
  blindBox,
  luckyBox,
  treasureHunter,
  constellationTreasure,
  carouselLaunch,
  christmasLottery,
  chanceDraw,
];
