/** Every call the sandbox answers, keyed `METHOD /path` (relative to /vue/prodServer). */
import type { Routes } from '../context';
import { bffTeamRoutes } from './bffTeam';
import { bigEaterRoutes } from './bigEater';
import { carnivalRoutes } from './carnival';
import { christmasRoutes } from './christmas';
import { diamondPassRoutes } from './diamondPass';
import { eggDrawRoutes } from './eggDraw';
import { familyHonorRoutes } from './familyHonor';
import { genericRoutes } from './generic';
import { giftPackRoutes } from './giftPack';
import { independenceDayRoutes } from './independenceDay';
import { marketingRoutes } from './marketing';
import { paymentRoutes } from './payment';
import { rankingRoutes } from './rankings';
import { revenueRoutes } from './revenue';
import { shopRoutes } from './shop';
import { singerRoutes } from './singer';
import { slotMachineRoutes } from './slotMachine';
import { sparkRoutes } from './spark';
import { sparkWishRoutes } from './sparkWish';
import { summerRoutes } from './summerSpecials';
import { valentineRoutes } from './valentine';
import { blindBoxRoutes } from './blindBox';
import { uploadRoutes } from './upload';
import { questionnaireRoutes } from './questionnaire';
import { activityApplyRoutes } from './activityApply';
import { confessionRoutes } from './confession';
import { bannerRoutes } from './banners';
import { wishBoxRoutes } from './wishBox';
import { luckyBoxRoutes } from './luckyBox';
import { treasureHunterRoutes } from './treasureHunter';
import { constellationRoutes } from './constellation';
import { carnivalGiftRoutes } from './carnivalGifts';
import { goodVibeRoomRoutes } from './goodVibeRoom';
import { newYearPartyRoutes } from './newYearParty';
import { carouselRoutes } from './carousel';
import { carouselCraftRoutes } from './carouselCraft';
import { mysteryMallRoutes } from './mysteryMall';
import { bffHouseRoutes } from './bffHouse';
import { coupleTravelRoutes } from './coupleTravel';
import { christmasCardRoutes } from './christmasCards';

export const ROUTES: Routes = {
  ...genericRoutes, ...paymentRoutes, ...revenueRoutes, ...diamondPassRoutes, ...marketingRoutes,
  ...bigEaterRoutes, ...shopRoutes, ...slotMachineRoutes, ...rankingRoutes, ...sparkRoutes, ...sparkWishRoutes,
  ...giftPackRoutes, ...summerRoutes, ...independenceDayRoutes, ...singerRoutes, ...christmasRoutes,
  ...familyHonorRoutes, ...valentineRoutes, ...eggDrawRoutes, ...bffTeamRoutes,
  ...blindBoxRoutes,
  ...uploadRoutes,
  ...questionnaireRoutes,
  ...activityApplyRoutes,
  ...confessionRoutes, ...bannerRoutes,
  ...wishBoxRoutes,
  ...luckyBoxRoutes, ...treasureHunterRoutes, ...constellationRoutes,
  ...carnivalGiftRoutes, ...goodVibeRoomRoutes, ...newYearPartyRoutes,
  ...carnivalRoutes,
  ...carouselRoutes, ...carouselCraftRoutes, ...mysteryMallRoutes,
  ...bffHouseRoutes, ...coupleTravelRoutes, ...christmasCardRoutes,
};
