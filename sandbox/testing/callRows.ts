/**
 * One successful request per call of the sandbox's catalogue (sandbox/core/callCatalog.ts), in an order where
 * later calls use earlier answers. The call tests run them; the operators' reference (docs/reference.md) lists
 * the fields of each answer from them.
 */
import type { CallOptions, Harness, Json } from './startHarness';

export type Saved = Record<string, Json>;
export interface CallRow {
  call: string;
  user?: string;
  /** The instant the calling page previews (`?at=`, sent as the referer), for the events on fixed dates. */
  at?: string;
  query?: (s: Saved) => CallOptions['query']; body?: (s: Saved) => unknown; save?: (content: Json, s: Saved) => void;
}

const q = (o: Record<string, string | number>) => () => o;
const b = (o: unknown) => () => o;
const BFF_DAY = '2027-02-07T12:00:00+08:00';
const SPEED_KING_DAY = '2026-11-28T12:00:00+08:00';
const CONTRIBUTION_DAY = '2026-11-28T12:00:00+08:00';
const BETA_DAY = '2026-11-28T12:00:00+08:00';
const BFF_HOUSE_DAY = '2027-03-05T12:00:00+08:00';
const TRAVEL_DAY = '2027-05-12T12:00:00+08:00';
const CARDS_DAY = '2026-12-20T12:00:00+08:00';

/** One successful request per call, in an order where later calls can use earlier answers. */
export const CALL_ROWS: CallRow[] = [
  { call: 'GET /analysis/facade/push', query: q({ event: 'page_view', channel: 'web' }) },
  { call: 'GET /facade/wallet/get' }, { call: 'GET /marketing/product/v2/listProduct', query: q({ productType: 22 }) },
  { call: 'GET /user/getUser' }, { call: 'POST /user/getBasicUsers', body: b(['10001', '10003']) },
  { call: 'GET /adaptation/rtm/getUserToken' }, { call: 'GET /adaptation/aliyun/signForWeb' }, { call: 'GET /adaptation/tencent/getUploadToken' },
  { call: 'GET /payment/whitelist/getByUserId' }, { call: 'GET /payment/countryPaymentType/list' },
  { call: 'GET /payment/thirdProduct/listRechargeProduct', query: q({ userCode: 'WL10002' }) },
  { call: 'GET /payment/thirdProduct/getByCode', query: q({ productCode: 'TP330', userCode: 'WL10002' }) },
  { call: 'POST /payment/thirdOrder/create', body: b({ userCode: 'WL10002', productCode: 'TP330', payChannel: 'TNG' }), save: (c, s) => { s.sessionId = c.sessionId; } },
  { call: 'GET /payment/checkout/getPaymentParamInfo', query: (s) => ({ sessionId: s.sessionId }) },
  { call: 'POST /payment/checkout/createPrePayment', body: (s) => ({ sessionId: s.sessionId }) },
  { call: 'GET /payment/checkout/getBySessionId', query: (s) => ({ sessionId: s.sessionId }) },
  { call: 'GET /revenue/achievement/getAchievementList' }, { call: 'POST /revenue/achievement/upgrade', body: b({ id: 1 }) },
  { call: 'GET /revenue/rechargeLevel/levelList' }, { call: 'POST /revenue/rechargeLevel/receiveProduct', query: q({ level: 1 }) },
  { call: 'GET /revenue/rechargeLevel/levelListV2', save: (c, s) => { s.weekDate = c.currentWeekDate; } },
  { call: 'POST /revenue/rechargeLevel/receiveProductV2', query: (s) => ({ level: 1, weekDate: s.weekDate }) },
  { call: 'GET /activity/diamondPass/progress' }, { call: 'GET /activity/diamondPass/userTaskList' }, { call: 'GET /activity/diamondPass/listExpRecord' },
  { call: 'POST /activity/diamondPass/completeTask', query: q({ taskId: 2 }) },
  { call: 'POST /activity/diamondPass/receiveSingeReward', user: '10003', body: b({ level: 1, type: 'premium' }) },
  { call: 'POST /activity/diamondPass/receiveAllReward', user: '10003' },
  { call: 'POST /activity/diamondPass/buyCard', body: b({ subscriptionType: 1 }) },
  { call: 'POST /marketing/activity/apply/saveV1', body: b({ activityId: 11, roomId: '9001', times: '20:00-22:00', description: 'Karaoke every night' }) },
  { call: 'GET /marketing/activity/apply/listActivityV1' }, { call: 'GET /marketing/activeReward/list' },
  { call: 'GET /lottery/bigEaterAct/indexInfo', query: q({ actType: 'P10000', currentType: 1 }), save: (c, s) => { s.actNo = c.actNo; } },
  { call: 'POST /lottery/bigEaterAct/bet', body: (s) => ({ actNo: s.actNo, currentType: 1, medalConfigId: 1, prizeConfigId: 101 }) },
  { call: 'GET /lottery/bigEaterAct/clientDrawNotice', query: (s) => ({ actNo: s.actNo }) },
  { call: 'GET /lottery/actRanking/getUserRankListTop' }, { call: 'GET /marketing/medal/getUserMedal' },
  { call: 'GET /shop/newProductRecommend/list' }, { call: 'POST /shop/aggregation/buy', body: b({ productId: 1504, count: 1 }) },
  { call: 'GET /lottery/slotMachineLottery/mainPage' }, { call: 'GET /lottery/slotMachineLottery/getPrizeFlow' },
  { call: 'POST /lottery/slotMachineLottery/draw', query: q({ lotteryId: 301 }), body: b({ betDiamond: 100 }) },
  { call: 'GET /marketing/rankingListGift/list' }, { call: 'GET /marketing/rankingList/getData', query: q({ classify: 3, period: 0 }) },
  { call: 'GET /marketing/rankingList/giftTopListByLastWeek' }, { call: 'GET /marketing/rankingList/getChatRoomRanking', query: q({ type: 0 }) },
  { call: 'GET /marketing/hallOfFameReward/listRank', query: q({ tab: 'sentMonthly' }) }, { call: 'GET /marketing/hallOfFameReward/listRewardConfig' },
  { call: 'POST /admin/crush/report', body: b({ content: 'The countdown overlaps the banner', category: 'display', images: [] }) },
  { call: 'GET /marketing/giftCompose/availableConfigList' }, { call: 'GET /marketing/giftCompose/rank' },
  { call: 'POST /marketing/giftCompose/compose', body: b({ configId: 1 }) },
  { call: 'GET /activity/spark/getDrawConfig', query: q({ actCategory: 10000 }) }, { call: 'POST /activity/spark/draw', body: b({ actConfigId: 701, drawNum: 10 }) },
  { call: 'GET /activity/spark/getFamilyRanking' }, { call: 'GET /activity/spark/getEnergyValue' }, { call: 'GET /activity/spark/getTaskInfo' },
  { call: 'POST /activity/spark/receiveTaskReward', body: b({ taskId: 1 }) }, { call: 'GET /activity/spark/listPrizeRecords' },
  { call: 'GET /activity/spark/listUserPrizeRecord' }, { call: 'GET /activity/spark/getNextConfig' },
  { call: 'POST /activity/spark/book', query: q({ actConfigId: 703 }) }, { call: 'POST /activity/spark/addVow', body: b({ content: 'Family first' }) },
  { call: 'GET /activity/sparkWish/index' }, { call: 'GET /activity/sparkWish/getExchangeProducts' }, { call: 'GET /activity/sparkWish/rankIndex' },
  { call: 'GET /activity/sparkWish/getGiftPack' }, { call: 'GET /activity/sparkWish/getSpokesGiftPack' },
  { call: 'POST /activity/sparkWish/exchangeProduct', body: b({ productId: 803, count: 1 }) },
  { call: 'POST /activity/sparkWish/receiveSpGiftPack', user: '10004', query: q({ preActConfigId: 700 }) },
  { call: 'POST /activity/sparkWish/receiveTaskReward', body: b({ taskId: 1 }) }, { call: 'GET /activity/sparkWish/pageUserWishRecord' },
  { call: 'GET /marketing/giftPack/getByPackId', query: q({ packId: 101 }) },
  { call: 'POST /marketing/giftPack/checkUserRole', user: '10001', query: q({ packId: 101 }) },
  { call: 'POST /marketing/giftPack/buyByDiamond', user: '10001', query: q({ packId: 101 }) },
  { call: 'GET /activity/podcast/listByDate', query: q({ date: '2026-11-22' }) },
  { call: 'GET /activity/summer-specials-mall-poster/index' }, { call: 'POST /activity/summer-specials-mall-poster/receiveReward' },
  { call: 'GET /activity/summer-specials-mall/index' }, { call: 'GET /activity/summer-specials-mall/bag/list' },
  { call: 'POST /activity/summer-specials-mall/bag/use', body: b({ type: 3, count: 1 }) }, { call: 'GET /activity/summer-specials-mall/bag/recordList' },
  { call: 'POST /activity/summer-specials-mall/debrisComposeReward', body: b({ mode: 'gun', fragments: [1005, 1005, 1005] }) },
  { call: 'POST /activity/summer-specials-mall/exchange', body: b({ productId: 1 }) },
  { call: 'GET /activity/summer-specials-mall/carouselPrizeRecordList' }, { call: 'GET /activity/summer-specials-mall/drawRecordList' },
  { call: 'GET /activity/happy-independence-day/index' }, { call: 'POST /activity/happy-independence-day/buy', body: b({ productId: 1 }) },
  { call: 'POST /activity/happy-independence-day/cipher', body: b({ code: 'MERDEKA67' }) },
  { call: 'GET /activity/singer/stage' }, { call: 'GET /activity/singer/voteUserList', save: (c, s) => { s.singer = c.rows[0].userId; } },
  { call: 'POST /activity/singer/vote', body: (s) => ({ userId: s.singer, count: 2 }) },
  { call: 'GET /activity/scoreMall/index' }, { call: 'POST /activity/scoreMall/drawSuperGiftDiscount' },
  { call: 'POST /activity/scoreMall/buyDiscountProduct' }, { call: 'POST /activity/scoreMall/buy', body: b({ productId: 1 }) },
  { call: 'GET /activity/family-honor/token' }, { call: 'GET /activity/family-honor/familyRankList' },
  { call: 'GET /activity/family-honor/familyRankDayList', query: q({ type: 1 }) }, { call: 'GET /activity/family-honor/userRankListByFamilyId', query: q({ familyId: '501' }) },
  { call: 'GET /activity/valentineday/signInInfo' }, { call: 'POST /activity/valentineday/signIn' }, { call: 'GET /activity/valentineday/coupleRank/index' },
  { call: 'GET /activity/valentineday/coupleRank/listByDay' }, { call: 'GET /activity/valentineday/coupleRank/listByAll' },
  { call: 'POST /activity/valentineday/buyDiscountProduct', user: '10005', body: b({ productId: 1 }) },
  { call: 'GET /activity/goldenEgg/index' }, { call: 'POST /activity/goldenEgg/smash' }, { call: 'POST /activity/goldenEgg/chooseGift', body: b({ giftId: 1007 }) },
  { call: 'POST /activity/goldenEgg/receiveTask', body: b({ taskId: 1 }) }, { call: 'GET /activity/goldenEgg/records' },
  // The Perfect BFF qualifying (6 to 9 February 2027), seen from a page previewing that day.
  { call: 'GET /activity/perfectBff/index', at: BFF_DAY }, { call: 'POST /activity/perfectBff/createTeam', at: BFF_DAY, body: b({ name: 'Sunset Riders' }) },
  { call: 'POST /activity/perfectBff/inviteFamily', at: BFF_DAY, body: b({ leaderId: '10004' }) },
  { call: 'POST /activity/perfectBff/inviteFriend', at: BFF_DAY, body: b({ userId: '10003' }) },
  { call: 'GET /activity/perfectBff/index', at: BFF_DAY, user: '10004', save: (c, s) => { s.bffInvite = ((c.waiting as Json[])[0] as Record<string, Json>).inviteId; } },
  { call: 'POST /activity/perfectBff/respond', at: BFF_DAY, user: '10004', body: (s) => ({ inviteId: s.bffInvite, accept: true }) },
    { call: 'GET /activity/perfectBff/ranking', at: BFF_DAY, query: q({ stage: 'qualifying' }) }, { call: 'GET /activity/perfectBff/invitations', at: BFF_DAY },
  { call: 'GET /activity/blindBox/index' }, { call: 'POST /activity/blindBox/exchange', body: b({ count: 2 }) },
  { call: 'POST /activity/blindBox/open', body: b({ boxIndex: 8 }) }, { call: 'POST /activity/blindBox/openAll' },
  { call: 'POST /activity/blindBox/open', body: b({ boxIndex: 0 }) }, { call: 'POST /activity/blindBox/open', body: b({ boxIndex: 1 }) },
  { call: 'POST /activity/blindBox/open', body: b({ boxIndex: 2 }) }, { call: 'POST /activity/blindBox/open', body: b({ boxIndex: 3 }) },
  { call: 'POST /activity/blindBox/open', body: b({ boxIndex: 4 }) }, { call: 'POST /activity/blindBox/refresh' }, { call: 'GET /activity/blindBox/records' },
  { call: 'GET /activity/questionnaire/index' },
  { call: 'POST /activity/questionnaire/answer', body: b({ questionnaireId: 'naire-2026-q4', q1: 'daily', q2: ['rankings'], q3: 'high', q4: '' }) },
  { call: 'GET /marketing/confession/list' }, { call: 'POST /marketing/confession/save', body: b({ toUserId: '10003', content: 'Thank you for the song!' }) },
  { call: 'GET /marketing/banner/list' },
  { call: 'GET /activity/wishBox/index' }, { call: 'POST /activity/wishBox/buyCoins', body: b({ count: 10 }) },
  { call: 'POST /activity/wishBox/open', body: b({ giftId: 1005, boxes: [1, 2] }), save: (c, s) => { s.wishRound = c.round.roundId; } },
  { call: 'POST /activity/wishBox/click', body: (s) => ({ roundId: s.wishRound, box: 1 }) }, { call: 'POST /activity/wishBox/openAll', body: (s) => ({ roundId: s.wishRound }) },
  { call: 'GET /activity/wishBox/mall' }, { call: 'POST /activity/wishBox/exchange', body: b({ productId: 'spacecraft' }) }, { call: 'GET /activity/wishBox/records' },
  { call: 'POST /activity/wishBox/customGift', body: (s) => ({ text: 'For my family', pictures: [s.uploadedKey] }) },
  { call: 'GET /activity/luckyBox/index', query: q({ theme: 'valentine' }) },
  { call: 'POST /activity/luckyBox/trial', body: b({ theme: 'valentine' }), save: (c, s) => { s.trial = c.trialId; } },
  { call: 'POST /activity/luckyBox/keepTrial', body: (s) => ({ theme: 'valentine', trialId: s.trial }) },
  { call: 'POST /activity/luckyBox/trial', body: b({ theme: 'superIdol' }), save: (c, s) => { s.trial = c.trialId; } },
  { call: 'POST /activity/luckyBox/dropTrial', body: (s) => ({ theme: 'superIdol', trialId: s.trial }) },
  { call: 'POST /activity/luckyBox/draw', body: b({ theme: 'valentine', count: 10 }) }, { call: 'GET /activity/luckyBox/records', query: q({ theme: 'valentine' }) },
  { call: 'GET /activity/treasureHunter/index' }, { call: 'POST /activity/treasureHunter/buyTools', body: b({ tool: 'stone', count: 5 }) },
  { call: 'POST /activity/treasureHunter/hunt', body: b({ tool: 'bow', count: 1 }) }, { call: 'GET /activity/treasureHunter/records' },
  { call: 'GET /activity/constellation/index' }, { call: 'POST /activity/constellation/claim', body: b({ constellation: 'aries' }) },
  { call: 'POST /activity/constellation/draw', body: b({ count: 10 }) }, { call: 'GET /activity/constellation/records' },
  { call: 'GET /activity/goodVibeRoom/index', at: '2023-11-20T10:00:00+08:00' },
  { call: 'POST /activity/goodVibeRoom/signUp', at: '2023-11-20T10:00:00+08:00', body: b({ roomId: '910002', date: '2023-11-28', time: '20:00-22:00' }) },
  { call: 'POST /activity/carnival/sendGift', at: '2023-11-20T10:00:00+08:00', body: b({ roomId: '910002', diamond: 500 }) },
  { call: 'GET /activity/goodVibeRoom/rooms', at: '2023-11-20T10:00:00+08:00' },
  { call: 'GET /activity/goodVibeRoom/results', at: '2023-12-02T10:00:00+08:00' },
  { call: 'GET /activity/newYearParty/ranking', at: '2023-12-31T23:00:00+08:00' },
  { call: 'GET /activity/carnival/points' }, { call: 'GET /activity/carnival/ranking' },
  { call: 'GET /activity/christmasCarousel/index' }, { call: 'GET /activity/christmasCarousel/candyProducts', query: q({ productType: 22 }) },
  { call: 'POST /activity/christmasCarousel/launch', body: b({ count: 10 }) },
  { call: 'GET /activity/christmasCarousel/craft', user: '10004' }, { call: 'POST /activity/christmasCarousel/craft', user: '10004', body: b({ configId: 1 }) },
  { call: 'POST /activity/christmasCarousel/lottery', user: '10004', body: b({ count: 1 }) },
  { call: 'GET /activity/christmasCarousel/records', query: q({ pageNum: 1, pageSize: 20 }) },
  { call: 'GET /activity/mysteryMall/index' }, { call: 'POST /activity/mysteryMall/exchangeThanks', body: b({ productId: 11 }) },
  { call: 'POST /activity/mysteryMall/buy', body: b({ productId: 23 }) }, { call: 'GET /activity/mysteryMall/ranking' },
  { call: 'GET /activity/carnival2022/points' }, { call: 'GET /activity/carnival2022/ranking' },
  { call: 'GET /activity/carnival2022/signIn' }, { call: 'POST /activity/carnival2022/signIn' },
  { call: 'GET /activity/protectPlanet/index' }, { call: 'POST /activity/protectPlanet/attack' },
  { call: 'GET /activity/christmasTree/index' }, { call: 'POST /activity/christmasTree/light' },
  { call: 'POST /activity/christmasTree/claimPieces', at: '2026-12-31T12:00:00+08:00' },
  { call: 'GET /activity/christmasLottery/index' }, { call: 'POST /activity/christmasLottery/draw', body: b({ count: 1 }) }, { call: 'GET /activity/christmasLottery/records' },
  { call: 'GET /activity/caveMining/index' }, { call: 'GET /activity/caveMining/products' }, { call: 'POST /activity/caveMining/mine', body: b({ count: 1 }) }, { call: 'GET /activity/caveMining/records' },
  { call: 'GET /activity/loveNest/index', user: '10005' }, { call: 'POST /activity/loveNest/register', user: '10006' },
  { call: 'POST /activity/loveNest/rename', user: '10005', body: b({ name: 'Cloud Nine' }) }, { call: 'POST /activity/loveNest/wishGift', user: '10006', body: b({ giftId: 1010 }) },
  { call: 'POST /activity/loveNest/openBox', user: '10005' }, { call: 'GET /activity/loveNest/records', user: '10005' },
  { call: 'GET /activity/diamondRainWheel/index' }, { call: 'POST /activity/diamondRainWheel/spin', body: b({ count: 10 }) }, { call: 'GET /activity/diamondRainWheel/records' },
  { call: 'GET /activity/luckyEgg/index' }, { call: 'POST /activity/luckyEgg/receiveTask', body: b({ taskId: 1 }) }, { call: 'POST /activity/luckyEgg/smash' },
  { call: 'POST /activity/luckyEgg/chooseGift', body: b({ giftId: 1008 }) }, { call: 'GET /activity/luckyEgg/records' },
  { call: 'GET /activity/carnivalMall2022/index' }, { call: 'POST /activity/carnivalMall2022/exchange', body: b({ productId: 2 }) }, { call: 'GET /activity/carnivalMall2022/records' },
  { call: 'GET /activity/speedKing/ranking', at: SPEED_KING_DAY, query: q({ type: 'family' }) }, { call: 'GET /activity/speedKing/tasks', at: SPEED_KING_DAY },
  { call: 'POST /activity/speedKing/claim', at: SPEED_KING_DAY, body: b({ taskId: 1 }) },
  { call: 'POST /activity/roomContribution/sendGift', at: CONTRIBUTION_DAY, body: b({ roomId: '910002', diamond: 500, gift: 'lucky' }) },
  { call: 'GET /activity/roomContribution/index', at: CONTRIBUTION_DAY }, { call: 'GET /activity/roomContribution/ranking', at: CONTRIBUTION_DAY, query: q({ type: 'daily', day: 0 }) },
  { call: 'GET /activity/roomContribution/myRoom', at: CONTRIBUTION_DAY, query: q({ type: 'total' }) },
  { call: 'GET /activity/starSubscription/index', user: '10003', at: '2027-03-01T12:00:00+08:00' },
  { call: 'GET /activity/betaInvite/index', at: BETA_DAY }, { call: 'POST /activity/betaInvite/redeem', at: BETA_DAY, body: b({ code: 'BETA-V4X9' }) },
  { call: 'GET /activity/bff/index', at: BFF_HOUSE_DAY }, { call: 'GET /activity/bff/freeDraw', at: BFF_HOUSE_DAY },
  { call: 'POST /activity/bff/draw', at: BFF_HOUSE_DAY, body: b({ count: 1 }) }, { call: 'POST /activity/bff/exchange', at: BFF_HOUSE_DAY },
  { call: 'POST /activity/bff/inviteSupporter', at: BFF_HOUSE_DAY, body: b({ userId: '10003' }) }, { call: 'GET /activity/bff/supporters', at: BFF_HOUSE_DAY },
  { call: 'POST /activity/bff/request', at: BFF_HOUSE_DAY, body: b({ userId: '10003' }) }, { call: 'GET /activity/bff/requests', at: BFF_HOUSE_DAY, user: '10003' },
  { call: 'POST /activity/bff/respond', at: BFF_HOUSE_DAY, user: '10003', body: b({ requestId: 1, accept: false }) },
  { call: 'GET /activity/coupleTravel/index', at: TRAVEL_DAY, user: '10005' },
  { call: 'POST /activity/coupleTravel/act', at: TRAVEL_DAY, user: '10005', body: b({ taskId: 1, amount: 1 }) },
  { call: 'POST /activity/coupleTravel/claim', at: TRAVEL_DAY, user: '10006', body: b({ taskId: 1 }) },
  { call: 'GET /activity/christmasCards/index', at: CARDS_DAY }, { call: 'GET /activity/christmasCards/drawInfo', at: CARDS_DAY },
  { call: 'POST /activity/christmasCards/draw', at: CARDS_DAY, body: b({ count: 1 }) },
  { call: 'POST /activity/christmasCards/send', at: CARDS_DAY, body: b({ card: 'bell', userId: '10001' }) },
  { call: 'GET /activity/christmasCards/records', at: CARDS_DAY, query: q({ type: 'send' }) },
  { call: 'POST /activity/christmasCards/openShare', at: CARDS_DAY, user: '10001', body: b({ inviterId: '10002' }) },
  { call: 'GET /activity/christmasCards/openShare', at: CARDS_DAY, user: '10003', query: q({ inviterId: '10002' }) },
  { call: 'GET /activity/christmasCards/ranking', at: CARDS_DAY }, { call: 'POST /activity/christmasCards/claimGift', at: CARDS_DAY, user: '10003' },
  { call: 'POST /activity/christmasCards/claimCash', at: CARDS_DAY, user: '10004', body: b({ country: 'TH', bankName: 'Kasikorn', accountNumber: '1234567890', payeeName: 'Somchai', dialCode: '+66', phone: '812345678', gcash: '' }) },
];

/** Uploads a picture as user 10002 through the signing, for the rows that send one (the custom gift's). */
export async function uploadPicture(h: Harness, saved: Saved): Promise<void> {
  const sign = await h.ok('/adaptation/aliyun/signForWeb');
  const form = new FormData();
  saved.uploadedKey = `${sign.dir}${'c'.repeat(32)}${Date.now()}.png`;
  for (const [k, v] of Object.entries({ key: saved.uploadedKey, policy: sign.policy, OSSAccessKeyId: sign.accessid, signature: sign.signature })) form.set(k, v as string);
  form.set('file', new Blob(['png-bytes'], { type: 'image/png' }), 'calls.png');
  await fetch(`${h.url}${sign.host}`, { method: 'POST', body: form });
}

/** Runs one row: its method, path, user, query and body. */
export function runRow(h: Harness, row: CallRow, saved: Saved) {
  const [method, path] = row.call.split(' ') as ['GET' | 'POST', string];
  const referer = row.at ? { referer: `${h.url}/vue/?at=${encodeURIComponent(row.at)}` } : {};
  return h.call(path, { method, ...(row.user ? { user: row.user } : {}), ...referer, query: row.query?.(saved) ?? {}, ...(row.body ? { body: row.body(saved) } : {}) });
}
