import path from 'node:path';
import type { GraphQLSchema } from 'graphql';
import { createPubSub } from '@graphql-yoga/subscription';
import { buildSchema, emitSchemaDefinitionFile, type NonEmptyArray } from 'type-graphql';
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

/** The root types' descriptions: TypeGraphQL makes these types from the resolvers and takes none for them. */
function describeRootTypes(schema: GraphQLSchema): void {
  const roots = [
    [
      schema.getQueryType(),
      'Every read over POST /graphql; the REST shim under /api has the same services, permissions and errors (docs/api.md).',
    ],
    [
      schema.getMutationType(),
      'Every write over POST /graphql; inputs are checked by the shared schemas the REST shim uses too.',
    ],
    [
      schema.getSubscriptionType(),
      'Live events over graphql-ws at ws://…/graphql; the session cookie or an API key authenticates the socket.',
    ],
  ] as const;
  for (const [type, description] of roots) if (type) type.description = description;
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
  });
  describeRootTypes(schema);
  if (options.emit) await emitSchemaDefinitionFile(SCHEMA_FILE, schema, { sortedSchema: true });
  instances?.register(schema);
  return schema;
}
