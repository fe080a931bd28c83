/**
 * Perfect BFF teams. Sandbox paths (the real ones are not published):
 * /activity/perfectBff/index, POST createTeam { name }, POST inviteFamily { leaderId }.
 * Team names are required, at most 30 characters, unique and set once.
 */
import { shared, str, type Ctx, type Routes } from '../context';
import { fail, STATUS, withMessage } from '../envelope';
import { domain } from '../users';

export const TEAM_NAME_MAX = 30;
export const SUPPORTING_FAMILIES = 2;

interface Team { name: string; ownerId: string; families: Array<{ leaderId: string; status: 'invited' | 'declined' | 'bound' | 'teamedUp' }> }

const teams = (c: Ctx) => shared<Record<string, Team>>(c.world, 'bffTeams', () => ({
  'moonlight duo': { name: 'Moonlight Duo', ownerId: '20001', families: [] },
  'star hunters': { name: 'Star Hunters', ownerId: '20002', families: [] },
}));
const myTeamKey = (c: Ctx) => domain<{ key: string | null }>(c.user, 'bffTeam', () => ({ key: null }));
const myTeam = (c: Ctx) => { const k = myTeamKey(c).key; return k ? teams(c)[k] : undefined; };

export const bffTeamRoutes: Routes = {
  'GET /activity/perfectBff/index': (c) => ({ team: myTeam(c) ?? null, nameMax: TEAM_NAME_MAX, supportingFamilies: SUPPORTING_FAMILIES, teamCount: Object.keys(teams(c)).length, stage: 'qualifying', advance: 16 }),
  'POST /activity/perfectBff/createTeam': (c) => {
    const name = str(c, 'name', '').trim().replace(/\s+/g, ' ');
    if (!name) fail('teamNameEmpty', STATUS.badRequest);
    if ([...name].length > TEAM_NAME_MAX) fail('teamNameTooLong', STATUS.badRequest);
    if (myTeamKey(c).key) fail('teamNameSet', STATUS.limit);
    const key = name.toLowerCase();
    if (teams(c)[key]) fail('teamNameTaken', STATUS.rule);
    teams(c)[key] = { name, ownerId: c.user.userId, families: [] };
    myTeamKey(c).key = key;
    return withMessage({ team: teams(c)[key] }, 'receiveSuccess');
  },
  'POST /activity/perfectBff/inviteFamily': (c) => {
    const leaderId = str(c, 'leaderId', '').trim();
    if (!leaderId) fail('leaderIdEmpty', STATUS.badRequest);
    if (!/^\d{4,12}$/.test(leaderId)) fail('invalidUserId', STATUS.badRequest);
    const team = myTeam(c) ?? fail('notEligible', STATUS.rule);
    if (team.families.some((f) => f.leaderId === leaderId)) fail('idClaimed', STATUS.limit);
    if (team.families.filter((f) => f.status !== 'declined').length >= SUPPORTING_FAMILIES) fail('exceedLimit', STATUS.limit);
    team.families.push({ leaderId, status: 'invited' });
    return { team };
  },
};
