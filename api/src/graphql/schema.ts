import path from 'node:path';
import type { GraphQLSchema } from 'graphql';
import { createPubSub } from '@graphql-yoga/subscription';
import { buildSchema, type NonEmptyArray } from 'type-graphql';
import { AuthResolver } from '../auth/auth.resolver';
import { REPO_ROOT } from '../config/env';
import { AppInfoResolver } from '../modules/app/app-info.resolver';
import { SettingsResolver } from '../modules/settings/settings.resolver';
import { ThemeResolver } from '../modules/themes/theme.resolver';
import { ChatAdminResolver, ChatResolver } from '../modules/chat/chat.module';
import { AUCTION_RESOLVERS } from '../modules/auctions/auction-resolvers';
import { DonationResolver } from '../modules/donations/donation.resolver';
import { StaffDonationResolver } from '../modules/donations/staff-donation.resolver';
import { ReceiptResolver } from '../modules/receipts/receipt.resolver';
import { ValuationResolver } from '../modules/vehicles/valuation.resolver';
import { authChecker } from './auth-checker';
import type { AppPubSub } from './pubsub';

/** Every resolver class. Add new ones here. */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const resolvers: NonEmptyArray<Function> = [
  AuthResolver,
  AppInfoResolver,
  SettingsResolver,
  ThemeResolver,
  ...AUCTION_RESOLVERS,
  ValuationResolver,
  DonationResolver,
  StaffDonationResolver,
  ReceiptResolver,
  ChatResolver,
  ChatAdminResolver,
];

export const SCHEMA_FILE = path.join(REPO_ROOT, 'schema.graphql');

export function buildAppSchema(pubSub?: AppPubSub, emit = false): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers,
    authChecker,
    authMode: 'error',
    // emitting the schema (and its staleness test) needs no events: an in-process PubSub will do
    pubSub: pubSub ?? createPubSub(),
    validate: { forbidUnknownValues: false },
    emitSchemaFile: emit ? { path: SCHEMA_FILE, sortedSchema: true } : false,
  });
}
