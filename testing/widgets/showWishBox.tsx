/** The wishing box against the sandbox, for its tests: both on the test clock (services.clock.advance moves the server too). */
import type { ApiRequest } from '@engine';
import { renderWithEngine, testCampaign } from '../engine';
import { createSandbox } from '@sandbox/core/createSandbox';
import { sandboxClient } from '../sandbox/sandboxClient';
import WishBox from '@widgets/games/wish-box/WishBox';
import { wishBoxProps } from '@widgets/games/wish-box/schema';

export const NOW = Date.parse('2026-11-25T12:00:00+08:00');
export const node = { type: 'wish-box', path: 'page[1]' };
export const campaign = testCampaign({ strings: { en: { title: 'Wishing gift box' } } });
export const MIN = 60_000;

export function show(opts: { userId?: string; grant?: Record<string, number>; view?: 'wish' | 'custom'; locale?: 'en' | 'th'; responses?: Record<string, unknown> } = {}) {
  const userId = opts.userId ?? '62001';
  const clock = { now: () => NOW };
  const sandbox = createSandbox({ seed: 3, now: () => clock.now(), sleep: () => Promise.resolve() });
  if (opts.grant) sandbox.grant({ userId, ...opts.grant });
  const { http } = sandboxClient({ userId, sandbox, ...(opts.locale ? { lang: opts.locale } : {}) });
  const view = renderWithEngine(<WishBox props={wishBoxProps.parse({ title: 'title', view: opts.view ?? 'wish' })} children={[]} node={node} />, {
    campaign, http, now: NOW, responses: opts.responses ?? {}, ...(opts.locale ? { locale: opts.locale } : {}),
  });
  clock.now = () => view.services.clock.now();
  return { ...view, sandbox, userId };
}

export const calls = (all: ApiRequest[], path: string) => all.filter((c) => c.path === `/activity/wishBox/${path}`);
export const wish = (s: ReturnType<typeof createSandbox>, userId: string) => s.user(userId).domains.wishBox as { coins: number; round: unknown; records: unknown[] };
