import { describe, expect, it } from 'vitest';
import { noPromptStorageKey, readNoPrompt, writeNoPrompt } from './noPrompt';

const memory = () => {
  const map = new Map<string, string>();
  return { map, storage: { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), removeItem: (k: string) => void map.delete(k) } };
};

describe('no-prompt flag', () => {
  it('is stored per campaign and game, can be cleared, and survives a blocked storage', () => {
    const { map, storage } = memory();
    const slot = { campaign: 'slot-machine', game: 'P10000' };
    writeNoPrompt(slot, true, storage);
    expect(readNoPrompt(slot, storage)).toBe(true);
    expect(readNoPrompt({ campaign: 'slot-machine', game: 'P10001' }, storage)).toBe(false);
    expect(map.get(noPromptStorageKey(slot))).toBe('1');
    writeNoPrompt(slot, false, storage);
    expect(readNoPrompt(slot, storage)).toBe(false);
    const fail = () => {
      throw new Error('blocked');
    };
    const blocked = { getItem: fail, setItem: fail, removeItem: fail };
    expect(() => writeNoPrompt(slot, true, blocked)).not.toThrow();
    expect(readNoPrompt(slot, blocked)).toBe(false);
  });

  it("a flag ticked in one campaign's game never skips another campaign's question naming the same game", () => {
    const { map, storage } = memory();
    writeNoPrompt({ campaign: 'slot-machine', game: 'P10000' }, true, storage);
    expect(readNoPrompt({ campaign: 'evil-offer', game: 'P10000' }, storage)).toBe(false);
    // Ids cannot be made to meet: a campaign named like another's key prefix reads its own key.
    expect(readNoPrompt({ campaign: 'slot-machine.P10000', game: '' }, storage)).toBe(false);
    // Without a campaign nothing is kept or read.
    writeNoPrompt({ campaign: undefined, game: 'P10000' }, true, storage);
    expect([...map.keys()]).toEqual([noPromptStorageKey({ campaign: 'slot-machine', game: 'P10000' })]);
    expect(readNoPrompt({ campaign: undefined, game: 'P10000' }, storage)).toBe(false);
  });
});
