// The form widget shown in tests, against the sandbox's client (its upload signing and host).
import { fireEvent, screen } from '@testing-library/react';
import type { ApiRequest } from '@engine';
import { renderWithEngine, testCampaign } from '../engine';
import { sandboxClient } from '../sandbox/sandboxClient';
import Form from '@widgets/campaign/form/Form';
import { formProps } from '@widgets/campaign/form/schema';

const node = { type: 'form', path: 'page[0]' };
const strings = {
  en: { title: 'Tell us', name: 'Nickname', about: 'About you', age: 'Age', color: 'Favourite colour', red: 'Red', blue: 'Blue', hobbies: 'Hobbies', music: 'Music', games: 'Games', friend: 'Friend ID', shots: 'Screenshots', done: 'Saved, thanks!', send: 'Send application' },
  th: { title: 'บอกเรา', name: 'ชื่อเล่น', about: 'เกี่ยวกับคุณ', age: 'อายุ', color: 'สีที่ชอบ', red: 'แดง', blue: 'น้ำเงิน', hobbies: 'งานอดิเรก', music: 'ดนตรี', games: 'เกม', friend: 'ID เพื่อน', shots: 'ภาพหน้าจอ', done: 'บันทึกแล้ว ขอบคุณ!' },
};
const campaign = testCampaign({ strings });
export const PATH = '/marketing/activity/apply/saveV1';

/** The form with `props` (its submit path is PATH), answering a submit with `{ id: 1 }` unless told otherwise. */
export function show(props: Record<string, unknown>, opts: { locale?: 'en' | 'th'; responses?: Record<string, unknown> } = {}) {
  const client = sandboxClient({ userId: '10002' });
  const view = renderWithEngine(<Form props={formProps.parse({ submitPath: PATH, ...props })} children={[]} node={node} />, {
    campaign,
    http: client.http,
    responses: opts.responses ?? { [`POST ${PATH}`]: { id: 1 } },
    ...(opts.locale ? { locale: opts.locale } : {}),
  });
  return { ...view, sandbox: client.sandbox };
}
export const posts = (calls: ApiRequest[], path = PATH) => calls.filter((c) => c.method === 'POST' && c.path === path);
/** Taps the form's submit button. */
export const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
