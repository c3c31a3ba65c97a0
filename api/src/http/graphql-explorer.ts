import type { Express } from 'express';
import Negotiator from 'negotiator';
import type { IncomingMessage } from 'node:http';

/**
 * What the explorer's page may run: GraphiQL comes as one inline script that starts its editor's
 * workers from blob: URLs, which the site's CSP (script-src 'self') forbids. Only this
 * development page gets the looser policy; production never serves it.
 */
const EXPLORER_CSP = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline' blob:",
  "worker-src 'self' blob:",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self' ws: wss:",
  "frame-ancestors 'none'",
].join('; ');

/** A browser opening /graphql asks for a page; clients sending operations do not. */
export const wantsExplorerPage = (req: IncomingMessage): boolean =>
  req.method === 'GET' && new Negotiator(req).mediaType(['application/json', 'text/html']) === 'text/html';

/**
 * In development, GET /graphql from a browser answers GraphiQL (issue 14 §5): the build of
 * @graphql-yoga/render-graphiql carries GraphiQL whole, so it works without the internet (Apollo's
 * own landing page loads Apollo Sandbox from a CDN). It loads the schema from this server by the
 * standard introspection query, and runs subscriptions over the same graphql-ws socket as the web app.
 */
export function serveGraphQLExplorer(app: Express): void {
  let page: string | undefined; // 9 MB of script: rendered at the first visit, not at every start
  app.get('/graphql', async (req, res, next) => {
    if (!wantsExplorerPage(req)) return next();
    if (page === undefined) {
      const { renderGraphiQL } = await import('@graphql-yoga/render-graphiql');
      page = renderGraphiQL({
        title: 'Vehicle donation platform — GraphQL explorer',
        endpoint: '/graphql',
        subscriptionsProtocol: 'WS',
        credentials: 'same-origin',
        defaultQuery: '# Ctrl-Space completes; the Docs panel lists every type.\n{\n  appInfo {\n    demoMode\n  }\n}\n',
      });
    }
    res.setHeader('Content-Security-Policy', EXPLORER_CSP);
    res.type('html').send(page);
  });
}
