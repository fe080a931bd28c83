import type { ChoiceOption } from './schema';

/** What an answer reads: its string key, else the server's wording, else its value. */
export function optionLabel(o: ChoiceOption, t: (key: string) => string): string {
  return o.label ? t(o.label) : (o.labelText ?? String(o.value));
}
