import { documentHead, scriptJson, withHead } from './document-head';

const meta = {
  title: 'Cars & "Charity" <b>',
  description: 'Give </script><script>alert(1)</script>',
  canonical: 'https://site.example/blog/a',
  image: null,
  type: 'article' as const,
  language: 'fr',
  alternates: [],
  jsonLd: { headline: '</script><script>alert(1)</script>' },
};

describe('documentHead', () => {
  it('escapes every value, and keeps JSON-LD inside its script', () => {
    const head = documentHead(meta);
    expect(head).toContain('<title>Cars &amp; &quot;Charity&quot; &lt;b&gt;</title>');
    expect(head).not.toContain('<script>alert');
    expect(head.match(/<\/script>/g)).toHaveLength(1);
    const json = /<script type="application\/ld\+json">(.*)<\/script>/.exec(head)![1]!;
    expect(JSON.parse(json)).toEqual(meta.jsonLd);
    expect(scriptJson('<')).toBe('"\\u003c"');
  });

  it('replaces the app title and description, and sets the language', () => {
    const index =
      '<!doctype html><html lang="en-CA"><head><meta\n name="description" content="app"><title>App</title></head><body></body></html>';
    const html = withHead(index, documentHead(meta), 'fr');
    expect(html).toContain('<html lang="fr">');
    expect(html).not.toContain('<title>App</title>');
    expect(html).not.toContain('content="app"');
    expect(html.indexOf('<title>')).toBeLessThan(html.indexOf('</head>'));
  });
});
