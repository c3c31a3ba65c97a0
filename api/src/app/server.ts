import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import express from 'express';
import { execute, getOperationAST, GraphQLError, type ExecutionArgs } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';
import type { Env } from '../config/env';
import { openDatabase, type Database } from '../db/database';
import { seedDatabase } from '../db/seeders/seed';
import type { RequestContext } from '../core/request-context';
import { formatError, withErrorCodes } from '../graphql/format-error';
import { graphqlServer } from '../http/graphql-http';
import { CostLimit, depthLimit } from '../graphql/limits';
import { readOnlyKeys, readOnlyRefusal } from '../graphql/read-only-keys';
import { AppError } from '../core/errors';
import { INTROSPECTION_SETTING, IntrospectionGate } from '../graphql/introspection';
import { createAppPubSub } from '../core/events/pubsub';
import { buildAppSchema } from '../graphql/schema';
import { KeptQueryAnswers } from '../graphql/kept-answers';
import { KeptAnswers } from '../rest/kept-answers';
import { PlainReads } from '../rest/plain-reads';
import { MAX_DOCUMENT_TOKENS, MAX_SOCKET_MESSAGE_BYTES, socketCrowded } from '../graphql/limits';
import { SharedSubscriptions } from '../graphql/shared-subscriptions';
import { socketTarget, type SocketTarget } from '../graphql/socket-delivery';
import { LiveTopics } from '../core/events/live-topics';
import { anonymousContext, clientAddress, httpContext, knownRole, socketContext } from '../http/http-context';
import { anonymousOperations } from '../graphql/anonymous-operations';
import { ClientSockets } from '../http/client-sockets';
import { sameSiteOrigin, securityHeaders } from '../http/security-headers';
import { serveWebApp } from '../http/web-app';
import { crossSiteRefusal } from '../http/site-origin';
import { KeySockets } from '../http/key-sockets';
import { serveGraphQLExplorer, wantsExplorerPage } from '../http/graphql-explorer';
import { AuditTrail } from '../core/audit-trail';
import { Mailer } from '../core/mailer';
import { PlatformSettings } from '../core/platform-settings';
import { SecretBox } from '../core/secret-box';
import { RateLimits } from '../core/rate-limits';
import { Transactions } from '../core/transactions';
import { WebhookOutbox } from '../core/webhook-outbox';
import { restServer } from '../rest/rest-server';
import { RestRouteTable } from '../rest/rest-routes';
import { apiDocsRoutes } from '../rest/api-docs.rest';
import { API_VERSION, openApiDocument, type RouteGroup } from '../rest/openapi';
import { RESOLVER_CLASSES, wireModules, type WiredApp } from './modules';
import { resolveSessionSecret, resolveSettingsKey } from './local-secrets';

export interface RunningServer {
  url: string;
  port: number;
  db: Database;
  /** Every module's services: for tests and command-line tools. */
  services: WiredApp['services'];
  close(): Promise<void>;
}

/** config -> database -> core -> modules -> schema -> HTTP + socket -> listen. */
export async function startServer(env: Env, log: (m: string) => void = console.log): Promise<RunningServer> {
  const db = await openDatabase(env, log, (orm) => seedDatabase(orm, env, log));
  let events: Awaited<ReturnType<typeof createAppPubSub>> | undefined;
  let wired: WiredApp | undefined;
  let rateLimits: RateLimits | undefined;
  try {
    events = await createAppPubSub(db.url);
    const { pubSub, close: closeEvents } = events;
    const live = new LiveTopics(pubSub);
    const secretBox = new SecretBox(resolveSettingsKey(env));
    const settings = new PlatformSettings(db.orm, secretBox, pubSub, log);
    const mailer = new Mailer(env.mailFrom, env.smtpUrl, env.outboxDir, async () => {
      const snapshot = await settings.snapshot();
      return { from: snapshot.text('email.mail_from'), smtpUrl: snapshot.text('email.smtp_url') };
    });
    const transactions = new Transactions(pubSub, new WebhookOutbox());
    rateLimits = RateLimits.shared(db.orm, log);
    const core = {
      orm: db.orm,
      env,
      events: pubSub,
      live,
      transactions,
      mailer,
      rateLimits,
      secret: resolveSessionSecret(env),
      audit: new AuditTrail(),
      settings,
      secretBox,
      databaseUrl: db.url,
      log,
    };
    wired = wireModules(core);
    const { modules, sessions, apiKeyAuth } = wired;
    const schema = await buildAppSchema(RESOLVER_CLASSES as never, {
      instances: modules.flatMap((module) => module.resolvers),
      pubSub,
    });
    const rules = [depthLimit(env.graphqlMaxDepth)];
    const cost = new CostLimit(schema, env.graphqlMaxCost);
    const introspection = new IntrospectionGate(env.isProduction, async () =>
      (await settings.snapshot()).flag(INTROSPECTION_SETTING),
    );
    // the lifetime of the settings as last read by the session store (a login reads it before its cookie is set)
    const policy = {
      secure: env.isProduction,
      get maxAgeMs() {
        return sessions.ttlMs;
      },
    };
    let openApiText = '';
    const routeGroups: RouteGroup[] = [
      ...modules.flatMap((module) => (module.routes ? [{ tag: module.name, routes: module.routes }] : [])),
      { tag: 'api', routes: apiDocsRoutes(() => openApiText) },
    ];
    const routes = new RestRouteTable(routeGroups.map((group) => group.routes));
    openApiText = JSON.stringify(openApiDocument(routeGroups, API_VERSION)); // built once, answered as it is

    const contextOptions = { policy, trustProxy: env.trustProxy, apiKeys: apiKeyAuth };
    const app = express();
    const site = { publicUrl: env.publicUrl, trustProxy: env.trustProxy, isProduction: env.isProduction };
    const keptRestAnswers = new KeptAnswers(routes.endpoints, pubSub);
    const contextOfRequest = (req: http.IncomingMessage, res: http.ServerResponse) =>
      httpContext(db.orm, sessions, contextOptions, req, res);
    const crossSite = (method: string, req: http.IncomingMessage) => crossSiteRefusal(method, req.headers, site);
    const rest = restServer(routes, contextOfRequest, {
      crossSite,
      kept: keptRestAnswers,
      plain: new PlainReads(keptRestAnswers, (req) => knownRole(sessions, contextOptions, req)),
    });
    let graphql: ReturnType<typeof graphqlServer> = () => false; // once Apollo has started
    // The REST shim answers /api and the GraphQL door /graphql themselves (ADRs 6 and 35); Express serves the web app.
    const httpServer = http.createServer((req, res) => rest(req, res) || graphql(req, res) || app(req, res));
    // An idle keep-alive connection is closed by its client or proxy first (haproxy, or a cloud
    // balancer's 60 s), never by the server just as the other side sends on it (a reset request).
    httpServer.keepAliveTimeout = 65_000;
    httpServer.headersTimeout = 66_000;
    const operations = new SharedSubscriptions(schema, rules, log);
    const keptAnswers = new KeptQueryAnswers(Object.assign({}, ...modules.map((module) => module.keptQueries)), pubSub);
    /** Each socket subscription's socket and id, for the frames SharedSubscriptions writes itself (ADR 20). */
    const targets = new WeakMap<ExecutionArgs, SocketTarget>();
    const wsServer = new WebSocketServer({
      server: httpServer,
      path: '/graphql',
      perMessageDeflate: false,
      maxPayload: MAX_SOCKET_MESSAGE_BYTES, // as the 1 MB body limit on HTTP: a larger message closes the socket (1009)
    });
    // counted before graphql-ws sees the socket: one address cannot hold every socket a process can (ADR 31)
    const clientSockets = new ClientSockets(env.socketsPerClient);
    wsServer.on('connection', (ws, request) => clientSockets.admit(clientAddress(request, env.trustProxy), ws));
    const keySockets = new KeySockets(); // a revoked key's sockets close, ending its subscriptions
    apiKeyAuth.onForget((prefix) => keySockets.closeAll(prefix));
    const socket = useServer<Record<string, unknown>, { ctx?: RequestContext }>(
      {
        schema,
        onConnect: ({ extra }) => sameSiteOrigin(extra.request.headers.origin, extra.request.headers.host),
        onSubscribe: async ({ extra, connectionParams, subscriptions }, id, payload) => {
          const crowded = socketCrowded(Object.keys(subscriptions).length);
          if (crowded) return [crowded];
          const prepared = operations.prepare(payload.query);
          if ('errors' in prepared) return [...prepared.errors];
          const closed = await introspection.refusal(prepared.document);
          if (closed) return [closed];
          const refusal = cost.check(prepared.document, payload.variables, payload.operationName);
          if (refusal) return [refusal];
          let contextValue: RequestContext;
          try {
            contextValue = await socketContext(db.orm, sessions, apiKeyAuth, extra.request, connectionParams, policy.secure);
          } catch (error) {
            if (!(error instanceof AppError)) throw error;
            return [new GraphQLError(error.message, { extensions: { code: error.code, ...error.details } })];
          }
          if (contextValue.apiKey) keySockets.track(contextValue.apiKey.prefix, extra.socket);
          const readOnly = readOnlyRefusal(contextValue, getOperationAST(prepared.document, payload.operationName)?.operation);
          if (readOnly) return [readOnly];
          const args: ExecutionArgs = {
            schema,
            document: prepared.document,
            variableValues: payload.variables,
            operationName: payload.operationName,
            contextValue,
          };
          targets.set(args, socketTarget(extra.socket, id));
          return args;
        },
        execute: (args: ExecutionArgs) => execute(args),
        subscribe: (args: ExecutionArgs) => operations.subscribe(args, targets.get(args)),
        onNext: (_ctx, _id, _payload, _args, result) => withErrorCodes(result), // queries and mutations over the socket
        onError: (_ctx, _id, _payload, errors) => {
          for (const error of errors) if (!error.extensions?.code) log(`socket operation error: ${error.message}`);
        },
      },
      wsServer,
    );

    const apollo = new ApolloServer<RequestContext>({
      schema,
      introspection: true, // in production only while the setting says so: IntrospectionGate
      stopOnTerminationSignals: false, // main.ts handles signals and closes everything in order
      hideSchemaDetailsFromClientErrors: env.isProduction,
      validationRules: rules,
      parseOptions: { maxTokens: MAX_DOCUMENT_TOKENS },
      formatError,
      plugins: [
        ApolloServerPluginDrainHttpServer({ httpServer }),
        // no field gives cache hints: without this, Apollo wraps every resolver to collect them (issue 15)
        ApolloServerPluginCacheControlDisabled(),
        ...(env.isProduction ? [] : [ApolloServerPluginLandingPageDisabled()]), // GraphiQL instead (http/graphql-explorer.ts)
        introspection.plugin(),
        cost.plugin(),
        readOnlyKeys(),
        keptAnswers.plugin(),
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
    if (!env.isProduction) serveGraphQLExplorer(app); // instead of Apollo's landing page, which loads its Sandbox from a CDN
    graphql = graphqlServer({
      apollo,
      contextOf: contextOfRequest,
      crossSite,
      kept: keptAnswers,
      declines: (req) => !env.isProduction && wantsExplorerPage(req),
    });
    const webApp = serveWebApp(
      app,
      env.webDist,
      modules.flatMap((module) => (module.web ? [module.web] : [])),
      {
        // a page rendered with its data reads as a signed-out visitor (ADR 32)
        execute: anonymousOperations(schema, rules, () => anonymousContext(db.orm, 'page-render')),
        pubSub,
        log,
      },
    );

    await new Promise<void>((resolve, reject) => {
      httpServer.once('error', reject);
      httpServer.listen(env.port, env.host, resolve);
    });
    const { port } = httpServer.address() as AddressInfo;
    const url = `http://localhost:${port}`;
    return {
      url,
      port,
      db,
      services: wired.services,
      async close() {
        await apollo.stop(); // closes the sockets (1001: clients reconnect elsewhere)
        await webApp.close();
        live.close();
        await stopModules(modules);
        await rateLimits?.close();
        await closeEvents();
        await db.close();
      },
    };
  } catch (error) {
    if (wired) await stopModules(wired.modules);
    await rateLimits?.close();
    await events?.close();
    await db.close();
    throw error;
  }
}

/** Stops what the modules run in the background, the last wired first. */
async function stopModules(modules: ReadonlyArray<{ stop(): Promise<void> }>): Promise<void> {
  for (const module of [...modules].reverse()) await module.stop();
}
