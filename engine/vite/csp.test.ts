import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { headersFile, inlineStylesOf, policyFor, policyOfPage, withPolicyMeta } from './csp';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const sources = { hosts: ['cdn.example.com', '.img.example.net'], connect: ['wss://*.agora.io'] };
const page = '<!doctype html><html><head><meta charset="UTF-8" /><style>body{margin:0}</style></head><body><div id="root"><p style="height:40%;font-family:&quot;A&quot;">x</p><i style=\'color:red\'></i></div><script type="module" crossorigin src="/vue/assets/index.js"></script></body></html>';

describe('Content-Security-Policy of a built page', () => {
  it('allows the inline stylesheet and each style attribute by hash (attributes as the browser reads them), never unsafe-inline', () => {
    expect(inlineStylesOf(page)).toEqual({ elements: ['body{margin:0}'], attributes: ['height:40%;font-family:"A"', 'color:red'] });
    const policy = policyFor(page, sources);
    expect(policy).toContain(`style-src 'self' ${sha('body{margin:0}')};`);
    expect(policy).toContain(`style-src-attr 'unsafe-hashes' ${sha('height:40%;font-family:"A"')} ${sha('color:red')};`);
    expect(policy).toContain("script-src 'self';");
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(policy).toContain("img-src 'self' data: blob: https://cdn.example.com https://*.img.example.net;");
    expect(policy).toContain("connect-src 'self' https://cdn.example.com wss://cdn.example.com https://*.img.example.net wss://*.img.example.net wss://*.agora.io;");
    expect(policy).toContain("object-src 'none'");
  });

  it('a page without inline styles allows no style attribute at all', () => {
    expect(policyFor('<html><head><meta charset="UTF-8"></head><body></body></html>', sources)).toContain("style-src-attr 'none'");
  });

  it("only a page showing a widget that compiles code gets 'unsafe-eval'", () => {
    expect(policyFor(page, sources, { scriptEval: true })).toContain("script-src 'self' 'unsafe-eval';");
  });

  it("only a page showing a widget that compiles WebAssembly gets 'wasm-unsafe-eval' (not 'unsafe-eval')", () => {
    expect(policyFor(page, sources, { wasm: true })).toContain("script-src 'self' 'wasm-unsafe-eval';");
    expect(policyFor(page, sources)).toContain("script-src 'self';");
  });

  it('refuses to write a policy for a page with an inline script', () => {
    expect(() => policyFor('<html><head><meta charset="UTF-8"></head><body><script>alert(1)</script></body></html>', sources)).toThrow(/inline script/);
  });

  it('puts the policy right after the charset, where it governs everything after it, and reads it back', () => {
    const policy = policyFor(page, sources);
    const html = withPolicyMeta(page, policy);
    expect(html.indexOf('http-equiv="Content-Security-Policy"')).toBeLessThan(html.indexOf('<style>'));
    expect(html.indexOf('<meta charset')).toBeLessThan(html.indexOf('http-equiv'));
    expect(policyOfPage(html)).toBe(policy);
  });

  it('lists each page under each of its addresses in the headers file', () => {
    expect(headersFile([{ paths: ['/vue/act/x', '/vue/act/x/'], policy: "default-src 'self'" }])).toBe("/vue/act/x\n  Content-Security-Policy: default-src 'self'\n/vue/act/x/\n  Content-Security-Policy: default-src 'self'\n");
  });
});
