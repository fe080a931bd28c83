/**
 * The palettes of the toolbar's palette switch, taken from the campaigns themselves: every
 * campaigns/<id>/campaign.yaml that declares a `theme` gives one, named after its folder
 * (christmas-2024 → "Christmas 2024"). A story shown in a palette gets that theme's colours as the page does.
 */
import { parse } from 'yaml';
import type { Theme } from '@engine';

export interface Palette {
  id: string;
  title: string;
  theme: Theme;
}

const files = import.meta.glob<string>('../campaigns/*/campaign.yaml', { query: '?raw', import: 'default', eager: true });

const titleOf = (id: string) => id.split('-').map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');

/** The campaigns' palettes, by campaign id, sorted by title. */
export const PALETTES: readonly Palette[] = Object.entries(files)
  .flatMap(([file, text]) => {
    const id = /campaigns\/([^/]+)\/campaign\.yaml$/.exec(file)?.[1];
    const theme = (parse(text) as { theme?: Theme } | null)?.theme;
    return id && theme?.colors ? [{ id, title: titleOf(id), theme }] : [];
  })
  .sort((a, b) => a.title.localeCompare(b.title));

/** The palette the toolbar names, or none (the catalogue's own neutral frame). */
export const paletteById = (id: unknown): Palette | undefined => PALETTES.find((p) => p.id === id);
