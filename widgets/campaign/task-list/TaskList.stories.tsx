import type { Meta, StoryObj } from '@storybook/react';
import { ApiError } from '@engine';
import { everyLanguage, renderNode, type StoryCampaign } from '../../../.storybook/renderNode';

const meta: Meta = { title: 'Campaign/Task list', parameters: { layout: 'fullscreen' } };
export default meta;
type Story = StoryObj;

const tasks = [
  { taskId: 1, name: 'Open the app', current: 1, target: 1, status: 'done', reward: '+5 points' },
  { taskId: 2, name: 'Send 5 gifts in any room', current: 2, target: 5, status: 'ongoing', reward: '+10 points' },
  { taskId: 3, name: 'Stay 10 minutes in a room', current: 10, target: 10, status: 'claimed', reward: '+5 points' },
];
const actions = { claim: [{ type: 'toast' as const, text: 't' }], go: [{ type: 'toast' as const, text: 't' }] };

const strings = everyLanguage({
  "t": {
    "en": "Daily tasks",
    "ms": "Tugasan harian",
    "th": "ภารกิจประจำวัน",
    "ph": "Pang-araw-araw na gawain",
    "fil": "Pang-araw-araw na gawain",
    "vi": "Nhiệm vụ hằng ngày"
  },
  "long": {
    "en": "กิจกรรมนี้จะดำเนินไปจนกว่าการนับถอยหลังจะสิ้นสุด เพชรทุกเม็ดที่คุณได้รับจากของขวัญระหว่างกิจกรรมจะนับรวมในอันดับของคุณ รางวัลจะถูกส่งไปยังกระเป๋าของคุณภายในสามวันหลังกิจกรรมสิ้นสุด",
    "th": "กิจกรรมนี้จะดำเนินไปจนกว่าการนับถอยหลังจะสิ้นสุด เพชรทุกเม็ดที่คุณได้รับจากของขวัญระหว่างกิจกรรมจะนับรวมในอันดับของคุณ รางวัลจะถูกส่งไปยังกระเป๋าของคุณภายในสามวันหลังกิจกรรมสิ้นสุด",
    "vi": "Sự kiện diễn ra cho đến khi đồng hồ đếm ngược về không. Mỗi viên kim cương bạn nhận được từ quà tặng trong thời gian sự kiện đều được tính vào thứ hạng của bạn; phần thưởng sẽ được gửi vào ba lô trong vòng ba ngày.",
    "ms": "กิจกรรมนี้จะดำเนินไปจนกว่าการนับถอยหลังจะสิ้นสุด เพชรทุกเม็ดที่คุณได้รับจากของขวัญระหว่างกิจกรรมจะนับรวมในอันดับของคุณ รางวัลจะถูกส่งไปยังกระเป๋าของคุณภายในสามวันหลังกิจกรรมสิ้นสุด",
    "ph": "กิจกรรมนี้จะดำเนินไปจนกว่าการนับถอยหลังจะสิ้นสุด เพชรทุกเม็ดที่คุณได้รับจากของขวัญระหว่างกิจกรรมจะนับรวมในอันดับของคุณ รางวัลจะถูกส่งไปยังกระเป๋าของคุณภายในสามวันหลังกิจกรรมสิ้นสุด",
    "fil": "กิจกรรมนี้จะดำเนินไปจนกว่าการนับถอยหลังจะสิ้นสุด เพชรทุกเม็ดที่คุณได้รับจากของขวัญระหว่างกิจกรรมจะนับรวมในอันดับของคุณ รางวัลจะถูกส่งไปยังกระเป๋าของคุณภายในสามวันหลังกิจกรรมสิ้นสุด"
  }
});

const show = (props: Record<string, unknown>, campaign: StoryCampaign = {}): Story => ({ render: () => renderNode({ type: 'task-list', props }, { strings, ...campaign }) });
const inLocale = (locale: string): Story => ({ ...Default, globals: { locale } });
const TASKS_PATH = '/activity/spark/getTaskInfo';

export const Default = show({ tasks, title: 't', claimAction: 'claim', goAction: 'go' }, { actions });
export const Loading = show({ title: 't', claimAction: 'claim' }, { actions });
export const Empty = show({ tasks: [], title: 't', claimAction: 'claim' }, { actions });
/** The tasks come from the event's data source; the server is busy, so the widget's place says so and offers a retry. */
export const ErrorState: Story = {
  ...show({ tasks: '{{data.tasks.tasks}}', title: 't', claimAction: 'claim', goAction: 'go' }, { actions, data: { tasks: { path: TASKS_PATH } } }),
  parameters: {
    responses: {
      [TASKS_PATH]: () => {
        throw new ApiError(500, 'Network is busy, please try later.', { kind: 'network' });
      },
    },
  },
};
export const LongText: Story = { ...show({ tasks: [{ taskId: 9, name: 'กิจกรรมนี้จะดำเนินไปจนกว่าการนับถอยหลังจะสิ้นสุด เพชรทุกเม็ดที่คุณได้รับจากของขวัญระหว่างกิจกรรมจะนับรวมในอันดับของคุณ รางวัลจะถูกส่งไปยังกระเป๋าของคุณภายในสามวันหลังกิจกรรมสิ้นสุด', current: 3, target: 15, status: 'ongoing', reward: 'Sự kiện diễn ra cho đến khi đồng hồ đếm ngược về không. Mỗi viên kim cương bạn nhận được từ quà tặng trong thời gian sự kiện đều được tính vào thứ hạng của bạn; phần thưởng sẽ được gửi vào ba lô trong vòng ba ngày.' }, ...tasks], title: 'long', claimAction: 'claim' }, { actions }), globals: { locale: 'th' } };
export const LongTextVietnamese: Story = { ...LongText, globals: { locale: 'vi' } };
export const English = inLocale('en');
export const Malay = inLocale('ms');
export const Thai = inLocale('th');
export const PhilippinesFilipino = inLocale('ph');
export const Filipino = inLocale('fil');
export const Vietnamese = inLocale('vi');
