import { describe, expect, it } from 'vitest';
import { noPromptStorageKey, readNoPrompt, writeNoPrompt } from './noPrompt';

describe('no-prompt flag', () => {
  it('is stored per game, can be cleared, and survives a blocked storage', () => {
    const map = new Map<string, string>();
    const storage = { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), removeItem: (k: string) => void map.delete(k) };
    writeNoPrompt('P10000', true, storage);
    expect(readNoPrompt('P10000', storage)).toBe(true);
    expect(readNoPrompt('P10001', storage)).toBe(false);
    expect(map.get(noPromptStorageKey('P10000'))).toBe('1');
    writeNoPrompt('P10000', false, storage);
    expect(readNoPrompt('P10000', storage)).toBe(false);
    const fail = () => {
      throw new Error('blocked');
    };
    const blocked = { getItem: fail, setItem: fail, removeItem: fail };
    expect(() => writeNoPrompt('P10000', true, blocked)).not.toThrow();
    expect(readNoPrompt('P10000', blocked)).toBe(false);
  });
});
