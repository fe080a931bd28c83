/** Every call the sandbox answers, keyed `METHOD /path` (relative to /vue/prodServer). */
import type { Routes } from '../context';
import { bffTeamRoutes } from './bffTeam';
import { bigEaterRoutes } from './bigEater';
import { carnivalRoutes } from './carnival';
import { christmasRoutes } from './christmas';
import { diamondPassRoutes } from './diamondPass';
import { eggDrawRoutes, luckyEggRoutes } from './eggDraw';
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
import { carnival2022Routes } from './carnival2022';
import { protectPlanetRoutes } from './protectPlanet';
import { christmasTreeRoutes } from './christmasTree';
import { christmasLotteryRoutes } from './christmasLottery';
import { caveMiningRoutes } from './caveMining';
import { loveNestRoutes } from './loveNest';
import { diamondRainWheelRoutes } from './diamondRainWheel';
import { carnivalMallRoutes } from './carnivalMall';
import { speedKingRoutes } from './speedKing';
import { roomContributionRoutes } from './roomContribution';
import { starSubscriptionRoutes } from './starSubscription';
import { betaInviteRoutes } from './betaInvite';
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
  ...carnival2022Routes, ...protectPlanetRoutes, ...christmasTreeRoutes, ...christmasLotteryRoutes, ...caveMiningRoutes,
  ...loveNestRoutes, ...diamondRainWheelRoutes, ...luckyEggRoutes, ...carnivalMallRoutes,
  ...speedKingRoutes, ...roomContributionRoutes, ...starSubscriptionRoutes, ...betaInviteRoutes,
  ...bffHouseRoutes, ...coupleTravelRoutes, ...christmasCardRoutes,
};
