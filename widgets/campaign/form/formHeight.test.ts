import { describe, expect, it } from 'vitest';
import { form } from './index';

const height = typeof form.skeletonHeight === 'function' ? form.skeletonHeight : () => 0;
const strings = (key: string) => ({ intro: 'Enter an invitation code. Each user joins once.' })[key] ?? key;

describe('form placeholder height', () => {
  it('is the form as a phone lays it out: title, intro lines, each field by its kind, hint or count, submit button, 14 px apart', () => {
    // A title, a one-line intro and a counted text field (label 16, input 44, count 15, 4 px apart): 229 px.
    const code = { name: 'code', kind: 'text', label: 'codeLabel', maxLength: 20 };
    expect(height({ title: 'joinTitle', intro: 'intro', fields: [code] }, 0, 0, strings)).toBe(24 + 20 + 14 + 15 + 14 + 83 + 14 + 45);
    // A user id (64) and a counted text area (156): 351 px.
    const message = [{ name: 'to', kind: 'user-id' }, { name: 'content', kind: 'textarea', maxLength: 100 }];
    expect(height({ title: 'writeTitle', fields: message }, 0, 0)).toBe(24 + 20 + 14 + 64 + 14 + 156 + 14 + 45);
    // Six answers (434), a counted text area (156) and pictures with a hint (156): 857 px.
    const report = [{ name: 'kind', kind: 'choice', options: [1, 2, 3, 4, 5, 6] }, { name: 'what', kind: 'textarea', maxLength: 1000 }, { name: 'images', kind: 'picture', hint: 'h' }];
    expect(height({ fields: report }, 0, 0)).toBe(24 + 434 + 14 + 156 + 14 + 156 + 14 + 45);
    // A long intro takes its lines.
    expect(height({ intro: 'intro', fields: [code] }, 0, 0, () => 'x'.repeat(100))).toBe(24 + 30 + 14 + 83 + 14 + 45);
  });

  it('fields still bound to data reserve 420 px', () => {
    expect(height({ fields: '{{data.naire.questions}}' }, 0, 0)).toBe(420);
  });
});
