import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import type { ComponentType } from 'react';
import { defineWidget } from '../../core/registry';
import type { WidgetComponentProps } from '../../core/types';
import { renderWithEngine } from '@testing/engine/renderWithEngine';
import { testCampaign } from '@testing/engine/testCampaign';
import { CampaignPage } from '../CampaignPage';
import { actionButton, label } from '@testing/engine/fixtures';
import { layoutWidgets } from './index';
import Modal from './Modal';
import { preloadCampaign } from '../render/widgetComponent';

const widgets = [...layoutWidgets, label, actionButton];
const strings = { en: { title: 'T', tabA: 'Ranking', tabB: 'Rewards', rulesTitle: 'Rules' } };

describe('layout widgets', () => {
  it('layoutWidgets holds stack, section, tabs, tab, modal and sheet', () => {
    expect(layoutWidgets.map((w) => w.type)).toEqual(['stack', 'section', 'tabs', 'tab', 'modal', 'sheet']);
  });

  it('stack lays out children with the gap and direction', async () => {
    const campaign = testCampaign({ page: [{ type: 'stack', props: { direction: 'horizontal', gap: 8 }, children: [{ type: 'label', props: { text: 'a' } }, { type: 'label', props: { text: 'b' } }] }] });
    const { container } = renderWithEngine(<CampaignPage campaign={campaign} />, { registry: widgets });
    await screen.findByText('b');
    expect(container.querySelector('[data-layout="stack"]')).toHaveStyle({ flexDirection: 'row', gap: '8px' });
  });

  it('stack keeps its children off the screen edge with its padding', async () => {
    const campaign = testCampaign({ page: [{ type: 'stack', props: { padding: 12 }, children: [{ type: 'label', props: { text: 'a' } }] }] });
    const { container } = renderWithEngine(<CampaignPage campaign={campaign} />, { registry: widgets });
    await screen.findByText('a');
    expect(container.querySelector('[data-layout="stack"]')).toHaveStyle({ padding: '12px' });
  });

  it('section shows its localized title as a heading', async () => {
    const campaign = testCampaign({ strings, page: [{ type: 'section', props: { title: 'rulesTitle' }, children: [{ type: 'label', props: { text: 'inside' } }] }] });
    renderWithEngine(<CampaignPage campaign={campaign} />, { registry: widgets });
    expect(await screen.findByRole('heading', { name: 'Rules' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Rules' })).toContainElement(screen.getByText('inside'));
  });

  it('tabs render a tablist; tap and arrow keys switch panels', async () => {
    const campaign = testCampaign({
      strings,
      page: [
        {
          type: 'tabs',
          children: [
            { type: 'tab', props: { label: 'tabA' }, children: [{ type: 'label', props: { text: 'ranking rows' } }] },
            { type: 'tab', props: { label: 'tabB' }, children: [{ type: 'label', props: { text: 'reward rows' } }] },
          ],
        },
      ],
    });
    renderWithEngine(<CampaignPage campaign={campaign} />, { registry: widgets });
    const first = await screen.findByRole('tab', { name: 'Ranking' });
    const second = screen.getByRole('tab', { name: 'Rewards' });
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('ranking rows')).toBeInTheDocument();
    fireEvent.click(second);
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('reward rows')).toBeInTheDocument();
    expect(screen.queryByText('ranking rows')).toBeNull();
    fireEvent.keyDown(second, { key: 'ArrowRight' });
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(first).toHaveFocus();
    fireEvent.keyDown(first, { key: 'ArrowLeft' });
    expect(second).toHaveAttribute('aria-selected', 'true');
  });

  it('tabs select first the tab whose `selectFor` lists the `select` value once the data brings it; a tap still wins', async () => {
    const campaign = testCampaign({
      strings,
      data: { event: { path: '/activity/event' } },
      page: [
        {
          type: 'tabs',
          props: { select: '{{data.event.stage}}' },
          children: [
            { type: 'tab', props: { label: 'tabA', selectFor: ['qualifying'] }, children: [{ type: 'label', props: { text: 'ranking rows' } }] },
            { type: 'tab', props: { label: 'tabB', selectFor: ['finals', 'ended'] }, children: [{ type: 'label', props: { text: 'reward rows' } }] },
          ],
        },
      ],
    });
    renderWithEngine(<CampaignPage campaign={campaign} />, { registry: widgets, responses: { '/activity/event': { stage: 'finals' } } });
    expect(await screen.findByText('reward rows')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Rewards' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.click(screen.getByRole('tab', { name: 'Ranking' }));
    expect(await screen.findByText('ranking rows')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Ranking' })).toHaveAttribute('aria-selected', 'true');
  });

  it('a tab with a room opens that room of the app on tap (forward type 9); arrow keys pass over it', async () => {
    const campaign = testCampaign({
      strings: { en: { ...strings.en, visit: 'Visit the house' } },
      data: { house: { path: '/activity/house/index' } },
      page: [
        {
          type: 'tabs',
          children: [
            { type: 'tab', props: { label: 'tabA' }, children: [{ type: 'label', props: { text: 'ranking rows' } }] },
            { type: 'tab', props: { label: 'visit', room: '{{data.house.roomId}}' } },
            { type: 'tab', props: { label: 'tabB' }, children: [{ type: 'label', props: { text: 'reward rows' } }] },
          ],
        },
      ],
    });
    const { services } = renderWithEngine(<CampaignPage campaign={campaign} />, { registry: widgets, responses: { '/activity/house/index': { roomId: 880021 } } });
    const first = await screen.findByRole('tab', { name: 'Ranking' });
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Rewards' })).toHaveAttribute('aria-selected', 'true');
    expect(services.bridge.calls).toEqual([]);
    const visit = screen.getByRole('tab', { name: 'Visit the house' });
    await waitFor(() => expect(visit).toBeEnabled());
    fireEvent.click(visit);
    await waitFor(() => expect(services.bridge.calls).toEqual([{ action: 'forward', args: { type: 9, id: 880021 } }]));
    expect(visit).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByText('reward rows')).toBeInTheDocument();
  });

  it('a tab hidden by `when` is left out of the tab list', async () => {
    const campaign = testCampaign({
      strings,
      page: [{ type: 'tabs', children: [{ type: 'tab', props: { label: 'tabA' }, when: { phase: 'ended' } }, { type: 'tab', props: { label: 'tabB' } }] }],
    });
    renderWithEngine(<CampaignPage campaign={campaign} />, { registry: widgets });
    expect(await screen.findAllByRole('tab')).toHaveLength(1);
    expect(screen.getByRole('tab', { name: 'Rewards' })).toBeInTheDocument();
  });

  it('modal opens with an openModal action, keeps focus inside, closes on Escape', async () => {
    const campaign = testCampaign({
      strings,
      actions: { showRules: [{ type: 'openModal', id: 'rules' }] },
      page: [
        { type: 'action-button', props: { action: 'showRules', label: 'Open rules' } },
        { type: 'modal', id: 'rules', props: { title: 'rulesTitle' }, children: [{ type: 'action-button', props: { action: 'none', label: 'Inner' } }] },
      ],
    });
    renderWithEngine(<CampaignPage campaign={campaign} />, { registry: widgets });
    const opener = await screen.findByRole('button', { name: 'Open rules' });
    expect(screen.queryByRole('dialog')).toBeNull();
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Rules' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    const close = screen.getByRole('button', { name: 'Close' });
    const inner = await screen.findByRole('button', { name: 'Inner' });
    inner.focus();
    fireEvent.keyDown(inner, { key: 'Tab' });
    expect(close).toHaveFocus();
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(inner).toHaveFocus();
    fireEvent.keyDown(inner, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(opener).toHaveFocus();
  });

  it("a closed modal loads neither its code nor its content's, not even when the page's code is preloaded: they load when it first opens", async () => {
    const loadModal = vi.fn(async () => ({ default: Modal as ComponentType<WidgetComponentProps<unknown>> }));
    const modal = { ...layoutWidgets.find((w) => w.type === 'modal')!, component: loadModal };
    const loadRecord = vi.fn(async () => ({ default: ({ props }: WidgetComponentProps<{ text: string }>) => <p>{props.text}</p> }));
    const record = defineWidget({ type: 'record', version: 1, description: 'Shows a record.', props: z.object({ text: z.string() }), component: loadRecord, skeletonHeight: 24 });
    const campaign = testCampaign({
      strings,
      actions: { showRules: [{ type: 'openModal', id: 'rules' }] },
      page: [
        { type: 'action-button', props: { action: 'showRules', label: 'Open rules' } },
        { type: 'modal', id: 'rules', props: { title: 'rulesTitle' }, children: [{ type: 'record', props: { text: 'First record' } }] },
      ],
    });
    const registry = [...layoutWidgets.filter((w) => w.type !== 'modal'), modal, label, actionButton, record];
    const { services } = renderWithEngine(<CampaignPage campaign={campaign} />, { registry });
    await act(() => preloadCampaign(campaign, services.registry));
    const opener = await screen.findByRole('button', { name: 'Open rules' });
    expect(loadModal).not.toHaveBeenCalled();
    expect(loadRecord).not.toHaveBeenCalled();
    fireEvent.click(opener);
    expect(await screen.findByText('First record')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Rules' })).toBeInTheDocument();
    expect(loadModal).toHaveBeenCalledTimes(1);
    expect(loadRecord).toHaveBeenCalledTimes(1);
  });

  it('sheet sits at the bottom and closes on an overlay tap and by closeModal', async () => {
    const campaign = testCampaign({
      actions: { open: [{ type: 'openModal', id: 'buy' }], close: [{ type: 'closeModal' }] },
      page: [
        { type: 'action-button', props: { action: 'open', label: 'Buy' } },
        { type: 'sheet', id: 'buy', children: [{ type: 'action-button', props: { action: 'close', label: 'Done' } }] },
      ],
    });
    renderWithEngine(<CampaignPage campaign={campaign} />, { registry: widgets });
    fireEvent.click(await screen.findByRole('button', { name: 'Buy' }));
    expect(await screen.findByRole('dialog')).toHaveAttribute('data-position', 'bottom');
    fireEvent.click(screen.getByTestId('dialog-backdrop'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Buy' }));
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Done' })));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
