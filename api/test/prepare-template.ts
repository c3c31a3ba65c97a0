import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import { ormOptions } from '../src/db/mikro-orm.config';

/**
 * Migrates the template database given as argv[2]. Run as its own process by the global
 * setup: MikroORM's metadata must not be discovered in Jest's outer realm.
 */
async function main(): Promise<void> {
  const orm = await MikroORM.init(ormOptions(process.argv[2]));
  await orm.getMigrator().up();
  await orm.close(true);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
