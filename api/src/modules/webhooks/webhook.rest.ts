import { webhookEndpointPatchSchema, webhookEndpointSchema, webhookIdSchema } from '@vdp/shared/validation/webhook.schema';
import { parseInput } from '../../core/validation';
import { endpoint } from '../../rest/endpoint';
import { pagedQuery, parsePagedQuery, REST_CURSOR_FIELDS, objectPage } from '../../rest/paging';
import { RestRoutes } from '../../rest/rest-routes';
import type { WebhookService } from './webhook.service';

const DELIVERIES_QUERY = pagedQuery();

/** Webhooks' REST door (issue 14 §6): the GraphQL twins' services; /deliveries/... before /:id. */
export function webhookRoutes({ webhooks }: { webhooks: WebhookService }): RestRoutes {
  return new RestRoutes()
    .get(
      '/webhooks',
      endpoint('webhooks.manage', (ctx) => webhooks.list(ctx.em), { summary: 'Every webhook endpoint' }),
    )
    .post(
      '/webhooks',
      endpoint(
        'webhooks.manage',
        async (ctx, req, res) => {
          res.status(201).json(await webhooks.create(ctx.em, ctx.user!, parseInput(webhookEndpointSchema, req.body)));
        },
        { input: webhookEndpointSchema, answer: { status: 201 }, summary: 'A new endpoint and its signing secret (shown once)' },
      ),
    )
    .post(
      '/webhooks/deliveries/:id/resend',
      endpoint(
        'webhooks.manage',
        (ctx, req) => webhooks.resend(ctx.em, ctx.user!, parseInput(webhookIdSchema, { id: req.params.id }).id),
        { summary: 'Sends a delivery again, with the same Webhook-Id' },
      ),
    )
    .patch(
      '/webhooks/:id',
      endpoint(
        'webhooks.manage',
        (ctx, req) =>
          webhooks.update(
            ctx.em,
            ctx.user!,
            parseInput(webhookIdSchema, { id: req.params.id }).id,
            parseInput(webhookEndpointPatchSchema, req.body),
          ),
        { input: webhookEndpointPatchSchema, summary: 'Changes an endpoint (only the fields given); may rotate its secret' },
      ),
    )
    .get(
      '/webhooks/:id/deliveries',
      endpoint(
        'webhooks.manage',
        async (ctx, req, res) => {
          const { id } = parseInput(webhookIdSchema, { id: req.params.id });
          const { page } = parsePagedQuery(req, DELIVERIES_QUERY);
          const deliveries = await webhooks.deliveries(ctx.em, id, page, REST_CURSOR_FIELDS);
          return objectPage(req, res, deliveries, (nodes, nextCursor) => ({ deliveries: nodes, nextCursor }));
        },
        {
          query: DELIVERIES_QUERY,
          summary:
            'An endpoint’s delivery log, newest first, 25 a page: limit (1-100), cursor or before; answers { deliveries, nextCursor } and Link headers',
        },
      ),
    );
}
