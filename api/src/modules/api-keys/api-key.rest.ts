import { apiKeyCreateSchema } from '@vdp/shared/validation/api-key.schema';
import { parseInput } from '../../core/validation';
import { endpoint } from '../../rest/endpoint';
import { RestRoutes } from '../../rest/rest-routes';
import { apiKeyId, managerOf } from './api-key-doors';
import type { ApiKeyService } from './api-key.service';

/** API keys' REST door (issue 14 §3): the GraphQL twin's services. */
export function apiKeyRoutes({ apiKeys }: { apiKeys: ApiKeyService }): RestRoutes {
  return new RestRoutes()
    .get(
      '/api-keys',
      endpoint('apiKeys.manage', (ctx) => apiKeys.list(ctx.em, managerOf(ctx)), {
        summary: 'Every API key, newest first (never its secret)',
      }),
    )
    .post(
      '/api-keys',
      endpoint(
        'apiKeys.manage',
        async (ctx, req, res) => {
          res.status(201).json(await apiKeys.create(ctx.em, parseInput(apiKeyCreateSchema, req.body), managerOf(ctx)));
        },
        { input: apiKeyCreateSchema, answer: { status: 201 }, summary: 'A new key: its secret is in this answer only' },
      ),
    )
    .post(
      '/api-keys/:id/revoke',
      endpoint('apiKeys.manage', (ctx, req) => apiKeys.revoke(ctx.em, apiKeyId(req.params.id), managerOf(ctx)), {
        summary: 'Revokes a key at once on every api process',
      }),
    );
}
