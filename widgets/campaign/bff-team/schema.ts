import * as z from 'zod/mini';
import { actionRef, bindable, describe, lazySchema, text } from '@engine';
import { intFrom, looseRow, opt, withDefault } from '@kit/fields';

export const bffTeamProps = lazySchema(() =>
  z.object({
    title: opt(text('String key of the title shown at the top of the widget.'), 'String key of the title shown at the top of the widget (none: no title).'),
    team: opt(
      bindable(describe(z.union([looseRow, z.null()]), 'The user\'s team: name, isOwner, members, families (with status), qualifyingPoints, carriedPoints, finalsPoints, locked; null without one.')),
      'The user\'s team, usually {{data.bff.team}}; null: the team name entry shows.',
    ),
    waiting: opt(bindable(describe(z.array(looseRow), 'Invitations waiting for the user: inviteId, kind (friend or family), teamName.')), 'Invitations the user can accept or decline, usually {{data.bff.waiting}}.'),
    declined: opt(bindable(describe(z.array(looseRow), 'Friends who declined: userId, name.')), 'Friends who declined the team\'s invitation, usually {{data.bff.declined}}: the widget asks whether to invite them again.'),
    nameMax: withDefault(intFrom(1), 30, 'Most characters of a team name (an emoji counts as one).'),
    families: withDefault(intFrom(1), 2, 'Supporting families a team may have.'),
    createAction: actionRef('Action creating the team; the name is in {{state.<stateKey>.name}}.'),
    inviteFriendAction: actionRef('Action inviting a best friend (also again after a decline); the id is in {{state.<stateKey>.userId}}.'),
    inviteFamilyAction: actionRef('Action inviting a supporting family; its leader\'s id is in {{state.<stateKey>.leaderId}}.'),
    respondAction: actionRef('Action answering an invitation; {{state.<stateKey>.inviteId}} and {{state.<stateKey>.accept}} (true or false).'),
    stateKey: withDefault(z.string().check(z.regex(/^[A-Za-z_]\w*$/)), 'bff', 'Page state key holding what the actions send.'),
  }),
);

export type BffTeamProps = z.output<typeof bffTeamProps>;
