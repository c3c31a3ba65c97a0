import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import { loadEnv } from '../src/config/env';
import { ormOptions } from '../src/db/mikro-orm.config';
import { seedDatabase } from '../src/db/seeders/seed';

/**
 * Migrates the template database given as argv[2], or with `seed` as argv[3] adds the demo data
 * to it (as a demo server's first start does). Run as its own process by the global setup:
 * MikroORM's metadata must not be discovered in Jest's outer realm.
 */
async function main(): Promise<void> {
  const orm = await MikroORM.init(ormOptions(process.argv[2]));
  if (process.argv[3] === 'seed') await seedDatabase(orm, { ...loadEnv({ NODE_ENV: 'test' }), demo: true }, () => undefined);
  else await orm.getMigrator().up();
  await orm.close(true);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
