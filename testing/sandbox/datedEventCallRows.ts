/** The calls of the events on fixed dates, each made from a page previewing a day of its event. */
import { b, q, type CallRow } from './callRow';

const SPEED_KING_DAY = '2026-11-28T12:00:00+08:00';
const CONTRIBUTION_DAY = '2026-11-28T12:00:00+08:00';
const BETA_DAY = '2026-11-28T12:00:00+08:00';
const BFF_HOUSE_DAY = '2027-03-05T12:00:00+08:00';
const TRAVEL_DAY = '2027-05-12T12:00:00+08:00';
const CARDS_DAY = '2026-12-20T12:00:00+08:00';

export const DATED_EVENT_CALL_ROWS: CallRow[] = [
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
