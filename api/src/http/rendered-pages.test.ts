import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { asksForRenderedPage, compressedHtml } from './rendered-pages';

describe('pages rendered with their data (ADR 32)', () => {
  it('are sent for a GET or HEAD of exactly their path; a query string gets the prerendered page', () => {
    expect(asksForRenderedPage({ method: 'GET', originalUrl: '/blog' }, '/blog')).toBe(true);
    expect(asksForRenderedPage({ method: 'HEAD', originalUrl: '/blog' }, '/blog')).toBe(true);
    expect(asksForRenderedPage({ method: 'GET', originalUrl: '/blog?search=car' }, '/blog')).toBe(false);
    expect(asksForRenderedPage({ method: 'GET', originalUrl: '/blog/' }, '/blog')).toBe(false);
    expect(asksForRenderedPage({ method: 'GET', originalUrl: '/blog/a-post' }, '/blog')).toBe(false);
    expect(asksForRenderedPage({ method: 'POST', originalUrl: '/blog' }, '/blog')).toBe(false);
  });

  it('are kept with their brotli and gzip forms, each the same page', async () => {
    const html = `<html lang="fr-CA"><body>${'Donnez votre véhicule. '.repeat(200)}</body></html>`;
    const page = await compressedHtml(html);
    expect(page.identity.toString('utf8')).toBe(html);
    expect(brotliDecompressSync(page.br).toString('utf8')).toBe(html);
    expect(gunzipSync(page.gzip).toString('utf8')).toBe(html);
    expect(page.br.length).toBeLessThan(page.identity.length / 10);
  });
});
