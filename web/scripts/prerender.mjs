#!/usr/bin/env node
/**
 * Run after `vite build` and `vite build --ssr` (npm run build). Prerenders the public routes of
 * bundle-budgets.json in each language (ADR 24): renders the page with dist-ssr/entry-server.js,
 * puts its markup into dist/index.html's <div id="root" data-prerendered="<locale>">, its
 * styled-components styles, title and <html lang> into the head, and the route's code and
 * catalogs into data-modules, which main.tsx preloads with the app once the HTML has painted.
 * Writes dist/prerendered/<locale>/<name>.html (.br and .gz beside) and dist/prerendered/routes.json,
 * which the api reads (api/src/http/web-app.ts), and beside each page its template (<name>.template.html,
 * the page's parts left as markers), which the api's render worker fills with the page rendered with its
 * data (ADR 32). Also adds boot.tsx's modulepreloads to index.html.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const web = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(web, 'dist');
const out = join(dist, 'prerendered');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const budgets = JSON.parse(readFileSync(join(web, 'bundle-budgets.json'), 'utf8'));
const routePaths = readFileSync(join(web, 'src', 'routing', 'routePaths.ts'), 'utf8');
const indexTemplate = readFileSync(join(dist, 'index.html'), 'utf8');
const { prerenderPage, fillPageTemplate, PAGE_MARKERS } = await import(
  pathToFileURL(join(web, 'dist-ssr', 'entry-server.js')).href
);

const LOCALES = ['en', 'fr'];
const HTML_LANG = { en: 'en-CA', fr: 'fr-CA' };
const APOLLO_ROOT = 'src/graphql/ApolloRoot.tsx';

/** The files of manifest entries and everything they import statically. */
function closure(keys, files = new Set()) {
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the Vite manifest`);
    if (files.has(chunk.file)) continue;
    files.add(chunk.file);
    closure(chunk.imports ?? [], files);
  }
  return files;
}

/** Manifest keys of the catalogs a route needs in `locale`: its area's, and the app's French one. */
function catalogKeys(area, locale) {
  const suffixes = [
    ...(area ? [`src/i18n/areas/${area}/${locale}.json.js`] : []),
    ...(locale === 'fr' ? ['src/i18n/fr.json.js', 'src/i18n/common-fr.ts'] : []),
  ];
  return suffixes.map((suffix) => {
    const key = Object.keys(manifest).find((name) => name.endsWith(suffix));
    if (!key) throw new Error(`no chunk ends with ${suffix}`);
    return key;
  });
}

function rendersWithoutApollo(path) {
  const line = routePaths.split('\n').find((text) => text.includes(`path: '${path}'`));
  return line !== undefined && /graphql:\s*false/.test(line);
}

const escapeHtml = (text) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

// main.tsx starts boot.tsx (the app): index.html preloads its chunks; prerendered pages fetch them after painting
const entryFiles = closure(['index.html']);
const bootFiles = [...closure(['src/boot.tsx'])].filter((file) => !entryFiles.has(file));
const bootPreloads = bootFiles.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
for (const file of bootFiles) entryFiles.add(file);
// index.html as Vite wrote it (a second run of this script on one build finds the preloads there)
const bareTemplate = bootPreloads.reduce((html, link) => html.replace(link, ''), indexTemplate);
const template = bareTemplate.replace('</head>', () => `  ${bootPreloads.join('\n    ')}\n  </head>`);
writeFileSync(join(dist, 'index.html'), template);
rmSync(join(dist, 'index.html.br'), { force: true }); // stale: the api reads index.html itself
rmSync(join(dist, 'index.html.gz'), { force: true });
rmSync(out, { recursive: true, force: true });
const routes = [];
for (const route of budgets.routes) {
  const name = route.path === '/' ? 'index' : route.path.slice(1).replaceAll('/', '_');
  routes.push({ path: route.path, name });
  for (const locale of LOCALES) {
    const page = await prerenderPage(route.path, locale);
    const keys = [route.page, ...catalogKeys(route.area, locale), ...(rendersWithoutApollo(route.path) ? [] : [APOLLO_ROOT])];
    // fetched once the HTML has painted (main.tsx): nothing downloads before the first paint but the page
    const modules = [...bootFiles, ...[...closure(keys)].filter((file) => !entryFiles.has(file) && file.endsWith('.js'))];
    const pageTemplate = bareTemplate
      .replace(/<html([^>]*?)\slang="[^"]*"/i, `<html$1 lang="${HTML_LANG[locale]}"`)
      .replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${escapeHtml(page.title)}</title>`)
      .replace('</head>', () => `  ${PAGE_MARKERS.styles}\n  </head>`)
      .replace(
        '<div id="root"></div>',
        () =>
          // buttons and fields stay disabled until the page has hydrated (src/ssr/PrerenderGate.tsx)
          `<fieldset id="prerender-gate" disabled style="display:contents">` +
          `<div id="root" data-prerendered="${locale}" data-modules="${modules.map((file) => `/${file}`).join(' ')}">${PAGE_MARKERS.html}</div>` +
          `</fieldset>${PAGE_MARKERS.state}`,
      );
    if (!pageTemplate.includes(`data-prerendered="${locale}"`))
      throw new Error('dist/index.html has no empty <div id="root"></div>');
    const html = fillPageTemplate(pageTemplate, page);
    const file = join(out, locale, `${name}.html`);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, html);
    writeFileSync(join(out, locale, `${name}.template.html`), pageTemplate);
    writeFileSync(`${file}.br`, brotliCompressSync(html));
    writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
    console.log(`  prerendered ${route.path} (${locale}): ${(html.length / 1000).toFixed(1)} kB HTML, ${modules.length} modules`);
  }
}
writeFileSync(join(out, 'routes.json'), `${JSON.stringify({ locales: LOCALES, routes }, null, 2)}\n`);
