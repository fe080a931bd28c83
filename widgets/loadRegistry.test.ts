import { describe, expect, it } from 'vitest';
import { registry } from './index';
import { loadRegistry } from './loadRegistry';

describe('loadRegistry', () => {
  it('builds the same registry as widgets/index.ts, in the same order', async () => {
    let pauses = 0;
    const loaded = await loadRegistry(async () => {
      pauses += 1;
    });
    expect([...loaded.keys()]).toEqual([...registry.keys()]);
    for (const [type, def] of loaded) expect(def).toBe(registry.get(type));
    expect(pauses).toBeGreaterThan(0);
  });
});
