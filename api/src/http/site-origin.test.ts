import type { IncomingHttpHeaders } from 'node:http';
import { crossSiteRefusal, type SiteOriginOptions } from './site-origin';

const dev: SiteOriginOptions = { publicUrl: 'http://localhost:3000', trustProxy: false, isProduction: false };
const prod: SiteOriginOptions = { publicUrl: 'https://give.example.org', trustProxy: true, isProduction: true };
const cookie = 'vdp.sid=abc';

const refusal = (headers: IncomingHttpHeaders, options = dev, method = 'POST') => crossSiteRefusal(method, headers, options);

describe('crossSiteRefusal', () => {
  it('refuses a cookie-carrying write from another origin, naming why', () => {
    expect(refusal({ cookie, host: 'localhost:3000', origin: 'https://evil.example' })).toMatch(
      /Cross-site request refused.*Origin https:\/\/evil\.example/,
    );
    expect(refusal({ cookie, host: 'localhost:3000', origin: 'null' })).toMatch(/Origin null/);
    expect(refusal({ cookie, host: 'localhost:3000', referer: 'https://evil.example/page' })).toMatch(/Referer/);
    expect(refusal({ cookie, host: 'localhost:3000', referer: 'not a url' })).toMatch(/Referer/);
  });

  it('lets through reads, API keys, cookie-less requests and non-browser clients', () => {
    expect(refusal({ cookie, host: 'localhost:3000', origin: 'https://evil.example' }, dev, 'GET')).toBeNull();
    expect(refusal({ cookie, authorization: 'Bearer vdp_x', origin: 'https://evil.example' })).toBeNull();
    expect(refusal({ host: 'localhost:3000', origin: 'https://evil.example' })).toBeNull();
    expect(refusal({ cookie, host: 'localhost:3000' })).toBeNull();
  });

  it("accepts the site's own origin: the request's host, PUBLIC_URL, and in development Vite's port", () => {
    expect(refusal({ cookie, host: 'localhost:3000', origin: 'http://localhost:3000' })).toBeNull();
    expect(refusal({ cookie, host: 'localhost:3001', origin: 'http://localhost:5173' })).toBeNull();
    expect(refusal({ cookie, host: 'localhost:3001', origin: 'http://127.0.0.1:5173' })).toBeNull();
    expect(refusal({ cookie, host: 'localhost:3001', referer: 'http://localhost:5173/admin/users' })).toBeNull();
  });

  it('in production wants the exact host, or PUBLIC_URL, or the forwarded host behind a trusted proxy', () => {
    const prodCookie = '__Host-vdp.sid=abc';
    expect(refusal({ cookie: prodCookie, host: 'api:3000', origin: 'https://give.example.org' }, prod)).toBeNull();
    expect(
      refusal(
        {
          cookie: prodCookie,
          host: 'api:3000',
          'x-forwarded-host': 'www.give.example.org',
          origin: 'https://www.give.example.org',
        },
        prod,
      ),
    ).toBeNull();
    expect(refusal({ cookie: prodCookie, host: 'give.example.org', origin: 'https://give.example.org:8443' }, prod)).toMatch(
      /refused/,
    );
    expect(
      refusal(
        { cookie: prodCookie, host: 'api:3000', 'x-forwarded-host': 'evil.example', origin: 'https://other.example' },
        prod,
      ),
    ).toMatch(/refused/);
    const untrusted = { ...prod, trustProxy: false };
    expect(
      refusal(
        { cookie: prodCookie, host: 'api:3000', 'x-forwarded-host': 'evil.example', origin: 'https://evil.example' },
        untrusted,
      ),
    ).toMatch(/refused/);
  });
});
