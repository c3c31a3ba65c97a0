import { fillPageTemplate, PAGE_MARKERS } from './pageTemplate';

const TEMPLATE = `<html><head>${PAGE_MARKERS.styles}</head><body><div id="root">${PAGE_MARKERS.html}</div>${PAGE_MARKERS.state}</body></html>`;

describe('fillPageTemplate (the prerendered and request-time pages, ADR 24 and 32)', () => {
  it("puts the page's styles, markup and data block in their places", () => {
    const page = fillPageTemplate(TEMPLATE, {
      styles: '<style>a{}</style>',
      html: '<h1>Blog</h1>',
      state: '<script type="application/json">{}</script>',
    });
    expect(page).toBe(
      '<html><head><style>a{}</style></head><body><div id="root"><h1>Blog</h1></div><script type="application/json">{}</script></body></html>',
    );
  });

  it('leaves no marker for a page without data, and keeps $ patterns in the markup as text', () => {
    const page = fillPageTemplate(TEMPLATE, { styles: '', html: "<p>$& $' $1</p>" });
    expect(page).toContain('<div id="root"><p>$& $\' $1</p></div></body>');
    expect(page).not.toContain('<!--page-');
  });

  it('refuses a template without its markers (one written by an older build)', () => {
    expect(() => fillPageTemplate('<html><div id="root"></div></html>', { styles: '', html: '' })).toThrow(
      /no <!--page-styles-->/,
    );
  });
});
