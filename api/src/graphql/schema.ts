import path from 'node:path';
import type { GraphQLSchema } from 'graphql';
import { createPubSub } from '@graphql-yoga/subscription';
import { buildSchema, type NonEmptyArray } from 'type-graphql';
import { REPO_ROOT } from '../config/env';
import type { AppPubSub } from '../core/events/pubsub';
import { authChecker } from './auth-checker';
import { instanceContainer } from './resolver-instances';

export const SCHEMA_FILE = path.join(REPO_ROOT, 'schema.graphql');

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
type ResolverClasses = NonEmptyArray<Function>;

interface SchemaOptions {
  /** The resolver instances of the wired modules; absent when the schema is only emitted. */
  instances?: ReadonlyArray<object>;
  pubSub?: AppPubSub;
  /** Writes schema.graphql (npm run schema). */
  emit?: boolean;
}

export async function buildAppSchema(resolvers: ResolverClasses, options: SchemaOptions = {}): Promise<GraphQLSchema> {
  const instances = options.instances ? instanceContainer(options.instances) : undefined;
  const schema = await buildSchema({
    resolvers,
    container: instances?.container,
    authChecker,
    authMode: 'error',
    // emitting the schema (and its staleness test) needs no events: an in-process PubSub will do
    pubSub: options.pubSub ?? createPubSub(),
    validate: false,
    emitSchemaFile: options.emit ? { path: SCHEMA_FILE, sortedSchema: true } : false,
  });
  instances?.register(schema);
  return schema;
}
