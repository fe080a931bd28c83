// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdEarlyTaps } from './earlyTaps';

const PAGE = '<main><div role="tablist"><button role="tab">Ranking</button><button role="tab">Rewards</button></div><p>Rules</p><a href="/vue/other">More</a><button>Join now</button></main>';

function prerendered(): HTMLElement {
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = PAGE;
  document.body.append(root);
  return root;
}

/** What hydration does for these tests: the same elements, now with handlers and React's props. */
function listen(root: HTMLElement, text: string): ReturnType<typeof vi.fn> {
  const handler = vi.fn();
  const el = [...root.querySelectorAll('button, a')].find((e) => e.textContent === text)!;
  el.addEventListener('click', handler);
  Object.assign(el, { __reactProps$test: {} });
  return handler;
}

const tap = (root: HTMLElement, text: string): MouseEvent => {
  const el = [...root.querySelectorAll('button, a')].find((e) => e.textContent === text)!;
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  el.dispatchEvent(event);
  return event;
};

afterEach(() => document.body.replaceChildren());

describe('taps before the page is interactive', () => {
  it('are held (a link does not leave the page) and replayed on the same control once released', () => {
    const root = prerendered();
    const taps = holdEarlyTaps(root);
    const early = listen(root, 'Rewards');
    const event = tap(root, 'Rewards');
    expect(event.defaultPrevented).toBe(true);
    expect(early).not.toHaveBeenCalled();
    taps.release();
    expect(early).toHaveBeenCalledTimes(1);
    expect(tap(root, 'More').defaultPrevented).toBe(false);
  });

  it('keeps only the last tap: tapping twice while waiting acts once', () => {
    const root = prerendered();
    const taps = holdEarlyTaps(root);
    const join = listen(root, 'Join now');
    const ranking = listen(root, 'Ranking');
    tap(root, 'Ranking');
    tap(root, 'Join now');
    tap(root, 'Join now');
    taps.release();
    expect(join).toHaveBeenCalledTimes(1);
    expect(ranking).not.toHaveBeenCalled();
  });

  it('waits for its control when the page is interactive before that part is hydrated, holding later taps meanwhile', async () => {
    const root = prerendered();
    const taps = holdEarlyTaps(root);
    tap(root, 'Ranking');
    taps.release();
    // The part with the tabs hydrates later; a tap on Join now meanwhile is held in place of the first.
    expect(tap(root, 'Join now').defaultPrevented).toBe(true);
    const ranking = listen(root, 'Ranking');
    const join = listen(root, 'Join now');
    await vi.waitFor(() => expect(join).toHaveBeenCalledTimes(1));
    expect(ranking).not.toHaveBeenCalled();
    expect(tap(root, 'Ranking').defaultPrevented).toBe(false);
    expect(ranking).toHaveBeenCalledTimes(1);
  });

  it('is dropped when the control is gone or reads differently, and when released without replay', () => {
    const root = prerendered();
    const taps = holdEarlyTaps(root);
    tap(root, 'Join now');
    root.innerHTML = PAGE.replace('Join now', 'Joined');
    const joined = listen(root, 'Joined');
    taps.release();
    expect(joined).not.toHaveBeenCalled();

    const other = holdEarlyTaps(root);
    const ranking = listen(root, 'Ranking');
    tap(root, 'Ranking');
    other.release({ replay: false });
    expect(ranking).not.toHaveBeenCalled();
    tap(root, 'Ranking');
    expect(ranking).toHaveBeenCalledTimes(1);
  });

  it("replays a click a script dispatched without the user's right to act: only a user's tap carries it", () => {
    const root = prerendered();
    const taps = holdEarlyTaps(root);
    const join = listen(root, 'Join now');
    const asUser = vi.fn((act: () => void) => act());
    tap(root, 'Join now');
    taps.release({ asUser });
    expect(join).toHaveBeenCalledTimes(1);
    expect(asUser).not.toHaveBeenCalled();
  });

  it('leaves taps outside controls and outside the page alone', () => {
    const root = prerendered();
    const outside = document.createElement('button');
    document.body.append(outside);
    holdEarlyTaps(root);
    const text = new MouseEvent('click', { bubbles: true, cancelable: true });
    root.querySelector('p')!.dispatchEvent(text);
    expect(text.defaultPrevented).toBe(false);
    const handler = vi.fn();
    outside.addEventListener('click', handler);
    outside.click();
    expect(handler).toHaveBeenCalledTimes(1);
  });
});
