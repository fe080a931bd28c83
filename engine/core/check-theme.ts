/**
 * A campaign theme must be readable: its text colour against the page background, and against the surface cards
 * and dialogs are drawn on, has a contrast ratio of at least 4.5:1 (WCAG 2 level AA for body text). A pair is
 * checked only when both colours are opaque colours this check can read (#rgb, #rrggbb, rgb()); a colour it cannot
 * read is left to the schema.
 */
import type { CheckContext } from './check-context';

export const MIN_TEXT_CONTRAST = 4.5;

type Rgb = [number, number, number];
type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The colour as red, green, blue (0-255); undefined for a colour that is not opaque or not written as hex or rgb(). */
export function parseColor(value: unknown): Rgb | undefined {
  if (typeof value !== 'string') return undefined;
  const v = value.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(v)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
    return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb;
  }
  const rgb = /^rgb\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*\)$/.exec(v);
  return rgb ? ([Number(rgb[1]), Number(rgb[2]), Number(rgb[3])].map((n) => Math.min(n, 255)) as Rgb) : undefined;
}

function luminance([r, g, b]: Rgb): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** The WCAG contrast ratio of two colours, from 1 (same) to 21 (black on white). */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

interface Pair {
  fg: string;
  bg: string;
}

export function checkTheme(ctx: CheckContext, theme: unknown): void {
  if (!isObj(theme)) return;
  const colors = isObj(theme.colors) ? theme.colors : {};
  // The page background is backgroundColor when given, else the background colour token (as the page draws it).
  const pageBackground = theme.backgroundColor ?? colors.background;
  const pairs: Pair[] = [
    { fg: 'text', bg: 'background' },
    { fg: 'text', bg: 'surface' },
  ];
  for (const pair of pairs) {
    const fgValue = colors[pair.fg];
    const bgValue = pair.bg === 'background' ? pageBackground : colors[pair.bg];
    const fg = parseColor(fgValue);
    const bg = parseColor(bgValue);
    if (!fg || !bg) continue;
    const ratio = contrastRatio(fg, bg);
    if (ratio >= MIN_TEXT_CONTRAST) continue;
    const shown = ratio.toFixed(2);
    ctx.error(['theme', 'colors', pair.fg], `unreadable theme: ${pair.fg} colour ${String(fgValue)} on ${pair.bg} colour ${String(bgValue)} has a contrast of ${shown}:1, under ${MIN_TEXT_CONTRAST}:1`, {
      expected: `a contrast of at least ${MIN_TEXT_CONTRAST}:1`,
      found: `${shown}:1`,
    });
  }
}
