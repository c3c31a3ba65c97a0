import type { EntityManager } from '@mikro-orm/postgresql';
import type { PageArgs } from '@vdp/shared/paging/page-args';
import {
  WEBHOOK_DELIVERY_PAGE_SIZE,
  type WebhookEndpointInput,
  type WebhookEndpointPatch,
} from '@vdp/shared/validation/webhook.schema';
import type { AuditActor } from '../../core/audit-trail';
import { SECRET_MASK, type AuditTrail } from '../../core/audit-trail';
import { badInput, notFound } from '../../core/errors';
import { connectionOf, planPage, type Connection, type CursorFieldNames } from '../../core/keyset';
import type { SecretBox } from '../../core/secret-box';
import type { Transactions } from '../../core/transactions';
import { WEBHOOK_CHANNEL } from '../../core/webhook-outbox';
import { englishText } from '../../core/validation';
import { DELIVERY_ORDER, deliveryPageSql, presentDeliveryRow, type WebhookDeliveryRow } from './webhook-deliveries.sql';
import { WebhookDelivery } from './webhook-delivery.entity';
import { WebhookEndpoint } from './webhook-endpoint.entity';
import { newWebhookSecret } from './webhook-signature';
import { checkTarget, type Lookup, type TargetPolicy } from './webhook-target';
import {
  presentDelivery,
  presentEndpoint,
  type WebhookDeliveryRecord,
  type WebhookEndpointRecord,
  type WebhookEndpointWithSecret,
} from './webhook.presenter';

/** Resend: pending again now, its retry window starting over, and the workers woken (bind: retry hours, id). */
const RESEND_SQL = `update webhook_deliveries
   set status = 'pending', next_attempt_at = now(), retry_until = now() + make_interval(hours => ?)
 where id = ?`;

/** What the audit trail keeps of an endpoint: never its secret. */
function audited(endpoint: WebhookEndpointRecord): object {
  return { url: endpoint.url, description: endpoint.description, events: endpoint.events, active: endpoint.active };
}

/**
 * Webhook endpoints and their delivery logs (issue 14 §6), for admins. The outbox is written by
 * the services that make the changes (Transactions' `webhook`), and delivered by WebhookWorker.
 */
export class WebhookService {
  constructor(
    private readonly transactions: Transactions,
    private readonly audit: AuditTrail,
    private readonly box: SecretBox,
    private readonly options: { policy: TargetPolicy; retryHours: number; lookup?: Lookup },
  ) {}

  async list(em: EntityManager): Promise<WebhookEndpointRecord[]> {
    return (await em.find(WebhookEndpoint, {}, { orderBy: { id: 'asc' } })).map(presentEndpoint);
  }

  async create(em: EntityManager, actor: AuditActor, input: WebhookEndpointInput): Promise<WebhookEndpointWithSecret> {
    await this.checkUrl(input.url);
    const secret = newWebhookSecret();
    const endpoint = await this.transactions.run(em, async (tx) => {
      const made = tx.create(WebhookEndpoint, {
        url: input.url,
        description: input.description ?? null,
        events: input.events,
        active: input.active,
        secretSealed: this.box.seal(secret).sealed,
      });
      await tx.flush();
      const after = { ...audited(presentEndpoint(made)), secret: SECRET_MASK };
      await this.audit.record(tx, actor, { entityType: 'webhook', entityId: made.id, action: 'create', before: null, after });
      return presentEndpoint(made);
    });
    return { endpoint, secret };
  }

  async update(
    em: EntityManager,
    actor: AuditActor,
    id: number,
    patch: WebhookEndpointPatch,
  ): Promise<WebhookEndpointWithSecret> {
    if (patch.url !== undefined) await this.checkUrl(patch.url);
    const secret = patch.rotateSecret ? newWebhookSecret() : null;
    const endpoint = await this.transactions.run(em, async (tx) => {
      const endpoint = await tx.findOne(WebhookEndpoint, id);
      if (!endpoint) throw notFound(`Webhook endpoint ${id} was not found.`);
      const before = audited(presentEndpoint(endpoint));
      if (patch.url !== undefined) endpoint.url = patch.url;
      if (patch.description !== undefined) endpoint.description = patch.description ?? null;
      if (patch.events !== undefined) endpoint.events = patch.events;
      if (patch.active !== undefined) endpoint.active = patch.active;
      if (secret) endpoint.secretSealed = this.box.seal(secret).sealed;
      await tx.flush();
      const after = audited(presentEndpoint(endpoint));
      if (JSON.stringify(before) !== JSON.stringify(after)) {
        await this.audit.record(tx, actor, { entityType: 'webhook', entityId: id, action: 'update', before, after });
      }
      if (secret) {
        const change = { before: { secret: SECRET_MASK }, after: { secret: SECRET_MASK } };
        await this.audit.record(tx, actor, { entityType: 'webhook', entityId: id, action: 'rotate', ...change });
      }
      return presentEndpoint(endpoint);
    });
    return { endpoint, secret };
  }

  /** An endpoint's deliveries, newest first, a page at a time (not counted: the log can hold millions). */
  async deliveries(
    em: EntityManager,
    endpointId: number,
    page: PageArgs,
    fields?: CursorFieldNames,
  ): Promise<Connection<WebhookDeliveryRecord>> {
    const plan = planPage(DELIVERY_ORDER, page, { defaultSize: WEBHOOK_DELIVERY_PAGE_SIZE, fields });
    if (!(await em.count(WebhookEndpoint, { id: endpointId }))) {
      throw notFound(`Webhook endpoint ${endpointId} was not found.`);
    }
    const { sql, params } = deliveryPageSql(endpointId, plan);
    const rows = await em.getConnection().execute<WebhookDeliveryRow[]>(sql, params);
    return connectionOf(plan, rows, presentDeliveryRow, null);
  }

  /** Sends a delivery again with the same Webhook-Id (receivers deduplicate on it). */
  async resend(em: EntityManager, actor: AuditActor, deliveryId: number): Promise<WebhookDeliveryRecord> {
    await this.transactions.run(em, async (tx) => {
      const delivery = await tx.findOne(WebhookDelivery, String(deliveryId));
      if (!delivery) throw notFound(`Webhook delivery ${deliveryId} was not found.`);
      await tx.execute(RESEND_SQL, [this.options.retryHours, String(deliveryId)]);
      await tx.execute(`select pg_notify('${WEBHOOK_CHANNEL}', '')`); // sent at the commit
      await this.audit.record(tx, actor, {
        entityType: 'webhook',
        entityId: delivery.endpoint.id,
        action: 'resend',
        before: { deliveryId: String(deliveryId), status: delivery.status },
        after: { deliveryId: String(deliveryId), status: 'pending' },
      });
    });
    const delivery = await em.fork().findOneOrFail(WebhookDelivery, String(deliveryId));
    return presentDelivery(delivery);
  }

  /** The SSRF guard at registration: a refusal names `url`. */
  private async checkUrl(url: string): Promise<void> {
    const problem = await checkTarget(url, this.options.policy, this.options.lookup);
    if (problem) throw badInput([{ field: 'url', message: englishText({ id: `webhooks.url.${problem}` }) }]);
  }
}
