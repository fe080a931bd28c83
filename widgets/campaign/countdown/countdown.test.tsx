import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CampaignPage } from '@engine';
import { renderWithEngine, testCampaign } from '@testing/engine';
import Countdown from './Component';
import { countdownProps } from './schema';
import { countdown } from './index';
import { clockText, splitDuration } from './countdownTarget';

afterEach(cleanup);

const NOW = Date.parse('2026-06-01T12:00:00+08:00');
const node = { type: 'countdown', path: 'page[0]' };
const campaign = testCampaign({
  strings: { en: { title: 'T', endsIn: 'Ends in', over: 'Event ended' } },
  actions: { reload: [{ type: 'api', path: '/marketing/refresh' }] },
});

describe('countdown', () => {
  it('splits a duration into days and hh:mm:ss, never below zero', () => {
    expect(splitDuration(((1 * 24 + 2) * 3600 + 3 * 60 + 4) * 1000)).toEqual({ days: 1, hours: 2, minutes: 3, seconds: 4 });
    expect(clockText(splitDuration(59_001))).toBe('00:01:00');
    expect(splitDuration(-5000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  it('ticks each second with the engine clock (days and hh:mm:ss)', () => {
    const to = NOW + ((24 + 2) * 3600 + 3 * 60 + 4) * 1000;
    const props = countdownProps.parse({ to, label: 'endsIn' });
    const { services } = renderWithEngine(<Countdown props={props} children={[]} node={node} />, { campaign, now: NOW });
    const timer = screen.getByRole('timer', { name: 'Ends in' });
    expect(timer).toHaveTextContent('1d');
    expect(timer).toHaveTextContent('02:03:04');
    act(() => services.clock.advance(1000));
    expect(timer).toHaveTextContent('02:03:03');
  });

  it('writes the days as a word in Malay and Filipino (not "h", read as hours)', () => {
    const props = countdownProps.parse({ to: NOW + ((2 * 24 + 5) * 3600) * 1000 });
    for (const [locale, days] of [['ms', '2 hari'], ['fil', '2 araw'], ['ph', '2 araw']] as const) {
      renderWithEngine(<Countdown props={props} children={[]} node={node} />, { campaign, now: NOW, locale });
      expect(screen.getByRole('timer')).toHaveTextContent(`${days}05:00:00`);
      cleanup();
    }
  });

  it('shows no countdown, nor its label, to an end more than a year away (an open-ended phase)', () => {
    const props = countdownProps.parse({ to: '2030-01-01T00:00:00Z', label: 'endsIn' });
    renderWithEngine(<Countdown props={props} children={[]} node={node} />, { campaign, now: '2026-11-29T12:00:00Z' });
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.queryByText('Ends in')).toBeNull();
    expect(document.querySelector('.cw-countdown')).toBeNull();
    cleanup();
    renderWithEngine(<Countdown props={countdownProps.parse({ to: '2027-11-01T00:00:00Z', label: 'endsIn' })} children={[]} node={node} />, { campaign, now: '2026-11-29T12:00:00Z' });
    expect(screen.getByRole('timer', { name: 'Ends in' })).toHaveTextContent('336d');
  });

  it('counts to the end of the running phase with phaseEnd', () => {
    const props = countdownProps.parse({ phaseEnd: true });
    renderWithEngine(<Countdown props={props} children={[]} node={node} />, { campaign, now: '2026-06-30T23:00:00+08:00' });
    expect(screen.getByRole('timer')).toHaveTextContent('01:00:00');
  });

  it('counts to the start before the event starts (preheat)', () => {
    const props = countdownProps.parse({ phaseEnd: true });
    renderWithEngine(<Countdown props={props} children={[]} node={node} />, { campaign, now: '2026-05-14T23:59:30+08:00' });
    expect(screen.getByRole('timer')).toHaveTextContent('00:00:30');
  });

  it('fires the end action once at zero', async () => {
    const props = countdownProps.parse({ to: NOW + 2000, endAction: 'reload', endedText: 'over' });
    const { services } = renderWithEngine(<Countdown props={props} children={[]} node={node} />, { campaign, now: NOW, responses: { '/marketing/refresh': {} } });
    act(() => services.clock.advance(1000));
    expect(services.http.calls).toHaveLength(0);
    await act(async () => services.clock.advance(1000));
    // The action runs once the step runner is in (it loads when the widget mounts).
    await waitFor(() => expect(services.http.calls).toHaveLength(1));
    expect(screen.getByText('Event ended')).toBeInTheDocument();
    await act(async () => services.clock.advance(5000));
    expect(services.http.calls).toHaveLength(1);
  });

  it('once the time is up, the ended text replaces the time and its label', async () => {
    const props = countdownProps.parse({ to: NOW + 1000, label: 'endsIn', endedText: 'over' });
    const { services } = renderWithEngine(<Countdown props={props} children={[]} node={node} />, { campaign, now: NOW });
    expect(screen.getByText('Ends in')).toBeInTheDocument();
    await act(async () => services.clock.advance(1000));
    expect(screen.getByText('Event ended')).toBeInTheDocument();
    expect(screen.queryByText('Ends in')).toBeNull();
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('does not fire when the page opens after the end', async () => {
    const props = countdownProps.parse({ to: NOW - 1000, endAction: 'reload' });
    const { services } = renderWithEngine(<Countdown props={props} children={[]} node={node} />, { campaign, now: NOW, responses: { '/marketing/refresh': {} } });
    await act(async () => services.clock.advance(1000));
    expect(services.http.calls).toHaveLength(0);
    expect(screen.getByRole('timer')).toHaveTextContent('00:00:00');
  });

  it("reads `to: '{{period.end}}'` through the engine's bindings on a page", async () => {
    const page = testCampaign({ ...campaign.definition, strings: campaign.strings, page: [{ type: 'countdown', props: { to: '{{period.end}}', label: 'endsIn' } }] });
    renderWithEngine(<CampaignPage campaign={page} />, { registry: [countdown] as never, now: '2026-06-30T22:59:59+08:00' });
    expect(await screen.findByRole('timer', { name: 'Ends in' })).toHaveTextContent('01:00:01');
  });
});
