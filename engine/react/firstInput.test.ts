// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { loadOnFirstInput } from './firstInput';

const press = (doc: Document, type: 'pointerdown' | 'keydown' = 'pointerdown') => doc.body.dispatchEvent(new Event(type, { bubbles: true }));

describe('loadOnFirstInput: code for acting is fetched at the first press, not for a visitor who only looks', () => {
  it('loads nothing until the user presses, then once, however many widgets asked', async () => {
    const doc = document.implementation.createHTMLDocument('page');
    const load = vi.fn(() => Promise.resolve());
    loadOnFirstInput(load, doc);
    loadOnFirstInput(load, doc);
    expect(load).not.toHaveBeenCalled();
    press(doc);
    expect(load).toHaveBeenCalledTimes(1);
    press(doc, 'keydown');
    press(doc);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a key press counts as the first input too', () => {
    const doc = document.implementation.createHTMLDocument('page');
    const load = vi.fn(() => Promise.resolve());
    loadOnFirstInput(load, doc);
    press(doc, 'keydown');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a load that failed (the network dropped) is asked again at the next press', async () => {
    const doc = document.implementation.createHTMLDocument('page');
    let fail = true;
    const load = vi.fn(() => (fail ? Promise.reject(new Error('offline')) : Promise.resolve()));
    loadOnFirstInput(load, doc);
    press(doc);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => {
      fail = false;
      press(doc);
      expect(load).toHaveBeenCalledTimes(2);
    });
    press(doc);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
