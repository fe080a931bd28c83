import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithEngine } from '@testing/engine';
import { phaseInstants } from '@engine/core/phase';
import { DevPanel, type DevTools } from './DevPanel';
import { previewHref } from './DevPreviewLinks';
import { DevUserLinks } from './DevUsers';

const tools = (extra: Partial<DevTools> = {}): DevTools => ({ bridgeLog: () => [], ...extra });
const EN = '?at=2030-13-45 is not an instant, so the page shows the real time. Write ISO-8601 with an offset, e.g. 2030-01-01T10:00:00+08:00.';

describe('DevPanel', () => {
  it('names a preview instant (?at=) that is not one over the closed panel and at the top of the open one', () => {
    renderWithEngine(<DevPanel tools={tools({ invalidPreviewAt: { param: 'at', value: '2030-13-45' } })} />);
    expect(screen.getByRole('alert')).toHaveTextContent(EN);
    fireEvent.click(screen.getByRole('button', { name: 'Open the development panel' }));
    const panel = screen.getByRole('complementary', { name: 'Development panel' });
    expect(within(panel).getByRole('alert')).toHaveTextContent(EN);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('says it in the page language, with the parameter the page was given', () => {
    renderWithEngine(<DevPanel tools={tools({ invalidPreviewAt: { param: 'preview_at', value: 'soon' } })} />, { locale: 'th' });
    expect(screen.getByRole('alert')).toHaveTextContent('?preview_at=soon ไม่ใช่เวลาที่ถูกต้อง หน้านี้จึงแสดงเวลาจริง');
  });

  it('says nothing about the preview instant when there is no problem with it', () => {
    renderWithEngine(<DevPanel tools={tools()} />);
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open the development panel' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  const period = { preheat: '2030-01-01T00:00:00+08:00', start: '2030-01-03T00:00:00+08:00', end: '2030-01-10T00:00:00+08:00' };

  it('links an instant inside each phase of the campaign, and the real time; the page\'s own phase is marked', async () => {
    const running = Date.parse('2030-01-05T00:00:00+08:00');
    renderWithEngine(<DevPanel tools={tools({ preview: { now: () => running, period: async () => period } })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open the development panel' }));
    const phases = await screen.findByRole('list', { name: 'Phases' });
    const links = within(phases).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['Not started', 'Preheat', 'Running', 'Ended', 'Real time']);
    const at = (a: HTMLElement) => new URL(a.getAttribute('href')!).searchParams.get('at');
    expect(at(links[0]!)).toBe('2029-12-31T15:00:00.000Z');
    expect(at(links[2]!)).toBe('2030-01-02T16:01:00.000Z');
    expect(at(links[4]!)).toBeNull();
    expect(within(phases).getByRole('link', { name: 'Running' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByText('2030-01-04T16:00:00.000Z')).toBeInTheDocument();
  });

  it('links every language, the page\'s own marked, on any page', () => {
    renderWithEngine(<DevPanel tools={tools({ preview: { now: () => Date.now(), period: async () => undefined } })} />, { locale: 'th' });
    fireEvent.click(screen.getByRole('button', { name: 'เปิดแผงนักพัฒนา' }));
    const langs = screen.getByRole('list', { name: 'ภาษา' });
    expect(within(langs).getAllByRole('link').map((a) => new URL(a.getAttribute('href')!).searchParams.get('lang'))).toEqual(['en', 'ms', 'th', 'ph', 'fil', 'vi']);
    expect(within(langs).getAllByRole('link').filter((a) => a.getAttribute('aria-current') === 'true').map((a) => a.textContent)).toEqual(['th']);
  });

  it('keeps the rest of the page\'s query when it changes one parameter; every phase instant lies in its phase', () => {
    expect(previewHref('https://h.example/vue/act/x?lang=th&at=1&uid=7', { at: undefined, lang: 'vi' })).toBe('https://h.example/vue/act/x?lang=vi&uid=7');
    expect(phaseInstants({ start: period.start, end: period.end }).map((p) => p.phase)).toEqual(['notStarted', 'running', 'ended']);
  });

  it('names the user the page previews as, links each seeded user with what that user has, and resets the preview data', async () => {
    const resets: string[] = [];
    const reloads: string[] = [];
    const users = { current: '10002', list: async () => [{ userId: '10002', description: 'whitelisted payer' }, { userId: '10005', description: 'in a couple with 10006' }], reset: async () => void resets.push('reset') };
    renderWithEngine(<DevUserLinks users={users} reload={() => reloads.push('reload')} />);
    expect(screen.getByText('This page previews as user 10002.')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Seeded users' });
    await within(list).findByText('in a couple with 10006');
    const links = within(list).getAllByRole('link');
    expect(links.map((a) => new URL(a.getAttribute('href')!).searchParams.get('uid'))).toEqual(['10002', '10005']);
    expect(links.map((a) => a.getAttribute('aria-current'))).toEqual(['true', null]);
    fireEvent.click(screen.getByRole('button', { name: 'Reset preview data' }));
    await waitFor(() => expect(reloads).toEqual(['reload']));
    expect(resets).toEqual(['reset']);
  });

  it('shows the preview users in the open panel when the application gives them', async () => {
    renderWithEngine(<DevPanel tools={tools({ users: { current: '10007', list: async () => [{ userId: '10007', description: 'no chances left' }], reset: async () => undefined } })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open the development panel' }));
    expect(await screen.findByText('no chances left')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Preview user' })).toBeInTheDocument();
  });
});
