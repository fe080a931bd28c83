/**
 * The Content-Security-Policy each campaign page gets from the widgets it shows: the pages that follow live rounds
 * by pushes (the production push client compiles WebAssembly) may compile WebAssembly, and no other page may.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { pageContentPolicy, pageWidgetTypes } from '@engine/core/page-types';
import type { PageNode } from '@engine/core/types';
import { policyFor } from '@engine/vite/csp';
import { registry } from '@widgets';

const sources = { hosts: ['cdn.example.com'], connect: ['wss://*.agora.io'] };
const page = '<!doctype html><html><head><meta charset="UTF-8" /></head><body><div id="root"></div></body></html>';

describe("'wasm-unsafe-eval' only where the push client runs", () => {
  const campaignPage = (id: string) => (parse(readFileSync(join('campaigns', id, 'campaign.yaml'), 'utf8')) as { page: PageNode[] }).page;
  const policyOfCampaign = (id: string) => policyFor(page, sources, { wasm: pageContentPolicy(campaignPage(id), registry).wasm !== undefined });

  it.each(['slot-machine', 'cockfight'])('the %s page (live rounds followed by pushes) lets WebAssembly compile, and nothing more', (id) => {
    const policy = policyOfCampaign(id);
    expect(policy).toContain("script-src 'self' 'wasm-unsafe-eval';");
    expect(policy).not.toContain("'unsafe-eval'");
  });

  it.each(['starlight-festival', 'rapid-ranking', 'rapid-mall', 'campaign-banners'])('the %s page (no push client) keeps script-src to the site alone', (id) => {
    expect(policyOfCampaign(id)).toContain("script-src 'self';");
  });

  it('every campaign whose page loads the push client, and only those, gets it', () => {
    const ids = readdirSync('campaigns').filter((id) => existsSync(join('campaigns', id, 'campaign.yaml')));
    const withWasm = ids.filter((id) => pageContentPolicy(campaignPage(id), registry).wasm !== undefined).sort();
    const withPush = ids.filter((id) => pageWidgetTypes(campaignPage(id)).includes('slot-machine')).sort();
    expect(withWasm).toEqual(withPush);
    expect(withWasm).toEqual(expect.arrayContaining(['cockfight', 'slot-machine']));
  });
});
