/**
 * A form's height on a phone before it renders (form.css, @kit/form.css): its padding (24 px), its title (20 px),
 * its intro (15 px lines), its fields and its submit button (45 px), 14 px apart. A field is its label (16 px) over
 * its input (44 px; a text area or a picture row 117 px) or its answers (62 px each, 8 px apart, below a 6 px gap),
 * 4 px apart, and its hint or character count under it (15 px). Fields still bound to data take 420 px.
 */

/** Characters of a line of the intro on a phone (380 px of 13 px text). */
const INTRO_LINE_CHARS = 58;

const row = (value: unknown): Readonly<Record<string, unknown>> => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {});

function fieldHeight(value: unknown): number {
  const field = row(value);
  const options = Array.isArray(field.options) ? field.options.length : 0;
  const choice = field.kind === 'choice' || field.kind === 'multi-choice';
  const counted = (field.kind === 'text' || field.kind === 'textarea') && field.maxLength !== undefined;
  const control = choice ? 6 + 70 * options - 8 : 4 + (field.kind === 'textarea' || field.kind === 'picture' ? 117 : 44);
  return 16 + control + (field.hint !== undefined || counted ? 4 + 15 : 0);
}

export function formHeight(props: Readonly<Record<string, unknown>>, _content: number, _children: number, strings?: (key: string) => string): number {
  if (!Array.isArray(props.fields)) return 420;
  const intro = typeof props.intro === 'string' ? (strings ? strings(props.intro) : '') : undefined;
  const parts = [...(props.title ? [20] : []), ...(intro === undefined ? [] : [15 * Math.max(1, Math.ceil(intro.length / INTRO_LINE_CHARS))]), ...props.fields.map(fieldHeight), 45];
  return 24 + parts.reduce((a, b) => a + b, 0) + 14 * (parts.length - 1);
}
