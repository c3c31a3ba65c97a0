import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';

const apiTarget = process.env.API_URL ?? 'http://localhost:3001';

/**
 * Production builds ship the message catalogs already parsed (ICU AST), so the ICU parser is
 * left out of the bundle (react-intl's documented "no-parser" setup). Dev keeps plain strings.
 * Catalogs are the JSON files an `i18n/` folder imports: the web's and @vdp/shared's validation
 * messages (shared/src/i18n/<locale>/<domain>.json).
 */
function precompileMessages(): Plugin {
  const prefix = '\0compiled-messages/';
  const files = new Map<string, string>();
  return {
    name: 'vdp:precompile-messages',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !/^\.\/[\w/-]+\.json$/.test(source) || !/[\\/]src[\\/]i18n[\\/]/.test(importer)) return null;
      const file = resolve(dirname(importer), source);
      // a non-.json id, so Vite's JSON plugin leaves the module to us
      const id = `${prefix}${file}.js`;
      files.set(id, file);
      return id;
    },
    async load(id) {
      const file = files.get(id);
      if (!file) return null;
      this.addWatchFile(file);
      const messages = JSON.parse(await readFile(file, 'utf8')) as Record<string, string>;
      const compiled = Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, parse(text)]));
      return `export default ${JSON.stringify(compiled)};`;
    },
  };
}

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    precompileMessages(),
    react(),
    // .gz and .br beside each asset, served as they are by the api (express-static-gzip): no compression per request
    ...(isSsrBuild
      ? []
      : [
          compression({
            algorithms: ['gzip', 'brotliCompress'],
            include: /\.(js|css|html|svg|json|webmanifest)$/,
            threshold: 1024,
          }),
        ]),
    // `ANALYZE=1 npm run build`: what each chunk holds, module by module (dist/stats.json, gzip sizes)
    ...(process.env.ANALYZE ? [visualizer({ filename: 'dist/stats.json', template: 'raw-data', gzipSize: true })] : []),
  ],
  resolve: {
    // @vdp/shared is bundled from its TypeScript sources (its `source` export condition)
    conditions: ['source', ...defaultClientConditions],
    alias: [
      ...(command === 'build'
        ? [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }]
        : []),
    ],
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/graphql': { target: apiTarget, ws: true, changeOrigin: true },
      '/api': { target: apiTarget, changeOrigin: true },
    },
  },
  preview: { port: 4173 },
  // `vite build --ssr`: the prerender's renderer (scripts/prerender.mjs, ADR 24), run by Node at build time, and
  // the api's render worker (ADR 32); @vdp/shared is bundled from its sources like in the browser build
  ssr: { noExternal: ['@vdp/shared', 'styled-components'], resolve: { conditions: ['source'] } },
  build: isSsrBuild
    ? {
        outDir: 'dist-ssr',
        emptyOutDir: true,
        target: 'node20',
        rollupOptions: { input: { 'entry-server': 'src/ssr/entry-server.tsx', 'render-worker': 'src/ssr/render-worker.ts' } },
      }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        sourcemap: true,
        target: 'es2022',
        manifest: true,
        // every browser that runs es2022 modules supports <link rel=modulepreload>
        modulePreload: { polyfill: false },
      },
}));
