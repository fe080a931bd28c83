/**
 * URLs in props, whoever wrote them: a widget that puts its props straight into `src`, `href` and a background
 * (no allowlist call of its own) still never points the page at a foreign, local or script URL, whether the
 * campaign wrote the value, a data source answered it, or the widget read the data source itself.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { loadCampaign } from '../../core/load';
import { createRegistry, defineWidget } from '../../core/registry';
import { testWidgets } from '../../core/test-registry';
import type { WidgetComponentProps } from '../../core/types';
import { isUrlLike, withoutForeignUrls } from '../../security/urlValues';
import { renderWithEngine } from '@testing/engine/renderWithEngine';
import { testCampaign } from '@testing/engine/testCampaign';
import { CampaignPage } from '../CampaignPage';
import { useData } from '../hooks/useData';
import { layoutWidgets } from '../layout';

const HOSTILE = [
  'javascript:alert(1)',
  ' \tjava\nscript:alert(1)',
  'JAVASCRIPT:alert(1)',
  'vbscript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>',
  'http://127.0.0.1:8080/admin',
  'http://localhost:6379/',
  'http://[::1]/x.png',
  'http://192.168.1.1/router.png',
  '//evil.example/x.png',
  '/\\evil.example/x.png',
  '\\\\evil.example/x.png',
  'https://evil.example/a.png',
  'file:///etc/passwd',
  'intent://scan/#Intent;scheme=zxing;end',
];
const ALLOWED = ['/vue/banner.png', 'https://www.facebook.com/page', 'banner.png', 'data:image/png;base64,iVBORw0KGgo='];

const cardProps = z.object({ image: z.string(), link: z.string(), background: z.string(), rows: z.optional(z.array(z.looseObject({ avatar: z.optional(z.string()) }))) });
/** A careless widget: its props go into the markup as they are. */
const card = defineWidget({
  type: 'card',
  version: 1,
  description: 'Shows a picture, a link and a background.',
  props: cardProps,
  component: async () => ({
    default: function Card({ props }: WidgetComponentProps<z.output<typeof cardProps>>) {
      return (
        <figure data-testid="card" style={{ backgroundImage: `url("${props.background}")` }}>
          <img src={props.image || undefined} alt="picture" />
          <a href={props.link || undefined}>link</a>
          {(props.rows ?? []).map((r, i) => <img key={i} src={r.avatar || undefined} alt="avatar" />)}
        </figure>
      );
    },
  }),
});
const feedProps = z.object({ source: z.string() });
/** A careless widget reading its data source itself. */
const feed = defineWidget({
  type: 'feed',
  version: 1,
  description: 'Shows avatars of a data source.',
  props: feedProps,
  component: async () => ({
    default: function Feed({ props }: WidgetComponentProps<z.output<typeof feedProps>>) {
      const { data } = useData<{ list: { avatar: string }[] }>(props.source);
      return <ul data-testid="feed">{(data?.list ?? []).map((r, i) => <li key={i}><img src={r.avatar || undefined} alt="row" /></li>)}</ul>;
    },
  }),
});

/** Every URL the rendered markup points at. */
function urlsIn(root: HTMLElement): string[] {
  const urls = [...root.querySelectorAll<HTMLElement>('[src], [href]')].map((el) => el.getAttribute('src') ?? el.getAttribute('href') ?? '');
  const backgrounds = [root, ...root.querySelectorAll<HTMLElement>('[style]')].map((el) => el.style.backgroundImage).filter((b) => b !== '');
  return [...urls, ...backgrounds];
}
const hostileIn = (urls: readonly string[]) => urls.filter((u) => /evil|127\.0\.0\.1|localhost|::1|192\.168|script|file:|intent:/i.test(u));

describe('URLs in widget props', () => {
  it('tells URLs from text', () => {
    for (const url of HOSTILE) expect(isUrlLike(url)).toBe(true);
    for (const value of ['Note: bring a friend', 'Win 3:1 odds', 'banner.png', '/vue/act/x', 'Top 10 / week']) expect(isUrlLike(value)).toBe(false);
  });

  it('hostile URLs written in the campaign never reach the markup; allowed ones do', async () => {
    for (const [i, hostile] of HOSTILE.entries()) {
      const campaign = testCampaign({ page: [{ type: 'card', props: { image: hostile, link: hostile, background: hostile, rows: [{ avatar: hostile }] } }] });
      const { unmount } = renderWithEngine(<CampaignPage campaign={campaign} />, { registry: [...layoutWidgets, card] });
      const shown = await screen.findByTestId('card');
      expect(hostileIn(urlsIn(shown)), `case ${i}: ${hostile}`).toEqual([]);
      unmount();
    }
    const allowed = ALLOWED[1]!;
    renderWithEngine(<CampaignPage campaign={testCampaign({ page: [{ type: 'card', props: { image: ALLOWED[0], link: allowed, background: ALLOWED[3], rows: [{ avatar: ALLOWED[0] }] } }] })} />, { registry: [...layoutWidgets, card] });
    expect(urlsIn(await screen.findByTestId('card'))).toEqual([ALLOWED[0], allowed, ALLOWED[0], `url("${ALLOWED[3]}")`]);
    // The hostile backgrounds became empty: `url("")`, which loads nothing.
  });

  it('hostile URLs a server answers, bound into props or read by the widget itself, never reach the markup', async () => {
    const list = [...HOSTILE, ...ALLOWED].map((avatar) => ({ avatar }));
    const campaign = testCampaign({
      data: { banner: { path: '/marketing/banner' }, users: { path: '/user/getBasicUsers' } },
      page: [
        { type: 'card', props: { image: '{{data.banner.image}}', link: '{{data.banner.link}}', background: '{{data.banner.background}}', rows: '{{data.users.list}}' } },
        { type: 'feed', props: { source: 'users' } },
      ],
    });
    renderWithEngine(<CampaignPage campaign={campaign} />, {
      registry: [...layoutWidgets, card, feed],
      responses: { '/marketing/banner': { image: 'http://localhost:6379/a.png', link: 'javascript:alert(document.cookie)', background: '//evil.example/bg.png' }, '/user/getBasicUsers': { list } },
    });
    const feedList = await screen.findByTestId('feed');
    await screen.findAllByAltText('row');
    expect(hostileIn(urlsIn(feedList))).toEqual([]);
    expect(urlsIn(feedList)).toEqual(ALLOWED);
    const shown = await screen.findByTestId('card');
    expect(hostileIn(urlsIn(shown))).toEqual([]);
  });

  it('keeps unchanged values as they are (same objects: nothing re-renders for nothing)', () => {
    const value = { a: [{ b: '/vue/x.png' }], c: 'text' };
    expect(withoutForeignUrls(value)).toBe(value);
    expect(withoutForeignUrls({ ...value, d: ['javascript:x'] })).toEqual({ ...value, d: [''] });
  });

  it('campaign validate refuses a refused URL in any prop, with where it is', () => {
    const registry = createRegistry([...testWidgets, card]);
    const text = JSON.stringify({ schemaVersion: 2, id: 'x', routes: ['/act/x'], title: 'title', period: { start: '2024-01-01T00:00:00Z', end: '2024-02-01T00:00:00Z' }, page: [{ type: 'card', props: { image: '/vue/a.png', link: 'javascript:alert(1)', background: 'http://127.0.0.1/bg.png', rows: [{ avatar: '//evil.example/a.png' }] } }] }, null, 1);
    const r = loadCampaign({ file: 'c.json', text, strings: [{ locale: 'en', file: 'strings/en.yaml', text: 'title: T\n' }] }, registry);
    expect(r.ok).toBe(false);
    const errors = r.ok ? [] : r.errors.map((e) => [e.path, e.message.replace(/ \(.*\)$/, '')]);
    expect(errors).toEqual([
      ['page[0].props.link', "'javascript:alert(1)' is not an allowed URL: use a path of this site or a host of the allowlist"],
      ['page[0].props.background', "'http://127.0.0.1/bg.png' is not an allowed URL: use a path of this site or a host of the allowlist"],
      ['page[0].props.rows[0].avatar', "'//evil.example/a.png' is not an allowed URL: use a path of this site or a host of the allowlist"],
    ]);
  });
});
