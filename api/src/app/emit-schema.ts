import 'reflect-metadata';
import { RESOLVER_CLASSES } from './modules';
import { buildAppSchema, SCHEMA_FILE } from '../graphql/schema';

/** `npm run schema`: writes schema.graphql from the resolvers (committed; a test checks it). */
buildAppSchema(RESOLVER_CLASSES as never, { emit: true })
  .then(() => {
    console.log(`Wrote ${SCHEMA_FILE}`);
    process.exit(0);
  })
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
