import { describe, expect, it, vi } from 'vitest';
import { statusBarOffset, topBarVisible } from './statusBarOffset';

const ask = (h: number | undefined) => vi.fn(async () => h);

describe('statusBarOffset', () => {
  it('an Android app at 2.24.5 or later is asked for its status-bar height', async () => {
    const askStatusBarHeight = ask(28);
    await expect(statusBarOffset({ immersive: true, platform: 'android', appVersion: '2.24.5', askStatusBarHeight })).resolves.toBe(28);
    await expect(statusBarOffset({ immersive: true, platform: 'android', appVersion: '3.19.0', askStatusBarHeight })).resolves.toBe(28);
    expect(askStatusBarHeight).toHaveBeenCalledTimes(2);
  });

  it('apps older than 2.24.5 use the fixed height 36 without asking', async () => {
    const askStatusBarHeight = ask(28);
    await expect(statusBarOffset({ immersive: true, platform: 'android', appVersion: '2.24.4', askStatusBarHeight })).resolves.toBe(36);
    expect(askStatusBarHeight).not.toHaveBeenCalled();
  });

  it('immersive iOS is offset by 44 when the app reports no height', async () => {
    await expect(statusBarOffset({ immersive: true, platform: 'ios', appVersion: '3.19.0', askStatusBarHeight: ask(undefined) })).resolves.toBe(44);
  });

  it('nothing is shifted outside immersive mode or outside the app', async () => {
    const askStatusBarHeight = ask(28);
    await expect(statusBarOffset({ immersive: false, platform: 'android', appVersion: '3.19.0', askStatusBarHeight })).resolves.toBe(0);
    await expect(statusBarOffset({ immersive: true, platform: 'browser', askStatusBarHeight })).resolves.toBe(0);
    expect(askStatusBarHeight).not.toHaveBeenCalled();
  });

  it('a failing bridge answer on Android falls back to 36', async () => {
    const askStatusBarHeight = () => Promise.reject(new Error('no answer'));
    await expect(statusBarOffset({ immersive: true, platform: 'android', appVersion: '3.0.0', askStatusBarHeight })).resolves.toBe(36);
  });

  it('the top bar shows only in immersive mode when not minimized', () => {
    expect(topBarVisible(true, false)).toBe(true);
    expect(topBarVisible(true, true)).toBe(false);
    expect(topBarVisible(false, false)).toBe(false);
  });
});
