import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithEngine, testCampaign } from '@testing/engine';
import BffTeam from './BffTeam';
import { bffTeamProps } from './schema';

const campaign = testCampaign({ strings: { en: { title: 'My BFF team' }, th: { title: 'ทีมของฉัน' } } });
const node = { type: 'bff-team', path: 'page[0]' };
const actions = { createAction: 'create', inviteFriendAction: 'friend', inviteFamilyAction: 'family', respondAction: 'respond' };
const team = {
  name: 'Sunset Riders', isOwner: true, qualifyingPoints: 1200, carriedPoints: 0, finalsPoints: 0, locked: false,
  members: [{ userId: '10002', name: 'Ana' }],
  families: [{ inviteId: 1, userId: '10004', name: 'Moon', status: 'bound' }],
};
const show = (props: Record<string, unknown>, locale: 'en' | 'th' = 'en') =>
  renderWithEngine(<BffTeam props={bffTeamProps.parse({ title: 'title', ...actions, ...props })} children={[]} node={node} />, { campaign, locale });

describe('bff-team', () => {
  it('the team name entry refuses an empty name and a name over 30 characters before anything is sent', async () => {
    const { services } = show({ team: null });
    const box = await screen.findByLabelText('Name your team (at most 30 characters, set once)');
    fireEvent.click(screen.getByRole('button', { name: 'Create team' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Team name cannot be empty');
    fireEvent.change(box, { target: { value: '🌟'.repeat(31) } });
    fireEvent.click(screen.getByRole('button', { name: 'Create team' }));
    expect(await screen.findByText('Team name can have at most 30 characters')).toBeInTheDocument();
    expect(services.http.calls).toHaveLength(0);
  });

  it('a team shows its points, its members and its families with their status; the owner may still invite a friend and a second family', async () => {
    show({ team });
    expect(await screen.findByRole('heading', { name: 'Team Sunset Riders' })).toBeInTheDocument();
    expect(screen.getByText(/Qualifying points: 1,200/)).toBeInTheDocument();
    expect(screen.getByText('Bound')).toBeInTheDocument();
    expect(screen.getByLabelText('Invite your best friend (user id)')).toBeInTheDocument();
    fireEvent.click(screen.getAllByRole('button', { name: 'Invite' })[1]!);
    expect(await screen.findByText('Supporting family leader ID cannot be empty')).toBeInTheDocument();
  });

  it('two families, or a locked list, leave no family entry; the locked list says so', async () => {
    const two = [...team.families, { inviteId: 2, userId: '20004', name: 'Sun', status: 'invited' }];
    show({ team: { ...team, families: two, locked: true } });
    expect(await screen.findByText('The family list is locked for the finals.')).toBeInTheDocument();
    expect(screen.getByText('Invited')).toBeInTheDocument();
    expect(screen.queryByLabelText("Invite a supporting family (its leader's id)")).toBeNull();
  });

  it('a friend who declined brings a prompt asking whether to invite again; Not now puts it away', async () => {
    show({ team, declined: [{ userId: '10003', name: 'Ben', status: 'declined' }] });
    const ask = await screen.findByTestId('bff-declined');
    expect(ask).toHaveTextContent('Ben declined your invitation. Invite them again?');
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByTestId('bff-declined')).toBeNull();
  });

  it('invitations waiting for the user are offered in the page language', async () => {
    show({ team: null, waiting: [{ inviteId: 3, kind: 'family', teamName: 'Love Birds' }] }, 'th');
    expect(await screen.findByText('ทีม Love Birds ขอให้ครอบครัวของคุณสนับสนุน')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ยอมรับ' })).toBeInTheDocument();
  });
});
