import { defineWidget } from '@engine';
import { bffTeamProps } from './schema';

/** The Perfect BFF team panel: team name entry, best friends, supporting families, invitations to answer. */
export const bffTeam = defineWidget({
  type: 'bff-team',
  version: 1,
  description: 'The Perfect BFF team panel: the team name entry (required, at most nameMax characters, set once), the team\'s points, best friends and supporting families with their invitation status, the friend and family leader entries for the owner, invitations to accept or decline, and a prompt to invite again a friend who declined.',
  props: bffTeamProps,
  component: () => import('./BffTeam'),
  module: import.meta.url,
  strings: './strings',
  skeletonHeight: 240,
});
