import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { expressMiddleware } from '@as-integrations/express5';
import express from 'express';
import { execute, type ExecutionArgs } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';
import type { Env } from '../config/env';
import { openDatabase, type Database } from '../db/database';
import { seedDatabase } from '../db/seeders/seed';
import type { RequestContext } from '../graphql/context';
import { formatError } from '../graphql/format-error';
import { operationLimits } from '../graphql/limits';
import { createAppPubSub } from '../graphql/pubsub';
import { buildAppSchema } from '../graphql/schema';
import { SharedSubscriptions } from '../graphql/shared-subscriptions';
import { contextMiddleware, contextOf, httpContext, socketContext } from '../http/request-context';
import { sameSiteOrigin, securityHeaders } from '../http/security-headers';
import { serveWebApp } from '../http/web-app';
import { restServer } from '../rest/rest-server';
import { apiRoutes } from '../rest/router';
import { resolveSessionSecret } from './session-secret';
import { createServices, type Services } from './services';

export interface RunningServer {
  url: string;
  port: number;
  db: Database;
  services: Services;
  close(): Promise<void>;
}

/** config -> database -> schema -> HTTP + socket -> listen (ARCHITECTURE §7). */
export async function startServer(env: Env, log: (m: string) => void = console.log): Promise<RunningServer> {
  const db = await openDatabase(env, log);
  let events: Awaited<ReturnType<typeof createAppPubSub>> | undefined;
  try {
    await seedDatabase(db.orm, env, log);
    events = await createAppPubSub(db.url);
    const { pubSub, close: closeEvents } = events;
    const services = createServices(db.orm, env, resolveSessionSecret(env), pubSub);
    const schema = await buildAppSchema(pubSub);
    const rules = [operationLimits(env.graphqlMaxDepth, env.graphqlMaxCost)];
    const policy = { secure: env.isProduction, maxAgeMs: services.sessions.ttlMs };

    const contextOptions = { policy, trustProxy: env.trustProxy };
    const app = express();
    const rest = restServer(apiRoutes, (req, res) => httpContext(db.orm, services, contextOptions, req, res));
    // The REST shim answers /api itself (ADR 6); Express serves GraphQL over HTTP and the web app.
    const httpServer = http.createServer((req, res) => rest(req, res) || app(req, res));
    const operations = new SharedSubscriptions(schema, rules);
    const wsServer = new WebSocketServer({ server: httpServer, path: '/graphql' });
    const socket = useServer<Record<string, unknown>, { ctx?: RequestContext }>(
      {
        schema,
        onConnect: ({ extra }) => sameSiteOrigin(extra.request.headers.origin, extra.request.headers.host),
        onSubscribe: async ({ extra }, _id, payload) => {
          const prepared = operations.prepare(payload.query);
          if ('errors' in prepared) return [...prepared.errors];
          const args: ExecutionArgs = {
            schema,
            document: prepared.document,
            variableValues: payload.variables,
            operationName: payload.operationName,
            contextValue: await socketContext(db.orm, services, extra.request),
          };
          return args;
        },
        execute: (args: ExecutionArgs) => execute(args),
        subscribe: (args: ExecutionArgs) => operations.subscribe(args),
        onError: (_ctx, _id, _payload, errors) => {
          for (const error of errors) if (!error.extensions?.code) log(`socket operation error: ${error.message}`);
        },
      },
      wsServer,
    );

    const apollo = new ApolloServer<RequestContext>({
      schema,
      introspection: !env.isProduction,
      stopOnTerminationSignals: false, // main.ts handles signals and closes everything in order
      hideSchemaDetailsFromClientErrors: env.isProduction,
      validationRules: rules,
      formatError,
      plugins: [
        ApolloServerPluginDrainHttpServer({ httpServer }),
        { serverWillStart: async () => ({ drainServer: async () => socket.dispose() }) },
      ],
    });
    await apollo.start();

    app.set('trust proxy', env.trustProxy);
    app.disable('x-powered-by');
    app.set('etag', false); // API answers are not cached; hashing every body costs more than it saves
    app.use(securityHeaders);
    app.get('/healthz', async (_req, res) => {
      await db.orm.em.fork().getConnection().execute('select 1');
      res.json({ status: 'ok' });
    });
    const withContext = contextMiddleware(db.orm, services, contextOptions);
    app.use(
      '/graphql',
      express.json({ limit: '1mb' }),
      withContext,
      expressMiddleware(apollo, { context: async ({ res }) => contextOf(res) }),
    );
    serveWebApp(app, env.webDist);

    await new Promise<void>((resolve, reject) => {
      httpServer.once('error', reject);
      httpServer.listen(env.port, env.host, resolve);
    });
    const { port } = httpServer.address() as AddressInfo;
    const url = `http://localhost:${port}`;
    const timer = setInterval(() => void services.sessions.purgeExpired().catch(() => undefined), 3_600_000);
    timer.unref();
    return {
      url,
      port,
      db,
      services,
      async close() {
        clearInterval(timer);
        await apollo.stop();
        await services.donations.settled();
        await services.donorPortal.close();
        await services.auctionCloser.stop();
        await closeEvents();
        await db.close();
      },
    };
  } catch (error) {
    await events?.close();
    await db.close();
    throw error;
  }
}
