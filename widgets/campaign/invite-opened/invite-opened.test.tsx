// The invite of a shared link: only a plain user id of someone else, read from the link, is reported, once; any
// other value the link carries is sent nowhere.
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithEngine, testCampaign } from '@testing/engine';
import InviteOpened, { sharerOf } from './Component';
import { inviteOpenedProps } from './schema';

afterEach(cleanup);

const node = { type: 'invite-opened', path: 'page[1]' };
const campaign = testCampaign({ strings: { en: { joined: 'You came through a friend\'s invitation.' } } });
const props = inviteOpenedProps.parse({ path: '/activity/christmasCards/openShare', notice: 'joined' });
const PATH = '/activity/christmasCards/openShare';

describe('invite-opened', () => {
  it('a plain user id of someone else is the sharer; anything else the link carries is not', () => {
    expect(sharerOf({ inviter: '10002' }, 'inviter', '10001')).toBe('10002');
    for (const hostile of ['10001', '0123', '12', '1234567890123', '10002 ', '10002&pid=evil', 'javascript:alert(1)', '../../sandbox/control', '1e5', '-10002', '１０００２']) {
      expect(sharerOf({ inviter: hostile }, 'inviter', '10001')).toBeUndefined();
    }
    expect(sharerOf({}, 'inviter', '10001')).toBeUndefined();
    expect(sharerOf({}, 'constructor', '10001')).toBeUndefined();
  });

  it('opened from a shared link, the sharer is reported once (a re-render or a second copy does not report again)', async () => {
    const { services, rerender } = renderWithEngine(<InviteOpened props={props} children={[]} node={node} />, { campaign, env: { query: { inviter: '10002' } }, responses: { [PATH]: { counted: true, invites: 1 } } });
    expect(await screen.findByText("You came through a friend's invitation.")).toBeInTheDocument();
    rerender(<><InviteOpened props={props} children={[]} node={node} /><InviteOpened props={props} children={[]} node={node} /></>);
    await waitFor(() => expect(screen.getAllByText("You came through a friend's invitation.")).toHaveLength(2));
    expect(services.http.calls).toEqual([expect.objectContaining({ path: PATH, params: { inviterId: '10002' } })]);
    expect(services.bridge.calls).toEqual([]);
  });

  it('a link whose inviter is not a plain user id reports nothing and shows nothing', async () => {
    // Beside it, a widget reading a plain user id from another parameter: once its report is in, the other never sent one.
    const friend = inviteOpenedProps.parse({ path: PATH, param: 'friend', notice: 'joined' });
    const query = { inviter: 'https://evil.example/x', friend: '10003' };
    const { services } = renderWithEngine(<><InviteOpened props={props} children={[]} node={node} /><InviteOpened props={friend} children={[]} node={node} /></>, { campaign, env: { query }, responses: { [PATH]: {} } });
    expect(await screen.findByText("You came through a friend's invitation.")).toBeInTheDocument();
    expect(services.http.calls).toEqual([expect.objectContaining({ params: { inviterId: '10003' } })]);
    expect(screen.getAllByText("You came through a friend's invitation.")).toHaveLength(1);
  });
});
