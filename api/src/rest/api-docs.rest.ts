import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { notFound } from '../core/errors';
import { endpoint } from './endpoint';
import type { RestResponse } from './rest-http';
import { RestRoutes } from './rest-routes';

/** The reference page's files, from the swagger-ui-dist package: served by the api, no CDN. */
const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
};

/** Starts Swagger UI on the document; a file of its own because the CSP allows no inline script. */
const INIT_SCRIPT = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#reference', deepLinking: true, withCredentials: true });
});
`;

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>REST API reference</title>
    <link rel="icon" type="image/png" href="/api/docs/favicon-32x32.png" />
    <link rel="stylesheet" href="/api/docs/swagger-ui.css" />
  </head>
  <body>
    <div id="reference"></div>
    <script src="/api/docs/swagger-ui-bundle.js"></script>
    <script src="/api/docs/init.js"></script>
  </body>
</html>
`;

/**
 * GET /api/openapi.json (the document built at startup, answered as serialised once) and the
 * interactive reference page at GET /api/docs (Swagger UI from node_modules, ADR 17).
 */
export function apiDocsRoutes(documentText: () => string): RestRoutes {
  const assetDir = path.dirname(require.resolve('swagger-ui-dist/package.json'));
  const assets = new Map<string, Promise<Buffer>>(); // a few fixed files, read once
  return new RestRoutes()
    .get(
      '/openapi.json',
      endpoint('api.docs', (_ctx, _req, res) => res.jsonText(documentText()), {
        summary: 'This OpenAPI 3.1 document',
        answer: { description: 'The OpenAPI document', schema: { type: 'object' } },
      }),
    )
    .get(
      '/docs',
      endpoint('api.docs', (_ctx, _req, res) => html(res, PAGE), {
        summary: 'The interactive reference page of this document',
        answer: { description: 'An HTML page', mediaType: 'text/html', schema: { type: 'string' } },
      }),
    )
    .get(
      '/docs/:file',
      endpoint(
        'api.docs',
        async (_ctx, req, res) => {
          const file = req.params.file ?? '';
          if (file === 'init.js') return send(res, 'text/javascript; charset=utf-8', INIT_SCRIPT);
          const type = ASSETS[file];
          if (!type) throw notFound(`No such file of the API reference: ${file}`);
          let bytes = assets.get(file);
          if (!bytes) assets.set(file, (bytes = readFile(path.join(assetDir, file))));
          send(res, type, await bytes);
        },
        {
          summary: "A file of the reference page (Swagger UI's script, style sheet and icon)",
          answer: { description: 'The file', mediaType: 'application/octet-stream', schema: { type: 'string' } },
        },
      ),
    );
}

function html(res: RestResponse, text: string): void {
  send(res, 'text/html; charset=utf-8', text);
}

function send(res: RestResponse, type: string, body: Buffer | string): void {
  res.setHeader('Content-Type', type);
  res.setHeader('Cache-Control', 'public, max-age=3600');
  res.send(body);
}
