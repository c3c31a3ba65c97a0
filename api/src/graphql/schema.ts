import path from 'node:path';
import type { GraphQLSchema } from 'graphql';
import { buildSchema, type NonEmptyArray } from 'type-graphql';
import { AuthResolver } from '../auth/auth.resolver';
import { REPO_ROOT } from '../config/env';
import { AppInfoResolver } from '../modules/app/app-info.resolver';
import { SettingsResolver } from '../modules/settings/settings.resolver';
import { ThemeResolver } from '../modules/themes/theme.resolver';
import { authChecker } from './auth-checker';
import type { AppPubSub } from './pubsub';

/** Every resolver class. Add new ones here. */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const resolvers: NonEmptyArray<Function> = [AuthResolver, AppInfoResolver, SettingsResolver, ThemeResolver];

export const SCHEMA_FILE = path.join(REPO_ROOT, 'schema.graphql');

export function buildAppSchema(pubSub?: AppPubSub, emit = false): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers,
    authChecker,
    authMode: 'error',
    pubSub,
    validate: { forbidUnknownValues: false },
    emitSchemaFile: emit ? { path: SCHEMA_FILE, sortedSchema: true } : false,
  });
}
