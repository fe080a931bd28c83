/**
 * Fixtures that play (engine/core/fixture-changes.ts): what a user's successful actions changed in a campaign's
 * fixture answers, kept with that user in the sandbox's world until it is reset, and the answer a fixture gives
 * with those changes applied.
 */
import { applyChange, changeValue, goesBelowZero, type ChangeRequest, type FixtureChange } from '../../engine/core/fixture-changes';
import { fixtureAnswer } from '../../engine/core/fixture-answers';
import { fixtureName, type Fixture, type FixtureAnswer } from '../../engine/core/fixtures';
import { userOf, type World } from './context';

const DOMAIN = 'fixtureChanges';

const keyOf = (campaign: string, name: string) => `${campaign}/${name}`;

function changesOf(world: World, userId: string): Record<string, FixtureChange[]> {
  const user = userOf(world, userId);
  return (user.domains[DOMAIN] ??= {}) as Record<string, FixtureChange[]>;
}

const applied = (answer: unknown, changes: readonly FixtureChange[] | undefined) => (changes ?? []).reduce(applyChange, answer);

/**
 * What `fixture` answers the user of `req` at `atMs`, after the changes that user's earlier actions made to it;
 * a successful answer of a fixture with `changes:` records them (or answers its `short:` failure when a count
 * would go below zero, changing nothing).
 */
export function playedAnswer(world: World, fixtures: readonly Fixture[], fixture: Fixture, req: ChangeRequest, atMs: number): FixtureAnswer {
  const chosen = fixtureAnswer(fixture, req.userId, atMs);
  if (chosen.error) return chosen;
  const stored = changesOf(world, req.userId);
  const answer = applied(chosen.answer, stored[keyOf(fixture.campaign, fixtureName(fixture.file))]);
  if (!fixture.changes) return { answer };
  const targets = fixture.changes.map((c) => ({ change: changeValue(c, req) as FixtureChange, target: fixtures.find((f) => f.campaign === fixture.campaign && fixtureName(f.file) === c.fixture) }));
  const short = targets.some(({ change, target }) => {
    if (!target) return false;
    const current = applied(fixtureAnswer(target, req.userId, atMs).answer, stored[keyOf(target.campaign, change.fixture)]);
    return goesBelowZero(current, change);
  });
  if (short && fixture.short) return { error: fixture.short };
  for (const { change } of targets) {
    const key = keyOf(fixture.campaign, change.fixture);
    stored[key] = [...(stored[key] ?? []), change];
  }
  return { answer };
}
