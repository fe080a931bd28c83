/**
 * Outside production the page's sandbox switches (sandbox_fault, sandbox_latency)
 * ride along on every API call, so `?sandbox_fault=network` on the page URL
 * shows how the page handles a failing server.
 */
export function withSandboxSwitches(query: Record<string, string>, base: typeof fetch = globalThis.fetch.bind(globalThis)): typeof fetch {
  const switches = Object.entries(query).filter(([k]) => k === 'sandbox_fault' || k === 'sandbox_latency');
  if (switches.length === 0) return base;
  return (input, init) => {
    if (typeof input !== 'string') return base(input, init);
    const url = new URL(input, 'http://page.local');
    for (const [k, v] of switches) url.searchParams.set(k, v);
    return base(input.startsWith('http') ? url.toString() : `${url.pathname}${url.search}`, init);
  };
}
