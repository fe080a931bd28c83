// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { leftTap, rightTap } from './topBarTaps';
import { onRightTap, emitRightTap } from '@engine/react/pageShell/rightTapEvent';

describe('top bar taps', () => {
  it('left tap goes back when from equals the in-page marker', () => {
    const goBack = vi.fn();
    const closePage = vi.fn();
    expect(leftTap({ from: 'inner', goBack, closePage })).toBe('back');
    expect(goBack).toHaveBeenCalledOnce();
    expect(closePage).not.toHaveBeenCalled();
  });

  it('a page opened directly with the in-page marker has nothing to go back to: left tap closes it', () => {
    const goBack = vi.fn();
    const closePage = vi.fn();
    expect(leftTap({ from: 'inner', canGoBack: false, goBack, closePage })).toBe('close');
    expect(closePage).toHaveBeenCalledOnce();
    expect(goBack).not.toHaveBeenCalled();
  });

  it('in a plain browser left tap goes back when there is history, else says the page closes in the app', () => {
    const goBack = vi.fn();
    const closePage = vi.fn();
    const sayCloseInApp = vi.fn();
    expect(leftTap({ inApp: false, canGoBack: true, goBack, closePage, sayCloseInApp })).toBe('back');
    expect(goBack).toHaveBeenCalledOnce();
    expect(leftTap({ inApp: false, canGoBack: false, from: 'inner', goBack, closePage, sayCloseInApp })).toBe('closeInApp');
    expect(sayCloseInApp).toHaveBeenCalledOnce();
    expect(closePage).not.toHaveBeenCalled();
  });

  it('left tap otherwise closes the page through the app', () => {
    const goBack = vi.fn();
    const closePage = vi.fn();
    expect(leftTap({ from: 'app', goBack, closePage })).toBe('close');
    expect(leftTap({ goBack, closePage })).toBe('close');
    expect(closePage).toHaveBeenCalledTimes(2);
    expect(goBack).not.toHaveBeenCalled();
  });

  it('right tap when minimizable resizes the window and marks minimizing', async () => {
    const resizeWindow = vi.fn(async () => undefined);
    const setMinimizing = vi.fn();
    const broadcast = vi.fn();
    await expect(rightTap({ minimizable: true, resizeWindow, setMinimizing, broadcast })).resolves.toBe('minimize');
    expect(resizeWindow).toHaveBeenCalledOnce();
    expect(setMinimizing).toHaveBeenCalledWith(true);
    expect(broadcast).not.toHaveBeenCalled();
  });

  it('in a plain browser the minimize tap says it works in the app, and neither resizes nor hides the bar', async () => {
    const resizeWindow = vi.fn();
    const setMinimizing = vi.fn();
    const sayMinimizeInApp = vi.fn();
    await expect(rightTap({ minimizable: true, inApp: false, resizeWindow, setMinimizing, broadcast: vi.fn(), sayMinimizeInApp })).resolves.toBe('minimizeInApp');
    expect(sayMinimizeInApp).toHaveBeenCalledOnce();
    expect(resizeWindow).not.toHaveBeenCalled();
    expect(setMinimizing).not.toHaveBeenCalled();
  });

  it('right tap otherwise broadcasts a right-tap event pages can listen to', async () => {
    const seen: string[] = [];
    const off = onRightTap((d) => seen.push(d.path));
    const resizeWindow = vi.fn();
    await rightTap({ minimizable: false, resizeWindow, setMinimizing: vi.fn(), broadcast: () => emitRightTap({ path: '/banner' }) });
    off();
    emitRightTap({ path: '/ignored' });
    expect(seen).toEqual(['/banner']);
    expect(resizeWindow).not.toHaveBeenCalled();
  });
});
