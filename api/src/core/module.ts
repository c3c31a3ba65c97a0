import type { EntityClass } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Env } from '../config/env';
import type { AuditTrail } from './audit-trail';
import type { KeptQueries } from './kept-reads';
import type { WebRoutes } from '../http/web-app';
import type { RestRoutes } from '../rest/rest-routes';
import type { AppPubSub } from './events/pubsub';
import type { LiveTopics } from './events/live-topics';
import type { Mailer } from './mailer';
import type { PlatformSettings } from './platform-settings';
import type { RateLimits } from './rate-limits';
import type { SecretBox } from './secret-box';
import type { Transactions } from './transactions';

/** What every module may build its services from: made once per process by app/server.ts. */
export interface Core {
  orm: MikroORM;
  env: Env;
  /** Domain events, shared by every api process (PostgreSQL LISTEN/NOTIFY); publish after commit. */
  events: AppPubSub;
  /** The same events for subscriptions that must reach thousands of sockets (ADR 20): one PubSub iteration per topic. */
  live: LiveTopics;
  /** The one way to write in a transaction and publish its events after commit. */
  transactions: Transactions;
  /** The one mailer: SMTP_URL, or .eml files in DATA_DIR/outbox. */
  mailer: Mailer;
  /** Rate limiters whose counts every api process shares (ADR 9). */
  rateLimits: RateLimits;
  /** HMAC key of session ids and set-password links. */
  secret: string;
  /** Records admin and staff changes on their own transaction (issue 13 §6). */
  audit: AuditTrail;
  /** The platform settings as consumers read them: a cached snapshot, secrets opened (issue 13 §3). */
  settings: PlatformSettings;
  /** Seals secrets the server must read back (the settings key, ADR 13): webhook signing secrets. */
  secretBox: SecretBox;
  /** The database's address, for a module's own LISTEN connection (the webhook worker). */
  databaseUrl: string;
  log: (message: string) => void;
}

/** A resolver class: one instance per server, made with its module's services. */
export type ResolverClass<S> = new (services: S) => object;

/**
 * One domain of the api, as the composition root (app/modules.ts) wires it: its tables, the
 * services it makes from what it depends on, and its two thin doors over those services — the
 * GraphQL resolvers and the REST routes (spec 000 §7.2, spec 001 §7).
 */
export interface ModuleDefinition<Deps, S> {
  name: string;
  entities: ReadonlyArray<EntityClass<object>>;
  resolvers: ReadonlyArray<ResolverClass<NoInfer<S>>>;
  routes?(services: NoInfer<S>): RestRoutes;
  /**
   * Its GraphQL reads whose whole answers may be kept per role (graphql/kept-answers.ts): a root
   * field -> the events that change what it answers, and how long at most (a function of its
   * services when a rule's `eachRead` needs them).
   */
  keptQueries?: KeptQueries | ((services: NoInfer<S>) => KeptQueries);
  /** Pages of the web app whose head the server fills in, and generated files (sitemap, feeds). */
  web?(services: NoInfer<S>): WebRoutes;
  /** Makes the module's services once per process; starts what runs in the background. */
  create(deps: Deps): S;
  /** Stops what create started (timers, listeners, writes behind); called in reverse order at shutdown. */
  stop?(services: NoInfer<S>): Promise<void>;
}

/** A module with its services made: what the server mounts. */
export interface WiredModule {
  name: string;
  resolvers: ReadonlyArray<object>;
  routes: RestRoutes | undefined;
  web: WebRoutes | undefined;
  keptQueries: KeptQueries;
  stop(): Promise<void>;
}

/** Declares a module (a typed identity: the definition is checked where it is written). */
export function defineModule<Deps, S>(definition: ModuleDefinition<Deps, S>): ModuleDefinition<Deps, S> {
  return definition;
}

/** Makes a module's services and its resolver instances and routes over them. */
export function wire<Deps, S>(definition: ModuleDefinition<Deps, S>, deps: Deps): { services: S; module: WiredModule } {
  const services = definition.create(deps);
  return {
    services,
    module: {
      name: definition.name,
      resolvers: definition.resolvers.map((Resolver) => new Resolver(services)),
      routes: definition.routes?.(services),
      web: definition.web?.(services),
      keptQueries:
        typeof definition.keptQueries === 'function' ? definition.keptQueries(services) : (definition.keptQueries ?? {}),
      stop: async () => definition.stop?.(services),
    },
  };
}
