/**
 * The calls the pages make, as the sandbox answers them (method and path under
 * /vue/prodServer), plus the sandbox-defined paths for pages whose real paths
 * are not published. The tests check every entry has a handler.
 */
export const P7_CALLS = [
  'GET /analysis/facade/push', 'GET /facade/wallet/get', 'GET /marketing/product/v2/listProduct', 'GET /user/getUser',
  'POST /user/getBasicUsers', 'GET /adaptation/rtm/getUserToken', 'GET /adaptation/aliyun/signForWeb', 'GET /adaptation/tencent/getUploadToken',
  'GET /payment/checkout/getPaymentParamInfo', 'POST /payment/checkout/createPrePayment', 'GET /payment/checkout/getBySessionId',
  'GET /payment/countryPaymentType/list', 'GET /payment/thirdProduct/listRechargeProduct', 'POST /payment/thirdOrder/create',
  'GET /payment/thirdProduct/getByCode', 'GET /payment/whitelist/getByUserId',
  'GET /revenue/achievement/getAchievementList', 'POST /revenue/achievement/upgrade',
  'GET /revenue/rechargeLevel/levelList', 'POST /revenue/rechargeLevel/receiveProduct', 'GET /revenue/rechargeLevel/levelListV2', 'POST /revenue/rechargeLevel/receiveProductV2',
  'GET /activity/diamondPass/progress', 'GET /activity/diamondPass/userTaskList', 'GET /activity/diamondPass/listExpRecord',
  'POST /activity/diamondPass/receiveAllReward', 'POST /activity/diamondPass/receiveSingeReward', 'POST /activity/diamondPass/buyCard',
  'POST /marketing/activity/apply/saveV1', 'GET /marketing/activity/apply/listActivityV1', 'GET /marketing/activeReward/list',
  'GET /lottery/bigEaterAct/indexInfo', 'POST /lottery/bigEaterAct/bet', 'GET /lottery/bigEaterAct/clientDrawNotice',
  'GET /lottery/actRanking/getUserRankListTop', 'GET /marketing/medal/getUserMedal', 'GET /shop/newProductRecommend/list', 'POST /shop/aggregation/buy',
  'GET /lottery/slotMachineLottery/mainPage', 'GET /lottery/slotMachineLottery/getPrizeFlow', 'POST /lottery/slotMachineLottery/draw',
  'GET /marketing/rankingListGift/list', 'GET /marketing/rankingList/getData', 'GET /marketing/rankingList/giftTopListByLastWeek',
  'GET /marketing/rankingList/getChatRoomRanking', 'GET /marketing/hallOfFameReward/listRank', 'GET /marketing/hallOfFameReward/listRewardConfig',
  'POST /admin/crush/report',
  'GET /marketing/giftCompose/availableConfigList', 'GET /marketing/giftCompose/rank', 'POST /marketing/giftCompose/compose',
  'GET /activity/spark/getDrawConfig', 'GET /activity/spark/getFamilyRanking', 'GET /activity/spark/getEnergyValue', 'GET /activity/spark/getTaskInfo',
  'GET /activity/spark/listPrizeRecords', 'GET /activity/spark/listUserPrizeRecord', 'GET /activity/spark/getNextConfig',
  'POST /activity/spark/draw', 'POST /activity/spark/receiveTaskReward', 'POST /activity/spark/book', 'POST /activity/spark/addVow',
  'GET /activity/sparkWish/index', 'GET /activity/sparkWish/getExchangeProducts', 'GET /activity/sparkWish/rankIndex', 'GET /activity/sparkWish/getGiftPack',
  'GET /activity/sparkWish/getSpokesGiftPack', 'GET /activity/sparkWish/pageUserWishRecord', 'POST /activity/sparkWish/exchangeProduct',
  'POST /activity/sparkWish/receiveSpGiftPack', 'POST /activity/sparkWish/receiveTaskReward',
  'GET /marketing/giftPack/getByPackId', 'POST /marketing/giftPack/buyByDiamond', 'POST /marketing/giftPack/checkUserRole',
  'GET /activity/podcast/listByDate',
  'GET /activity/summer-specials-mall-poster/index', 'POST /activity/summer-specials-mall-poster/receiveReward', 'GET /activity/summer-specials-mall/index',
  'GET /activity/summer-specials-mall/bag/list', 'POST /activity/summer-specials-mall/bag/use', 'GET /activity/summer-specials-mall/bag/recordList',
  'POST /activity/summer-specials-mall/debrisComposeReward', 'GET /activity/summer-specials-mall/carouselPrizeRecordList', 'GET /activity/summer-specials-mall/drawRecordList',
  'GET /activity/happy-independence-day/index', 'POST /activity/happy-independence-day/buy',
  'GET /activity/singer/stage', 'GET /activity/singer/voteUserList', 'POST /activity/singer/vote',
  'GET /activity/scoreMall/index', 'POST /activity/scoreMall/drawSuperGiftDiscount', 'POST /activity/scoreMall/buyDiscountProduct', 'POST /activity/scoreMall/buy',
  'GET /activity/family-honor/token', 'GET /activity/family-honor/familyRankList', 'GET /activity/family-honor/familyRankDayList', 'GET /activity/family-honor/userRankListByFamilyId',
  'GET /activity/valentineday/signInInfo', 'GET /activity/valentineday/coupleRank/index', 'GET /activity/valentineday/coupleRank/listByDay',
  'GET /activity/valentineday/coupleRank/listByAll', 'POST /activity/valentineday/signIn', 'POST /activity/valentineday/buyDiscountProduct',
  'GET /activity/valentineday/bffRank/listByAll',
] as const;

/** Paths the sandbox defines where the spec publishes none (egg draw, BFF teams, cipher, pass task actions). */
export const SANDBOX_DEFINED_CALLS = [
  'GET /activity/goldenEgg/index', 'POST /activity/goldenEgg/smash', 'POST /activity/goldenEgg/chooseGift', 'POST /activity/goldenEgg/receiveTask', 'GET /activity/goldenEgg/records',
  'GET /activity/perfectBff/index', 'POST /activity/perfectBff/createTeam', 'POST /activity/perfectBff/inviteFamily',
  'POST /activity/perfectBff/inviteFriend', 'POST /activity/perfectBff/respond', 'GET /activity/perfectBff/invitations',
  'GET /activity/perfectBff/ranking',
  'POST /activity/happy-independence-day/cipher', 'POST /activity/diamondPass/completeTask',
  // Blind box challenge
  'GET /activity/blindBox/index', 'POST /activity/blindBox/open', 'POST /activity/blindBox/openAll', 'POST /activity/blindBox/refresh',
  'POST /activity/blindBox/exchange', 'GET /activity/blindBox/records',
  // Questionnaire (/naire/index): the spec gives the route, not its calls.
  'GET /activity/questionnaire/index', 'POST /activity/questionnaire/answer',
  // Confession wall and campaign banners: the spec gives their pages (/confession/index, /banner), not their calls.
  'GET /marketing/confession/list', 'POST /marketing/confession/save', 'GET /marketing/banner/list',
  'POST /activity/summer-specials-mall/exchange',
  // The wishing gift box (carnival 2023): not in the published call list.
  'GET /activity/wishBox/index', 'POST /activity/wishBox/open', 'POST /activity/wishBox/click', 'POST /activity/wishBox/openAll',
  'POST /activity/wishBox/buyCoins', 'GET /activity/wishBox/mall', 'POST /activity/wishBox/exchange', 'GET /activity/wishBox/records',
  'POST /activity/wishBox/customGift',
  'GET /activity/luckyBox/index', 'POST /activity/luckyBox/trial', 'POST /activity/luckyBox/keepTrial', 'POST /activity/luckyBox/dropTrial',
  'POST /activity/luckyBox/draw', 'GET /activity/luckyBox/records',
  'GET /activity/treasureHunter/index', 'POST /activity/treasureHunter/buyTools', 'POST /activity/treasureHunter/hunt', 'GET /activity/treasureHunter/records',
  // The carnival hub's points and ranking, shared by its parts.
  'GET /activity/carnival/points', 'GET /activity/carnival/ranking',
  'GET /activity/constellation/index', 'POST /activity/constellation/draw', 'POST /activity/constellation/claim', 'GET /activity/constellation/records',
  // Carnival 2023, good vibe room and new year party: the spec gives the screens, not their calls. sendGift stands in
  // for a gift sent in a room (no page makes it): it moves the room scores and the party's senders.
  'GET /activity/goodVibeRoom/index', 'GET /activity/goodVibeRoom/rooms', 'GET /activity/goodVibeRoom/results', 'POST /activity/goodVibeRoom/signUp',
  'GET /activity/newYearParty/ranking', 'POST /activity/carnival/sendGift',
  // Carnival 2023: the Christmas carousel (candy, launches and their guarantee, crafting, lottery) and the mystery mall.
  'GET /activity/christmasCarousel/index', 'GET /activity/christmasCarousel/candyProducts', 'POST /activity/christmasCarousel/launch',
  'GET /activity/christmasCarousel/craft', 'POST /activity/christmasCarousel/craft', 'POST /activity/christmasCarousel/lottery', 'GET /activity/christmasCarousel/records',
  'GET /activity/mysteryMall/index', 'GET /activity/mysteryMall/ranking', 'POST /activity/mysteryMall/exchangeThanks', 'POST /activity/mysteryMall/buy',
  // Carnival 2022: the spec gives the screens and rules, not their calls (points, ranking, sign-in, protect planet,
  // Christmas tree and lottery, cave mining).
  'GET /activity/carnival2022/points', 'GET /activity/carnival2022/ranking', 'GET /activity/carnival2022/signIn', 'POST /activity/carnival2022/signIn',
  'GET /activity/protectPlanet/index', 'POST /activity/protectPlanet/attack',
  'GET /activity/christmasTree/index', 'POST /activity/christmasTree/light', 'POST /activity/christmasTree/claimPieces',
  'GET /activity/christmasLottery/index', 'GET /activity/christmasLottery/records', 'POST /activity/christmasLottery/draw',
  'GET /activity/caveMining/index', 'GET /activity/caveMining/products', 'POST /activity/caveMining/mine', 'GET /activity/caveMining/records',
  // Carnival 2022: the couple love nest, the diamond rain wheel, the lucky egg (the egg draw under its own path) and the mall.
  'GET /activity/loveNest/index', 'POST /activity/loveNest/register', 'POST /activity/loveNest/rename', 'POST /activity/loveNest/wishGift',
  'POST /activity/loveNest/openBox', 'GET /activity/loveNest/records',
  'GET /activity/diamondRainWheel/index', 'POST /activity/diamondRainWheel/spin', 'GET /activity/diamondRainWheel/records',
  'GET /activity/luckyEgg/index', 'POST /activity/luckyEgg/smash', 'POST /activity/luckyEgg/chooseGift', 'POST /activity/luckyEgg/receiveTask', 'GET /activity/luckyEgg/records',
  'GET /activity/carnivalMall2022/index', 'POST /activity/carnivalMall2022/exchange', 'GET /activity/carnivalMall2022/records',
  // Speed king promotion, room contribution, the farewell-to-a-star notice and the beta invitation: the spec gives
  // the screens, not their calls. roomContribution/sendGift stands in for a gift sent in a room (no page makes it).
  'GET /activity/speedKing/ranking', 'GET /activity/speedKing/tasks', 'POST /activity/speedKing/claim',
  'GET /activity/roomContribution/index', 'GET /activity/roomContribution/ranking', 'GET /activity/roomContribution/myRoom',
  'POST /activity/roomContribution/sendGift', 'GET /activity/starSubscription/index',
  'GET /activity/betaInvite/index', 'POST /activity/betaInvite/redeem',
  // The BFF system (house, free draw, supporters, requests), couple travel and Christmas cards: the spec gives their
  // screens, not their calls. coupleTravel/act and POST christmasCards/openShare stand in for what the app reports;
  // GET christmasCards/openShare is the cards page reporting the shared link it was opened from.
  'GET /activity/bff/index', 'GET /activity/bff/freeDraw', 'POST /activity/bff/draw', 'POST /activity/bff/exchange',
  'POST /activity/bff/inviteSupporter', 'GET /activity/bff/supporters', 'POST /activity/bff/request', 'GET /activity/bff/requests',
  'POST /activity/bff/respond',
  'GET /activity/coupleTravel/index', 'POST /activity/coupleTravel/claim', 'POST /activity/coupleTravel/act',
  'GET /activity/christmasCards/index', 'GET /activity/christmasCards/drawInfo', 'POST /activity/christmasCards/draw',
  'POST /activity/christmasCards/send', 'GET /activity/christmasCards/records', 'POST /activity/christmasCards/openShare', 'GET /activity/christmasCards/openShare',
  'GET /activity/christmasCards/ranking', 'POST /activity/christmasCards/claimGift', 'POST /activity/christmasCards/claimCash',
] as const;
