import { NATIVE_SVGA_MIN_VERSION } from '@engine';

/** How a media file is played. */
export type MediaKind = 'video' | 'svga' | 'alpha-video';


/** The kind by file extension (.svga an SVGA animation, anything else, e.g. .mp4, a video), ignoring query and hash. */
export function kindOf(url: string): MediaKind {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  return /\.svga$/i.test(path) ? 'svga' : 'video';
}

/**
 * The app previews natively only .svga files, and only from app 3.14.0;
 * below it, or in a browser, the page plays them. `atLeast` compares versions (an unknown version is never enough).
 */
export function nativePreviewSupported(opts: { inApp: boolean; appVersion?: string; url: string; kind: MediaKind; atLeast(v: string | undefined, min: string): boolean }): boolean {
  return opts.inApp && opts.kind === 'svga' && kindOf(opts.url) === 'svga' && opts.atLeast(opts.appVersion, NATIVE_SVGA_MIN_VERSION);
}
