import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { apiKeyCreateSchema } from '@vdp/shared/validation/api-key.schema';
import type { RequestContext } from '../../core/request-context';
import { parseInput } from '../../core/validation';
import { apiKeyId, managerOf } from './api-key-doors';
import { ApiKeyInput } from './api-key.inputs';
import type { ApiKeyView, CreatedApiKey } from './api-key.presenter';
import type { ApiKeyService } from './api-key.service';
import { ApiKeyType, CreatedApiKeyType } from './api-key.types';

/** API keys' GraphQL door (issue 14 §3); the REST twin is api-key.rest.ts. */
@Resolver()
export class ApiKeyResolver {
  constructor(private readonly services: { apiKeys: ApiKeyService }) {}

  @Authorized('apiKeys.manage')
  @Query(() => [ApiKeyType], { description: 'Every API key, live ones first, without secrets; as GET /api/api-keys.' })
  apiKeys(@Ctx() ctx: RequestContext): Promise<ApiKeyView[]> {
    return this.services.apiKeys.list(ctx.em, managerOf(ctx));
  }

  @Authorized('apiKeys.manage')
  @Mutation(() => CreatedApiKeyType, { description: 'A new key, its secret shown this once; as POST /api/api-keys.' })
  createApiKey(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => ApiKeyInput, { description: 'Name, role and access of the key.' }) input: ApiKeyInput,
  ): Promise<CreatedApiKey> {
    return this.services.apiKeys.create(ctx.em, parseInput(apiKeyCreateSchema, input), managerOf(ctx));
  }

  @Authorized('apiKeys.manage')
  @Mutation(() => ApiKeyType, { description: 'Stops the key at once on every api process; as POST /api/api-keys/{id}/revoke.' })
  revokeApiKey(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID, { description: 'The key’s id.' }) id: string,
  ): Promise<ApiKeyView> {
    return this.services.apiKeys.revoke(ctx.em, apiKeyId(id), managerOf(ctx));
  }
}
