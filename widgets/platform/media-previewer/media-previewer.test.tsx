import { act, cleanup, fireEvent, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CampaignPage, layoutWidgets, type EngineEnv } from '@engine';
import { createFakeBridge, renderWithEngine, testCampaign, type FakeBridge } from '@testing/engine';
import { mediaPreviewer } from './index';
import { composeAlphaFrame } from './alphaFrame';
import { kindOf } from './mediaKind';
import { CONTROL_HIDE_MS, useControlVisible } from './PlayControl';

const svgaLoad = vi.fn(async () => ({ frames: 1 }));
const svgaStart = vi.fn();
vi.mock('svga', () => ({
  Parser: class {
    load = svgaLoad;
    destroy() {}
  },
  Player: class {
    onStart?: () => void;
    onEnd?: () => void;
    async mount() {}
    start() {
      svgaStart();
      this.onStart?.();
    }
    destroy() {}
  },
}));

function page(props: Record<string, unknown>, env: Partial<EngineEnv> = {}, bridge?: FakeBridge) {
  const campaign = testCampaign({ page: [{ type: 'media-previewer', props }], assets: { 'intro.mp4': '/assets/intro.mp4', 'gift.svga': '/assets/gift.svga' } });
  const b = bridge ?? createFakeBridge({ platform: env.platform ?? 'android', ...(env.appVersion ? { appVersion: env.appVersion } : {}) });
  return renderWithEngine(<CampaignPage campaign={campaign} />, { registry: [...layoutWidgets, mediaPreviewer], env, services: { bridge: b } });
}

describe('media-previewer', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    svgaStart.mockClear();
  });

  it('the kind follows the extension (mp4 video, svga)', () => {
    expect(kindOf('/a/b/gift.SVGA?v=2')).toBe('svga');
    expect(kindOf('https://localhost/x.mp4#t=1')).toBe('video');
  });

  it('a video gets the preload option (default metadata)', async () => {
    const { container } = page({ src: 'intro.mp4', preload: 'none' });
    await screen.findByRole('button', { name: 'Play' });
    expect(container.querySelector('video')).toHaveAttribute('preload', 'none');
    expect(container.querySelector('video')).toHaveAttribute('src', '/assets/intro.mp4');
    cleanup();
    const second = page({ src: 'intro.mp4' });
    await screen.findByRole('button', { name: 'Play' });
    expect(second.container.querySelector('video')).toHaveAttribute('preload', 'metadata');
  });

  it('the play control hides 200 ms after play starts and returns on pause', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ playing }) => useControlVisible(playing), { initialProps: { playing: false } });
    rerender({ playing: true });
    act(() => vi.advanceTimersByTime(CONTROL_HIDE_MS - 1));
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(false);
    rerender({ playing: false });
    expect(result.current).toBe(true);
  });

  it('tapping Play plays the video; the control goes once it plays', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
      this.dispatchEvent(new Event('play'));
      return Promise.resolve();
    });
    page({ src: 'intro.mp4' });
    fireEvent.click(await screen.findByRole('button', { name: 'Play' }));
    expect(play).toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Play' })).toBeNull());
    play.mockRestore();
  });

  it('a video that cannot load says it cannot be played instead of offering Play', async () => {
    const { container } = page({ src: 'intro.mp4' });
    await screen.findByRole('button', { name: 'Play' });
    fireEvent.error(container.querySelector('video')!);
    expect(await screen.findByRole('alert')).toHaveTextContent('This media cannot be played.');
    expect(screen.queryByRole('button', { name: 'Play' })).toBeNull();
  });

  it('a video that failed before the page was shown says so too', async () => {
    const own = Object.getOwnPropertyDescriptor(HTMLMediaElement.prototype, 'error');
    Object.defineProperty(HTMLMediaElement.prototype, 'error', { configurable: true, get: () => ({ code: 4, message: '' }) });
    try {
      page({ src: 'intro.mp4' });
      expect(await screen.findByRole('alert')).toHaveTextContent('This media cannot be played.');
      expect(screen.queryByRole('button', { name: 'Play' })).toBeNull();
    } finally {
      if (own) Object.defineProperty(HTMLMediaElement.prototype, 'error', own);
      else delete (HTMLMediaElement.prototype as { error?: unknown }).error;
    }
  });

  it('from app 3.14.0 an .svga file is previewed natively through the bridge', async () => {
    const { services } = page({ src: 'gift.svga' }, { platform: 'android', appVersion: '3.14.0' });
    fireEvent.click(await screen.findByRole('button', { name: 'Play' }));
    await waitFor(() => expect(services.bridge.calls[0]?.action).toBe('previewAnimation'));
    expect(String(services.bridge.calls[0]?.args?.url)).toMatch(/\/assets\/gift\.svga$/);
    expect(svgaStart).not.toHaveBeenCalled();
  });

  it('below 3.14.0 (or in a browser) the SVGA plays in the page', async () => {
    const { services, container } = page({ src: 'gift.svga', autoplay: true }, { platform: 'android', appVersion: '3.13.9' });
    await waitFor(() => expect(svgaStart).toHaveBeenCalled());
    expect(svgaLoad).toHaveBeenCalledWith('/assets/gift.svga');
    expect(container.querySelector('[data-native]')).toBeNull();
    expect(services.bridge.calls).toEqual([]);
  });

  it('a source outside the allowlist is not played', async () => {
    const { container } = page({ src: 'https://evil.example/x.mp4' });
    expect(await screen.findByText('This media cannot be played.')).toBeInTheDocument();
    expect(container.querySelector('video')).toBeNull();
  });

  it('alpha video: the right half becomes the transparency of the left half', () => {
    // 2x1 frame: left pixel red, right pixel mask grey 128.
    const source = new Uint8ClampedArray([255, 0, 0, 255, 128, 128, 128, 255]);
    const out = new Uint8ClampedArray(4);
    composeAlphaFrame(source, 2, 1, out);
    expect([...out]).toEqual([255, 0, 0, 128]);
  });
});
