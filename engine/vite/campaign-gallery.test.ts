import { describe, expect, it } from 'vitest';
import { CATALOGUE_URL, galleryHtml } from './campaign-gallery';

describe('campaign gallery', () => {
  it('links the reference and the designers’ widget catalogue', () => {
    const html = galleryHtml('/vue/', []);
    expect(html).toContain('<a href="/vue/reference">Reference</a>');
    expect(html).toContain(`<a href="${CATALOGUE_URL}">Widget catalogue</a>`);
    expect(CATALOGUE_URL).toMatch(/:6006\/$/);
  });
});
