import 'reflect-metadata';
import { defineConfig } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import path from 'node:path';
import { ENTITIES } from '../app/modules';

/**
 * MikroORM options shared by the server, the CLI and the tests. The connection URL is
 * supplied by the caller (embedded or external PostgreSQL); the CLI reads DATABASE_URL.
 */
export function ormOptions(clientUrl: string) {
  return defineConfig({
    clientUrl,
    entities: [...ENTITIES],
    discovery: { disableDynamicFileAccess: true, requireEntitiesArray: true },
    extensions: [Migrator],
    dataloader: true,
    forceUtcTimezone: true,
    allowGlobalContext: false,
    debug: false,
    pool: { min: 0, max: 10 },
    // rate-limiter-flexible's table (core/write-behind-limiter.ts) is made by a migration, not an entity
    schemaGenerator: { skipTables: ['rate_limits', 'registry_charities', 'registry_financials'] },
    migrations: {
      path: path.join(__dirname, 'migrations'),
      pathTs: path.join(__dirname, 'migrations'),
      glob: '!(*.d).{js,ts}',
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      emit: 'ts',
      silent: true,
    },
  });
}

export default ormOptions(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
