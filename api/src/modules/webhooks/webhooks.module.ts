import type { Core } from '../../core/module';
import { defineModule } from '../../core/module';
import { WebhookDelivery } from './webhook-delivery.entity';
import { WebhookEndpoint } from './webhook-endpoint.entity';
import { WebhookResolver } from './webhook.resolver';
import { webhookRoutes } from './webhook.rest';
import { WebhookService } from './webhook.service';
import { WebhookWorker } from './webhook-worker';

/**
 * Signed webhooks (issue 14 §6, ADR 18): admins register endpoints; the services that make the
 * changes write the outbox (Transactions' `webhook`); every api process runs a delivery worker.
 */
export const webhooksModule = defineModule({
  name: 'webhooks',
  entities: [WebhookEndpoint, WebhookDelivery],
  resolvers: [WebhookResolver],
  routes: webhookRoutes,
  create: ({ orm, env, transactions, audit, secretBox, databaseUrl, log }: Core) => {
    const policy = { allowHttp: !env.isProduction, allowedHosts: env.webhookAllowedHosts };
    const webhooks = new WebhookService(transactions, audit, secretBox, { policy, retryHours: env.webhookRetryHours });
    const worker = env.webhookWorker
      ? new WebhookWorker(orm, databaseUrl, secretBox, {
          policy,
          retryHours: env.webhookRetryHours,
          retryBaseMs: env.webhookRetryBaseMs,
          timeoutMs: env.webhookTimeoutMs,
          pollMs: env.webhookPollMs,
          keepDays: env.webhookKeepDays,
          log,
        })
      : null;
    const started = worker?.start().catch((error: Error) => log(`webhook worker did not start: ${error.message}`));
    return { webhooks, webhookWorker: worker, started };
  },
  stop: async ({ webhookWorker, started }) => {
    await started;
    await webhookWorker?.stop();
  },
});
