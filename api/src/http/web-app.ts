import express, { type Express } from 'express';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Serves the built web app: hashed assets cached for a year, index.html for every other GET
 * (the client router renders its pages, including the 404 page).
 */
export function serveWebApp(app: Express, webDist: string): void {
  const index = path.join(webDist, 'index.html');
  app.use('/assets', express.static(path.join(webDist, 'assets'), { immutable: true, maxAge: '365d', fallthrough: false }));
  app.use(express.static(webDist, { index: false, maxAge: '1h' }));
  app.get(/^(?!\/(api|graphql)(\/|$)).*/, (_req, res) => {
    if (!fs.existsSync(index)) {
      res.status(503).type('text/plain').send('The web app is not built yet: run `npm run build` (npm start does it for you).');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
}
