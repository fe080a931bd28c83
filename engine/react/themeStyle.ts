/**
 * Theme of a campaign as CSS on the page root: each colour becomes a custom
 * property `--color-<name>`; the background image goes through the campaign's
 * asset map and the URL allowlist.
 */
import { resolveAsset } from '../core/assets';
import type { CSSProperties } from 'react';
import type { Theme } from '../core/types';

const NAME = /^[a-z][a-z0-9-]*$/i;
const COLOR = /^(#[0-9a-f]{3,8}|(rgb|rgba|hsl|hsla)\([\d\s.,%/]+\)|[a-z]+)$/i;

export type ThemeStyle = CSSProperties & Record<`--${string}`, string>;

/** A CSS colour value, or undefined when it is not a plain colour. */
export function safeColor(value: unknown): string | undefined {
  return typeof value === 'string' && COLOR.test(value.trim()) ? value.trim() : undefined;
}

export const assetUrl = resolveAsset;

/**
 * The theme's colours alone: each colour token as `--color-<name>`, and the text in the theme's text colour, so
 * shared widgets stay readable on dark themes. Dialogs, drawn outside the page's element, carry them too.
 */
export function themeColors(theme: Theme | undefined): ThemeStyle {
  const style: ThemeStyle = {};
  for (const [name, value] of Object.entries(theme?.colors ?? {})) {
    const color = safeColor(value);
    if (NAME.test(name) && color) style[`--color-${name}`] = color;
  }
  if (style['--color-text']) style.color = 'var(--color-text)';
  return style;
}

export function themeStyle(theme: Theme | undefined, assets?: Record<string, string>): ThemeStyle {
  const style = themeColors(theme);
  const bg = safeColor(theme?.backgroundColor) ?? (style['--color-background'] ? 'var(--color-background)' : undefined);
  if (bg) style.backgroundColor = bg;
  const image = assetUrl(theme?.backgroundImage, assets);
  if (image) {
    style.backgroundImage = `url("${image.replace(/["\\]/g, (c) => `\\${c}`)}")`;
    style.backgroundSize = '100% auto';
    style.backgroundRepeat = 'no-repeat';
  }
  return style;
}
