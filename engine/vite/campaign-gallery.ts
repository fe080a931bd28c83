/**
 * The dev server's first page (`npm start`, /vue/campaigns): every campaign of campaigns/ with its validation
 * state, its routes as links, and for its first route a link into each phase (`?at=`, an instant inside it) and
 * each language (`?lang=`). A development tool for operators, read on each request; nothing of it is built.
 */
import { formatIssue } from '../core/node/format-issue';
import { phaseInstants, PREVIEW_LANGUAGES } from '../core/phase';
import type { DefinitionIssue, Period } from '../core/types';

export interface GalleryCampaign {
  id: string;
  /** The definition file, relative to the project. */
  file: string;
  /** The title in English, when the campaign loads. */
  title?: string;
  routes: readonly string[];
  period?: Period;
  errors: readonly DefinitionIssue[];
  warnings: readonly DefinitionIssue[];
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The address of a route under `base` (`/vue/`); a route with a `:param` has none to link. */
export function routeHref(base: string, route: string): string | undefined {
  return route.includes(':') ? undefined : `${base.replace(/\/$/, '')}${route}`;
}

function state(c: GalleryCampaign): string {
  if (c.errors.length > 0) return `<span class="bad">${c.errors.length} error${c.errors.length === 1 ? '' : 's'}</span>`;
  if (c.warnings.length > 0) return `<span class="warn">valid, ${c.warnings.length} warning${c.warnings.length === 1 ? '' : 's'}</span>`;
  return '<span class="ok">valid</span>';
}

function card(base: string, c: GalleryCampaign): string {
  const routes = c.routes.map((r) => {
    const href = routeHref(base, r);
    return href ? `<a href="${esc(href)}">${esc(r)}</a>` : `<code>${esc(r)}</code>`;
  });
  const first = c.routes.map((r) => routeHref(base, r)).find((h) => h !== undefined);
  const phases = first && c.period ? phaseInstants(c.period).map(({ phase, at }) => `<a href="${esc(`${first}?at=${new Date(at).toISOString()}`)}">${esc(phase)}</a>`) : [];
  const languages = first ? PREVIEW_LANGUAGES.map((l) => `<a href="${esc(`${first}?lang=${l}`)}">${l}</a>`) : [];
  const issues = [...c.errors, ...c.warnings];
  return [
    `<li class="campaign" data-id="${esc(c.id)}"><h2>${esc(c.id)}${c.title ? ` <small>${esc(c.title)}</small>` : ''}</h2>`,
    `<p class="state">${state(c)} · <code>${esc(c.file)}</code></p>`,
    `<p>Routes: ${routes.join(' · ') || '(none)'}</p>`,
    phases.length ? `<p>Phases: ${phases.join(' · ')}</p>` : '',
    languages.length ? `<p>Languages: ${languages.join(' · ')}</p>` : '',
    issues.length ? `<pre>${esc(issues.map(formatIssue).join('\n'))}</pre>` : '',
    '</li>',
  ].join('');
}

/** The designers' widget catalogue: the Storybook `npm run storybook` serves (port 6006). */
export const CATALOGUE_URL = 'http://127.0.0.1:6006/';

export function galleryHtml(base: string, campaigns: readonly GalleryCampaign[]): string {
  const bad = campaigns.filter((c) => c.errors.length > 0).length;
  const style = 'body{font:14px/1.5 system-ui,sans-serif;max-width:960px;margin:0 auto;padding:16px}ul{list-style:none;padding:0}li.campaign{border-top:1px solid #ddd;padding:8px 0}h2{margin:0;font-size:18px}small{color:#666;font-weight:normal}.ok{color:#087f23}.warn{color:#9a6700}.bad{color:#c62828;font-weight:bold}pre{background:#fff4f4;padding:8px;overflow:auto;white-space:pre-wrap}';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Campaigns</title><style>${style}</style></head><body>
<h1>Campaigns</h1>
<p>${campaigns.length} campaigns, ${bad === 0 ? 'all valid' : `${bad} with errors`}. Add <code>?uid=10003</code> to preview another user. <a href="${esc(base)}reference">Reference</a>. <a href="${CATALOGUE_URL}">Widget catalogue</a> (every widget's documentation, states, palettes and accessibility: <code>npm run storybook</code>)</p>
<ul>${campaigns.map((c) => card(base, c)).join('\n')}</ul>
</body></html>
`;
}
