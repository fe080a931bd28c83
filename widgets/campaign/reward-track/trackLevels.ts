/** The reward track's rules: a reward is received, redeemable once EXP suffices (premium also needs the upgrade), or locked. */
import { isRow, readNumber, readText, type Row } from '@kit/readField';

export type Track = 'free' | 'premium';
export type RewardState = 'locked' | 'redeemable' | 'received';

export interface TrackReward {
  track: Track;
  name: string;
  icon?: string;
  state: RewardState;
  row: Row;
}

export interface TrackLevel {
  level: number;
  exp: number;
  free?: TrackReward;
  premium?: TrackReward;
}

function received(row: Row): boolean {
  const v = row.received ?? row.claimed;
  if (typeof v === 'boolean') return v;
  const status = readText(row, 'status', 'state')?.toLowerCase();
  return status === 'received' || status === 'claimed' || status === '2';
}

export function rewardState(opts: { required: number; exp: number; received: boolean; track: Track; premiumOwned: boolean }): RewardState {
  if (opts.received) return 'received';
  if (opts.exp < opts.required) return 'locked';
  if (opts.track === 'premium' && !opts.premiumOwned) return 'locked';
  return 'redeemable';
}

export function toLevels(rows: Row[], exp: number, premiumOwned: boolean): TrackLevel[] {
  return rows.map((row, i) => {
    const level = readNumber(row, 'level') ?? i + 1;
    const required = readNumber(row, 'exp', 'needExp', 'requiredExp') ?? 0;
    const reward = (track: Track): TrackReward | undefined => {
      const r = row[track];
      if (!isRow(r)) return undefined;
      // The pass progress answer nests the reward (name, icon) under `reward`, next to its state.
      const shown = isRow(r.reward) ? r.reward : r;
      return { track, name: readText(shown, 'name', 'title') ?? '', icon: readText(shown, 'icon', 'image'), state: rewardState({ required, exp, received: received(r), track, premiumOwned }), row: { ...r, level, track } };
    };
    return { level, exp: required, free: reward('free'), premium: reward('premium') };
  });
}
