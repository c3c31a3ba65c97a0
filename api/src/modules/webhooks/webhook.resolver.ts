import { Arg, Args, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import {
  webhookDeliveryListSchema,
  webhookEndpointPatchSchema,
  webhookEndpointSchema,
  webhookIdSchema,
} from '@vdp/shared/validation/webhook.schema';
import { pageArgsSchema } from '@vdp/shared/validation/page.schema';
import type { Connection } from '../../core/keyset';
import type { RequestContext } from '../../core/request-context';
import { parseInput } from '../../core/validation';
import { PageArgsInput } from '../../graphql/connection';
import { WebhookEndpointInput, WebhookEndpointPatchInput } from './webhook.inputs';
import type { WebhookDeliveryRecord, WebhookEndpointRecord, WebhookEndpointWithSecret } from './webhook.presenter';
import type { WebhookService } from './webhook.service';
import {
  WebhookDeliveryConnectionView,
  WebhookDeliveryView,
  WebhookEndpointView,
  WebhookEndpointWithSecretView,
} from './webhook.types';

/** Webhooks' GraphQL door (issue 14 §6); the REST twin is webhook.rest.ts. */
@Resolver()
export class WebhookResolver {
  constructor(private readonly services: { webhooks: WebhookService }) {}

  @Authorized('webhooks.manage')
  @Query(() => [WebhookEndpointView], { description: 'Every webhook endpoint. As GET /api/webhooks.' })
  webhookEndpoints(@Ctx() ctx: RequestContext): Promise<WebhookEndpointRecord[]> {
    return this.services.webhooks.list(ctx.em);
  }

  @Authorized('webhooks.manage')
  @Mutation(() => WebhookEndpointWithSecretView, {
    description: 'Registers an endpoint; the answer holds its signing secret, shown this once. As POST /api/webhooks.',
  })
  createWebhookEndpoint(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => WebhookEndpointInput, { description: 'The endpoint.' }) input: WebhookEndpointInput,
  ): Promise<WebhookEndpointWithSecret> {
    return this.services.webhooks.create(ctx.em, ctx.user!, parseInput(webhookEndpointSchema, input));
  }

  @Authorized('webhooks.manage')
  @Mutation(() => WebhookEndpointWithSecretView, {
    description: 'Changes an endpoint; `rotateSecret: true` answers a new secret. As PATCH /api/webhooks/{id}.',
  })
  updateWebhookEndpoint(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => Int, { description: 'The endpoint’s id.' }) id: number,
    @Arg('input', () => WebhookEndpointPatchInput, { description: 'What changes.' }) input: WebhookEndpointPatchInput,
  ): Promise<WebhookEndpointWithSecret> {
    const { id: endpointId } = parseInput(webhookIdSchema, { id });
    return this.services.webhooks.update(ctx.em, ctx.user!, endpointId, parseInput(webhookEndpointPatchSchema, input));
  }

  @Authorized('webhooks.manage')
  @Query(() => WebhookDeliveryConnectionView, {
    description:
      'An endpoint’s delivery log, newest first, 25 a page unless `first` or `last` says. As GET /api/webhooks/{id}/deliveries.',
  })
  webhookDeliveries(
    @Ctx() ctx: RequestContext,
    @Args(() => PageArgsInput) page: PageArgsInput,
    @Arg('endpointId', () => Int, { description: 'The endpoint’s id.' }) endpointId: number,
  ): Promise<Connection<WebhookDeliveryRecord>> {
    const list = parseInput(webhookDeliveryListSchema, { endpointId });
    return this.services.webhooks.deliveries(ctx.em, list.endpointId, parseInput(pageArgsSchema, page));
  }

  @Authorized('webhooks.manage')
  @Mutation(() => WebhookDeliveryView, {
    description: 'Sends a delivery again, same Webhook-Id. As POST /api/webhooks/deliveries/{id}/resend.',
  })
  resendWebhookDelivery(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => String, { description: 'The delivery’s id.' }) id: string,
  ): Promise<WebhookDeliveryRecord> {
    return this.services.webhooks.resend(ctx.em, ctx.user!, parseInput(webhookIdSchema, { id }).id);
  }
}
