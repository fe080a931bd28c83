/**
 * What the sandbox answers from a campaign's fixtures (fixtures.ts reads them): the fixture of a call, and its
 * answer for a user at the instant the page previews (the user's phase entry, the user's, the phase's, or the
 * default).
 */
import { isObject, type Fixture, type FixtureAnswer, type FixtureEntry, type FixtureError } from './fixtures';
import { phaseAt } from './phase';

/** The instant a page previews: its `at` (or `preview_at`) parameter, read from the page address the call came from. */
export function previewInstant(referer: string | undefined): number | undefined {
  if (!referer) return undefined;
  try {
    const q = new URL(referer).searchParams;
    const at = Date.parse(q.get('at') ?? q.get('preview_at') ?? '');
    return Number.isNaN(at) ? undefined : at;
  } catch {
    return undefined;
  }
}

const pick = (entry: FixtureEntry | undefined, phase: string | undefined): FixtureAnswer | undefined => {
  if (!entry) return undefined;
  const byPhase = phase ? entry.phases?.[phase] : undefined;
  if (isObject(byPhase) && ('answer' in byPhase || 'error' in byPhase)) return byPhase;
  if ('answer' in entry || 'error' in entry) return entry;
  return undefined;
};

/** The fixture answering `method path` (an API path under /vue/prodServer), the first of the campaigns in order. */
export function findFixture(fixtures: readonly Fixture[], method: string, path: string): Fixture | undefined {
  const p = path.replace(/\/+$/, '');
  return fixtures.find((f) => f.path === p && f.method === method) ?? fixtures.find((f) => f.path === p);
}

/** What a fixture answers a user at an instant: the user's phase entry, the user's, the phase's, or the default. */
export function fixtureAnswer(fixture: Fixture, userId: string, atMs: number): FixtureAnswer {
  const phase = fixture.period ? phaseAt(fixture.period, atMs) : undefined;
  return pick(fixture.users?.[userId], phase) ?? pick(fixture, phase) ?? { answer: true };
}

/** An error's message in the caller's language (en, then the first given, when it has none). */
export function fixtureMessage(error: FixtureError, lang: string): string | undefined {
  const m = error.message;
  if (m === undefined || typeof m === 'string') return m;
  if (!isObject(m)) return undefined;
  return m[lang] ?? m.en ?? Object.values(m).find((v) => typeof v === 'string');
}
