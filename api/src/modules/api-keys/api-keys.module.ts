import type { Core } from '../../core/module';
import { defineModule } from '../../core/module';
import { ApiKeyAuthenticator } from './api-key-authenticator';
import { ApiKey } from './api-key.entity';
import { ApiKeyResolver } from './api-key.resolver';
import { apiKeyRoutes } from './api-key.rest';
import { ApiKeyService } from './api-key.service';

/**
 * API keys (issue 14 §3): admins make and revoke them; the authenticator turns a request's
 * `Authorization: Bearer` key into an actor for the request context (app/server.ts).
 */
export const apiKeysModule = defineModule({
  name: 'api-keys',
  entities: [ApiKey],
  resolvers: [ApiKeyResolver],
  routes: apiKeyRoutes,
  create: ({ orm, env, events, transactions, audit, rateLimits }: Core) => {
    const limit = rateLimits.fixedWindow({
      name: 'api-key',
      points: env.apiKeyRequestsPerMinute,
      windowMs: 60_000,
      message: `Too many requests with this API key (at most ${env.apiKeyRequestsPerMinute} a minute); try again later.`,
    });
    const apiKeyAuth = new ApiKeyAuthenticator(orm, limit, events);
    return { apiKeys: new ApiKeyService(transactions, audit, (prefix) => apiKeyAuth.forget(prefix)), apiKeyAuth };
  },
  stop: ({ apiKeyAuth }) => apiKeyAuth.close(),
});
