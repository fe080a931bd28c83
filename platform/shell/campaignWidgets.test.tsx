// A compiled campaign brings the widgets it uses (`campaign.widgets`); the app registers only the
// layout widgets up front. The page must render and run them all the same.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { createRegistry, defineWidget } from '@engine/core/registry';
import type { LoadedCampaign } from '@engine/core/types';
import { readCampaignModule } from './campaignEntry';
import { renderWithEngine } from '@testing/engine/renderWithEngine';
import { testCampaign } from '@testing/engine/testCampaign';
import { CampaignPage } from '@engine/react/CampaignPage';
import { layoutWidgets } from '@engine/react/layout';
import { preloadCampaign, widgetSuspends } from '@engine/react/render/widgetComponent';
import { actionButton, label } from '@testing/engine/fixtures';

function stepper(handler: () => Promise<void>) {
  return defineWidget({
    type: 'stepper',
    version: 1,
    description: 'Offers a step; never on the page.',
    props: z.object({}),
    component: async () => ({ default: () => null }),
    actions: { 'stepper.ping': handler },
  });
}

/** What `load()` of a compiled campaign module gives, read as the shell reads it. */
function fromModule(campaign: LoadedCampaign): LoadedCampaign {
  const read = readCampaignModule({ default: campaign });
  if (!read.ok) throw new Error('not a campaign');
  return read.campaign;
}

describe('widgets brought by the campaign module', () => {
  it('render and run their steps when the services registry holds only the layout widgets', async () => {
    const ping = vi.fn(async () => undefined);
    const campaign = fromModule({
      ...testCampaign({
        actions: { go: [{ type: 'stepper.ping' }] },
        page: [{ type: 'stack', children: [{ type: 'label', props: { text: 'brought along' } }, { type: 'action-button', props: { action: 'go', label: 'Go' } }] }],
      }),
      widgets: [label, actionButton, stepper(ping)],
    });
    const registry = createRegistry(layoutWidgets);
    renderWithEngine(<CampaignPage campaign={campaign} />, { registry });
    expect(await screen.findByText('brought along')).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Go' }));
    await waitFor(() => expect(ping).toHaveBeenCalledTimes(1));
    expect([...registry.keys()]).toEqual([...layoutWidgets.map((w) => w.type), 'label', 'action-button', 'stepper']);
  });

  it('a widget already registered is kept (the app may hold the full registry, as the prerender does)', async () => {
    const own = defineWidget({ ...label, component: async () => ({ default: () => <p>registered first</p> }) });
    const campaign = fromModule({ ...testCampaign({ page: [{ type: 'label', props: { text: 'x' } }] }), widgets: [label] });
    renderWithEngine(<CampaignPage campaign={campaign} />, { registry: [...layoutWidgets, own] });
    expect(await screen.findByText('registered first')).toBeInTheDocument();
  });

  it('preloading the campaign registers its widgets and loads their code, so the page renders without suspending', async () => {
    const shown = defineWidget({ ...label, type: 'shown' });
    const registry = createRegistry(layoutWidgets);
    const campaign = fromModule({ ...testCampaign({ page: [{ type: 'section', children: [{ type: 'shown', props: { text: 'preloaded' } }] }] }), widgets: [shown] });
    await preloadCampaign(campaign, registry);
    expect(registry.get('shown')).toBe(shown);
    expect(widgetSuspends(shown)).toBe(false);
    renderWithEngine(<CampaignPage campaign={campaign} />, { registry });
    expect(screen.getByText('preloaded')).toBeInTheDocument();
  });

  it('the components of its page that the campaign brings render at once, without loading their own code', () => {
    const load = vi.fn(async () => ({ default: () => <p>loaded on its own</p> }));
    const brought = defineWidget({ ...label, type: 'brought', component: load });
    const registry = createRegistry(layoutWidgets);
    const Brought = ({ props }: { props: { text?: string } }) => <p>{props.text}</p>;
    const campaign = fromModule({ ...testCampaign({ page: [{ type: 'brought', props: { text: 'came with the campaign' } }] }), widgets: [brought], components: { brought: Brought as never } });
    renderWithEngine(<CampaignPage campaign={campaign} />, { registry });
    expect(screen.getByText('came with the campaign')).toBeInTheDocument();
    expect(widgetSuspends(brought)).toBe(false);
    expect(load).not.toHaveBeenCalled();
  });

  it('a component brought for a type registered with another definition is not used', async () => {
    const own = defineWidget({ ...label, type: 'owned', component: async () => ({ default: () => <p>registered first</p> }) });
    const theirs = defineWidget({ ...label, type: 'owned' });
    const campaign = fromModule({ ...testCampaign({ page: [{ type: 'owned', props: { text: 'x' } }] }), widgets: [theirs], components: { owned: (() => <p>brought</p>) as never } });
    renderWithEngine(<CampaignPage campaign={campaign} />, { registry: [...layoutWidgets, own] });
    expect(await screen.findByText('registered first')).toBeInTheDocument();
    expect(screen.queryByText('brought')).toBeNull();
  });
});
