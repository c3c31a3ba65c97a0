import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import {
  webhookDeliveryListSchema,
  webhookEndpointPatchSchema,
  webhookEndpointSchema,
  webhookIdSchema,
} from '@vdp/shared/validation/webhook.schema';
import type { RequestContext } from '../../core/request-context';
import { parseInput } from '../../core/validation';
import { WebhookEndpointInput, WebhookEndpointPatchInput } from './webhook.inputs';
import type {
  WebhookDeliveryPage,
  WebhookDeliveryRecord,
  WebhookEndpointRecord,
  WebhookEndpointWithSecret,
} from './webhook.presenter';
import type { WebhookService } from './webhook.service';
import {
  WebhookDeliveryPageView,
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
  @Query(() => WebhookDeliveryPageView, {
    description:
      'An endpoint’s delivery log, newest first: `first` (1-100, 25) after `after`. As GET /api/webhooks/{id}/deliveries.',
  })
  webhookDeliveries(
    @Ctx() ctx: RequestContext,
    @Arg('endpointId', () => Int, { description: 'The endpoint’s id.' }) endpointId: number,
    @Arg('first', () => Int, { nullable: true, description: 'Rows in the page (default 20).' }) first?: number | null,
    @Arg('after', () => String, { nullable: true, description: 'The previous page’s nextCursor.' }) after?: string | null,
  ): Promise<WebhookDeliveryPage> {
    return this.services.webhooks.deliveries(ctx.em, parseInput(webhookDeliveryListSchema, { endpointId, first, after }));
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
