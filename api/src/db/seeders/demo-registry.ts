import type { MikroORM } from '@mikro-orm/postgresql';
import fs from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { REPO_ROOT } from '../../config/env';
import type { RegistrySource } from '../../modules/registry/import/import.types';
import { importRegistryFile } from '../../modules/registry/import/registry-import';

/** The sample files (made up, numbers 888…) and the order they load in: Publication 78 after the BMF it flags. */
export const REGISTRY_SAMPLES_DIR = path.join(REPO_ROOT, 'api', 'registry-samples');
const SAMPLES: readonly [RegistrySource, string][] = [
  ['cra-list', 'cra-list.csv'],
  ['cra-t3010', 'cra-t3010.csv'],
  ['irs-bmf', 'irs-bmf.csv'],
  ['irs-pub78', 'irs-pub78.txt'],
];

/**
 * Demo mode only: loads the sample registry files (api/registry-samples) when the registry is
 * empty, through the same importers as `npm run registry:import`, so the demo charities verify.
 */
export async function seedDemoRegistry(orm: MikroORM, log: (m: string) => void): Promise<void> {
  const [{ empty }] = await orm.em
    .fork()
    .getConnection()
    .execute<{ empty: boolean }[]>('select not exists (select 1 from registry_charities) as empty');
  if (!empty) return;
  if (!fs.existsSync(REGISTRY_SAMPLES_DIR)) {
    log(`No registry samples in ${REGISTRY_SAMPLES_DIR}: the demo registry stays empty.`);
    return;
  }
  const client = new Client({ connectionString: orm.config.get('clientUrl') });
  client.on('error', () => undefined);
  await client.connect();
  try {
    for (const [source, file] of SAMPLES) await importRegistryFile(client, source, path.join(REGISTRY_SAMPLES_DIR, file));
  } finally {
    await client.end();
  }
  log('Loaded the sample charity registry (api/registry-samples, made-up data).');
}
