import { dangerous, XSS_CORPUS } from '../../test/xss-corpus';
import { sanitizeHtml } from './html';

describe('sanitizeHtml', () => {
  it.each(XSS_CORPUS)('leaves nothing that runs of %s', (payload) => {
    const clean = sanitizeHtml(payload);
    expect(dangerous(clean)).toEqual([]);
    // sanitising twice changes nothing (what is served equals what was saved)
    expect(sanitizeHtml(clean)).toBe(clean);
  });

  it('keeps the allowed structure', () => {
    const html =
      '<h2>Title</h2><p>A <strong>b</strong> <em>i</em> <u>u</u> <s>s</s><br></p><hr><blockquote>q</blockquote>' +
      '<pre><code>x = 1</code></pre><ul><li>one</li></ul><ol><li>two</li></ol>' +
      '<table><thead><tr><th>h</th></tr></thead><tbody><tr><td>d</td></tr></tbody></table>' +
      '<figure><img src="https://img.example/a.jpg" alt="a car" width="640" height="480"><figcaption>c</figcaption></figure>' +
      '<img src="/uploads/2026/car.png" alt="upload">' +
      '<p><a href="https://example.org" title="t">web</a> <a href="mailto:a@b.example">mail</a> <a href="tel:+15550100">tel</a></p>';
    // void elements come back self-closed
    expect(sanitizeHtml(html)).toBe(html.replace(/<(br|hr|img[^>]*?)>/g, '<$1 />'));
  });

  it('adds rel="noopener noreferrer" to links opening a new tab, and drops other targets and rels', () => {
    expect(sanitizeHtml('<a href="https://x.example" target="_blank">x</a>')).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeHtml('<a href="https://x.example" target="_top" rel="opener">x</a>')).toBe(
      '<a href="https://x.example">x</a>',
    );
  });

  it('drops unknown tags but keeps their text, and scripts with theirs', () => {
    expect(sanitizeHtml('<div><span>kept</span></div><script>gone()</script>')).toBe('kept');
  });
});
