// A page whose data call failed offers Retry, and Retry brings the page back once the fault is cleared: the
// activity list (/activity-event/index) and the diamond rain gift bag (/gift-bag/diamond-rain), for each kind of
// failure (no network, an error status, an empty answer).
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CampaignPage } from '@engine';
import { loadCampaignFolder } from '../engine/core/node/load-folder';
import { renderWithEngine } from '@testing/engine';
import type { FaultKind } from '../sandbox/core/faults';
import { sandboxClient } from '@testing/sandbox/sandboxClient';
import { allWidgets, registry } from '../widgets';

async function open(folder: string, userId: string, fault: { kind: FaultKind; path: string }) {
  const loaded = await loadCampaignFolder(folder, registry);
  if (!loaded.ok) throw new Error(`${folder} does not load`);
  const client = sandboxClient({ userId });
  client.sandbox.setFaults({ rules: [fault] });
  renderWithEngine(<CampaignPage campaign={loaded.campaign} />, { registry: allWidgets, http: client.http, env: { user: { id: userId } }, now: client.sandbox.clock.now() });
  return client.sandbox;
}

async function retryOnceCleared(sandbox: { setFaults(f: { rules: [] }): void }) {
  const retry = await screen.findByRole('button', { name: 'Retry' }, { timeout: 5000 });
  sandbox.setFaults({ rules: [] });
  fireEvent.click(retry);
}

describe('Retry after a failed load', () => {
  for (const kind of ['network', 'status', 'empty'] as const) {
    it(`/activity-event/index: the activity list comes back (${kind})`, async () => {
      const sandbox = await open('campaigns/activity-event', '10002', { kind, path: '/marketing/activity/apply/listActivityV1' });
      await retryOnceCleared(sandbox);
      expect(await screen.findByText('Good Vibe Room', undefined, { timeout: 5000 })).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull());
    });

    it(`/gift-bag/diamond-rain: the gift bag comes back (${kind})`, async () => {
      const sandbox = await open('campaigns/gift-bag-diamond-rain', '10002', { kind, path: '/marketing/giftPack/getByPackId' });
      await retryOnceCleared(sandbox);
      await waitFor(() => expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull(), { timeout: 5000 });
      expect(await screen.findAllByRole('button', { name: /Buy|diamonds/ })).not.toHaveLength(0);
    });
  }
});
