import type { AnyWidgetDefinition } from '@engine';
import { banner } from './banner';
import { heading } from './heading';
import { text } from './text';
import { countdown } from './countdown';
import { rulesDialog } from './rules-dialog';
import { rankingList } from './ranking-list';
import { rewardsList } from './rewards-list';
import { taskList } from './task-list';
import { rewardTrack } from './reward-track';
import { drawPanel } from './draw-panel';
import { prizePool } from './prize-pool';
import { recordList } from './record-list';
import { pointsMall } from './points-mall';
import { signInCalendar } from './sign-in-calendar';
import { progressBar } from './progress-bar';
import { userChip } from './user-chip';
import { cashPrizeForm } from './cash-prize-form';
import { textPictureInput } from './text-picture-input';
import { shareButton } from './share-button';
import { giftChampions } from './gift-champions';
import { roomList } from './room-list';
import { dateSchedule } from './date-schedule';
import { achievementList } from './achievement-list';
import { giftBag } from './gift-bag';
import { giftCompose } from './gift-compose';
import { form } from './form';
import { choicePicker } from './choice-picker';
import { activityList } from './activity-list';
import { bannerList } from './banner-list';
import { messageWall } from './message-wall';
import { fragmentBag } from './fragment-bag';
import { voteList } from './vote-list';
import { bffTeam } from './bff-team';
import { levelDisplay } from './level-display';
import { inviteOpened } from './invite-opened';

/** The building blocks of campaign pages, the benchmark page's widgets first. */
export const campaignWidgets: readonly AnyWidgetDefinition[] = [
  banner,
  heading,
  text,
  countdown,
  rulesDialog,
  rankingList,
  rewardsList,
  taskList,
  rewardTrack,
  drawPanel,
  prizePool,
  recordList,
  pointsMall,
  signInCalendar,
  progressBar,
  userChip,
  cashPrizeForm,
  textPictureInput,
  shareButton,
  giftChampions,
  roomList,
  dateSchedule,
  achievementList,
  giftBag,
  giftCompose,
  form,
  choicePicker,
  activityList,
  bannerList,
  messageWall,
  fragmentBag,
  voteList,
  bffTeam,
  levelDisplay,
  inviteOpened,
] as unknown as readonly AnyWidgetDefinition[];
