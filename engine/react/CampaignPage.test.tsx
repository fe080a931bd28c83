import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import * as z from 'zod/mini';
import { defineWidget } from '../core/registry';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../http/ApiError';
import { renderWithEngine } from '@testing/engine/renderWithEngine';
import { testCampaign } from '@testing/engine/testCampaign';
import { CampaignPage } from './CampaignPage';
import { layoutWidgets } from './layout';
import { boom, deferredWidget, label, newOnly, renamed, repeat, translated } from '@testing/engine/fixtures';

const widgets = [...layoutWidgets, label, boom, renamed, newOnly, translated, repeat];

afterEach(() => vi.restoreAllMocks());

describe('CampaignPage rendering', () => {
  it('a failing widget shows the localized fallback and its siblings still render', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const campaign = testCampaign({ page: [{ type: 'label', props: { text: 'before' } }, { type: 'boom' }, { type: 'label', props: { text: 'after' } }] });
    renderWithEngine(<CampaignPage campaign={campaign} />, { registry: widgets });
    expect(await screen.findByText('This part could not be shown')).toBeInTheDocument();
    expect(screen.getByText('before')).toBeInTheDocument();
    expect(screen.getByText('after')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('retry renders a failed widget again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let broken = true;
    const flaky = defineWidget({
      type: 'flaky',
      version: 1,
      description: 'Fails until fixed.',
      props: z.object({}),
      component: async () => ({
        default: function Flaky() {
          if (broken) throw new Error('not yet');
          return <p>recovered</p>;
        },
      }),
    });
    renderWithEngine(<CampaignPage campaign={testCampaign({ page: [{ type: 'flaky' }] })} />, { registry: [flaky] });
    const retry = await screen.findByRole('button', { name: 'Retry' });
    broken = false;
    fireEvent.click(retry);
    expect(await screen.findByText('recovered')).toBeInTheDocument();
  });

  it('shows a skeleton of the widget height while its code loads (no layout shift)', async () => {
    const slow = deferredWidget('slow-label', 73);
    const campaign = testCampaign({ page: [{ type: 'slow-label', props: { text: 'loaded' } }] });
    const { container } = renderWithEngine(<CampaignPage campaign={campaign} />, { registry: [slow.def] });
    const skeleton = container.querySelector('[data-engine-skeleton]');
    expect(skeleton).toHaveStyle({ height: '73px' });
    await act(async () => slow.release());
    expect(await screen.findByText('loaded')).toBeInTheDocument();
    expect(container.querySelector('[data-engine-skeleton]')).toBeNull();
  });

  it('shows a skeleton while a data source the widget reads is loading', async () => {
    let answer: (v: unknown) => void = () => undefined;
    const campaign = testCampaign({ data: { me: { path: '/user/getUser' } }, page: [{ type: 'label', props: { text: '{{data.me.name}}' } }] });
    const { container } = renderWithEngine(<CampaignPage campaign={campaign} />, { registry: widgets, responses: { '/user/getUser': () => new Promise((r) => (answer = r)) } });
    await waitFor(() => expect(container.querySelector('[data-engine-skeleton]')).toHaveStyle({ height: '24px' }));
    await act(async () => answer({ name: 'Ana' }));
    expect(await screen.findByText('Ana')).toBeInTheDocument();
  });

  it('invalid props show the error fallback and warn in development', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const campaign = testCampaign({ page: [{ type: 'label', props: { text: 'ok', count: 'many' } }, { type: 'label', props: { text: 'sibling' } }] });
    renderWithEngine(<CampaignPage campaign={campaign} />, { registry: widgets });
    expect(await screen.findByText('This part could not be shown')).toBeInTheDocument();
    expect(await screen.findByText('sibling')).toBeInTheDocument();
    expect(warn.mock.calls.some((c) => String(c[0]).includes('page[0].props.count'))).toBe(true);
  });

  it('a data source failure shows the fallback; retry fetches again', async () => {
    let fail = true;
    const campaign = testCampaign({ data: { me: { path: '/user/getUser' } }, page: [{ type: 'label', props: { text: '{{data.me.name}}' } }] });
    renderWithEngine(<CampaignPage campaign={campaign} />, {
      registry: widgets,
      responses: { '/user/getUser': () => (fail ? Promise.reject(new ApiError(500, 'Network is busy, please try later.')) : { name: 'Ana' }) },
    });
    const retry = await screen.findByRole('button', { name: 'Retry' });
    fail = false;
    act(() => retry.click());
    expect(await screen.findByText('Ana')).toBeInTheDocument();
  });

  it('a section shown by a condition on data that failed is not hidden: it shows the failure with Retry, then itself', async () => {
    let fail = true;
    const campaign = testCampaign({
      data: { house: { path: '/activity/house/index' } },
      page: [
        { type: 'stack', when: { phase: 'running', if: '{{data.house.registered}}' }, children: [{ type: 'label', props: { text: 'our house' } }] },
        { type: 'label', when: { phase: 'ended', if: '{{data.house.registered}}' }, props: { text: 'over' } },
      ],
    });
    renderWithEngine(<CampaignPage campaign={campaign} />, {
      registry: widgets,
      now: '2026-05-20T00:00:00+08:00',
      responses: { '/activity/house/index': () => (fail ? Promise.reject(new ApiError(500, 'Network is busy, please try later.')) : { registered: true }) },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Network is busy, please try later.');
    expect(screen.getAllByRole('button', { name: 'Retry' })).toHaveLength(1);
    fail = false;
    act(() => screen.getByRole('button', { name: 'Retry' }).click());
    expect(await screen.findByText('our house')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('the fallback of a widget whose data failed says why: a refusal shows the server message', async () => {
    const campaign = testCampaign({ data: { me: { path: '/user/getUser' } }, page: [{ type: 'label', props: { text: '{{data.me.name}}' } }] });
    renderWithEngine(<CampaignPage campaign={campaign} />, {
      registry: widgets,
      responses: { '/user/getUser': () => Promise.reject(new ApiError(3001, 'This event is not open in your region.')) },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('This event is not open in your region.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('theme colours become --color-* custom properties; the background goes through the asset map', () => {
    const campaign = testCampaign({ theme: { colors: { primary: '#ff4d88', bad: 'url(javascript:x)' }, backgroundImage: 'banner.svg' }, assets: { 'banner.svg': '/vue/assets/banner-1a2b.svg' } });
    const { container } = renderWithEngine(<CampaignPage campaign={campaign} />, { registry: widgets });
    const root = container.querySelector('.campaign-page') as HTMLElement;
    expect(root.style.getPropertyValue('--color-primary')).toBe('#ff4d88');
    expect(root.style.getPropertyValue('--color-bad')).toBe('');
    expect(root.style.backgroundImage).toContain('/vue/assets/banner-1a2b.svg');
  });

  it('text props are looked up in campaign strings, then common:', async () => {
    const campaign = testCampaign({
      strings: { en: { title: 'T', hello: 'Hello {name}' }, ms: { title: 'T', hello: 'Helo {name}' } },
      page: [{ type: 'translated', props: { text: 'hello', values: { name: 'Ana' } } }, { type: 'translated', props: { text: 'common:shell.retry' } }],
    });
    renderWithEngine(<CampaignPage campaign={campaign} />, { registry: widgets, locale: 'ms' });
    expect(await screen.findByText('Helo Ana')).toBeInTheDocument();
    expect(screen.getByText('Cuba lagi')).toBeInTheDocument();
  });
});
