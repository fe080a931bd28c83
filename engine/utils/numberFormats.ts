/**
 * The formats the pages write numbers with: Intl en-US (comma groups, "." decimals, as the spec asks on every
 * language), and dates written out in the page language; each built on first use and kept.
 *
 * The first Intl formatter a page builds costs 150-300 ms on a slow phone (ICU's locale data is read then); later
 * ones cost next to nothing. On a page whose prerendered first screen writes numbers or dates (`data-writes-numbers`,
 * app/prerender.tsx), the entry builds them once that screen is painted, while the page's scripts download
 * (`prepareNumberFormats`, app/main.tsx): its hydration, which writes the same numbers and dates, does not pay that
 * first cost (a date format built after them costs a few milliseconds).
 */
const formats = new Map<string, Intl.NumberFormat>();
let uses = 0;

/** How many numbers and dates were written so far (the prerender compares it before and after a page). */
export const numbersWritten = (): number => uses;

export function numberFormat(maximumFractionDigits: number, useGrouping: boolean): Intl.NumberFormat {
  uses += 1;
  const key = `${maximumFractionDigits}:${useGrouping}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.NumberFormat('en-US', { maximumFractionDigits, useGrouping })));
  return format;
}

const dateTexts = new Map<string, Intl.DateTimeFormat>();

/** A date written out in a language ("December 28, 2026"); `language` is a language tag. */
export function dateTextFormat(language: string): Intl.DateTimeFormat {
  uses += 1;
  let format = dateTexts.get(language);
  if (!format) dateTexts.set(language, (format = new Intl.DateTimeFormat(language, { dateStyle: 'long' })));
  return format;
}

/** Builds the formats of counts and amounts (engine/utils/format.ts): whole, grouped, and compact (one decimal). */
export function prepareNumberFormats(): void {
  numberFormat(20, true);
  numberFormat(1, false);
  numberFormat(1, true);
}
