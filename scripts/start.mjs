#!/usr/bin/env node
// npm start: build what is missing or stale, then run the server (it applies migrations, seeds
// demo data on first start and serves the API and the built web app on PORT, default 3000).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildStale, root } from './build-if-stale.mjs';

buildStale();

const server = spawn(process.execPath, [path.join(root, 'api/dist/main.js')], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
