import 'reflect-metadata';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { Client } from 'pg';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../src/db/embedded';
import { DEMO_TEMPLATE_DATABASE, TEMPLATE_DATABASE } from './template-databases';

declare global {
  var __embeddedPostgres: EmbeddedPostgres | undefined;
}

/**
 * Starts one embedded PostgreSQL for the run (or uses TEST_DATABASE_URL's server) and prepares a
 * migrated template database; each test file then gets its own copy (see harness.ts).
 */
export default async function globalSetup(): Promise<void> {
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const dataDir = path.resolve(__dirname, '..', '..', '.test-data');
    const pg = await startEmbeddedPostgres({ dataDir, database: 'postgres', ephemeral: true, log: () => undefined });
    globalThis.__embeddedPostgres = pg;
    adminUrl = pg.url;
  }
  process.env.TEST_ADMIN_DATABASE_URL = adminUrl;
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`drop database if exists ${TEMPLATE_DATABASE} with (force)`);
  await client.query(`drop database if exists ${DEMO_TEMPLATE_DATABASE} with (force)`);
  await client.query(`create database ${TEMPLATE_DATABASE}`);
  prepare(adminUrl, TEMPLATE_DATABASE);
  await client.query(`create database ${DEMO_TEMPLATE_DATABASE} template ${TEMPLATE_DATABASE}`);
  prepare(adminUrl, DEMO_TEMPLATE_DATABASE, 'seed');
  await client.end();
}

/** Runs prepare-template.ts on one database of the server at `adminUrl`. */
function prepare(adminUrl: string, database: string, ...args: string[]): void {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  execFileSync(
    process.execPath,
    ['--conditions=source', '-r', '@swc-node/register', path.join(__dirname, 'prepare-template.ts'), url.toString(), ...args],
    { cwd: path.resolve(__dirname, '..'), stdio: 'inherit' },
  );
}
