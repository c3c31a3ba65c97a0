import { defineConfig, devices } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';

// End-to-end tests run against the built app exactly as `npm start` serves it, on its own
// embedded PostgreSQL under .test-data/e2e (made afresh each run), in Chromium.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const DATA_DIR = `.test-data/e2e-${PORT}`;
// Specs that change what every page reads (the platform settings) run alone, after the others.
const PLATFORM_WIDE = /admin-settings\.spec\.ts$/;
// Debian's headless shell when installed (what Playwright itself runs headless: a sixth less CPU
// than the full browser on two cores), else Debian's chromium.
const systemChromium = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) =>
  fs.existsSync(p),
);

export default defineConfig({
  testDir: 'web/e2e',
  fullyParallel: true,
  workers: 3,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'en-US',
    // a trace records every test's screencast (a fifth of the suite's CPU on two cores): E2E_TRACE=1 keeps failures'
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: systemChromium,
      args: [
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, testIgnore: PLATFORM_WIDE },
    { name: 'platform-wide', use: { ...devices['Desktop Chrome'] }, testMatch: PLATFORM_WIDE, dependencies: ['chromium'] },
  ],
  webServer: {
    // E2E_FROM_SOURCE=1 runs the api from its TypeScript sources (no api build); WEB_DIST picks
    // another web build, so that parallel work does not share one dist folder.
    command: process.env.E2E_FROM_SOURCE
      ? `rm -rf ${DATA_DIR} && cd api && node --conditions=source -r @swc-node/register src/main.ts`
      : `rm -rf ${DATA_DIR} && node api/dist/main.js`,
    url: `http://localhost:${PORT}/healthz`,
    timeout: 90_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      DATA_DIR: path.resolve(DATA_DIR),
      WEB_DIST: path.resolve(process.env.WEB_DIST ?? 'web/dist'),
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      // the webhooks spec's local receiver (the SSRF guard refuses loopback addresses otherwise)
      WEBHOOK_ALLOWED_HOSTS: 'localhost',
    },
  },
});
