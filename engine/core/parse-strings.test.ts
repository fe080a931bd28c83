import { describe, expect, it } from 'vitest';
import { parseStrings } from './parse-strings';

describe('parseStrings', () => {
  it('reads a file again to the same table, and each read gets a table and issues of its own', () => {
    const input = { file: 'strings/en.yaml', locale: 'en' as const, text: 'title: Hello\nempty: ""\ncount: 3\n' };
    const first = parseStrings(input);
    expect(first.table).toEqual({ title: 'Hello', empty: '', count: '3' });
    expect(first.errors).toMatchObject([{ path: 'empty', line: 2 }]);
    first.table!.title = 'changed by its reader';
    first.errors.splice(0);
    const again = parseStrings(input);
    expect(again.table).toEqual({ title: 'Hello', empty: '', count: '3' });
    expect(again.errors).toMatchObject([{ path: 'empty', line: 2 }]);
  });

  it('a file of another language or name with the same text is read as that file', () => {
    const text = 'title: ""\n';
    expect(parseStrings({ file: 'strings/en.yaml', locale: 'en', text }).errors[0]?.message).toContain('write the text');
    const th = parseStrings({ file: 'strings/th.yaml', locale: 'th', text }).errors[0];
    expect(th).toMatchObject({ file: 'strings/th.yaml' });
    expect(th?.message).toContain('or delete the key to show en instead');
  });
});
