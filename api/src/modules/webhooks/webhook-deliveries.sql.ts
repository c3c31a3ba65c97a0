import { whereClause, type KeyedRow, type ListOrder, type PagePlan } from '../../core/keyset';
import type { WebhookDeliveryStatus, WebhookEvent } from '@vdp/shared/webhooks/webhook-events';
import type { WebhookDeliveryRecord } from './webhook.presenter';

/**
 * An endpoint's delivery log, newest first by id (ids follow the outbox's inserts): the index
 * webhook_deliveries_by_endpoint (endpoint_id, id) serves the keyset in order.
 */
export const DELIVERY_ORDER: ListOrder = { columns: [{ sql: 'd.id', type: 'bigint' }], descending: true };

/** Times come back from the plain statement as PostgreSQL's text. */
export interface WebhookDeliveryRow extends KeyedRow {
  id: string;
  webhook_id: string;
  endpoint_id: number;
  event_type: WebhookEvent;
  data: Record<string, unknown>;
  status: WebhookDeliveryStatus;
  attempts: number;
  response_code: number | null;
  last_error: string | null;
  next_attempt_at: string;
  last_attempt_at: string | null;
  delivered_at: string | null;
  created_at: string;
}

/** One page of an endpoint's log in one statement (the key is `d.id`: a bare `id` would order by the text alias). */
export function deliveryPageSql(endpointId: number, plan: PagePlan): { sql: string; params: unknown[] } {
  return {
    sql: `select d.id::text as id, webhook_id, endpoint_id, event_type, data, status, attempts, response_code, last_error,
       next_attempt_at, last_attempt_at, delivered_at, created_at, ${plan.keySelect}
from webhook_deliveries d ${whereClause(['d.endpoint_id = ?'], plan)}
order by ${plan.orderBy} limit ?`,
    params: [endpointId, ...plan.params, plan.limit],
  };
}

const dateOf = (value: string | null): Date | null => (value === null ? null : new Date(value));

/** A delivery as the page statement reads it; the next attempt only while one is due. */
export function presentDeliveryRow(row: WebhookDeliveryRow): WebhookDeliveryRecord {
  return {
    id: row.id,
    webhookId: row.webhook_id,
    endpointId: row.endpoint_id,
    eventType: row.event_type,
    data: row.data,
    status: row.status,
    attempts: row.attempts,
    responseCode: row.response_code,
    lastError: row.last_error,
    nextAttemptAt: row.status === 'pending' ? new Date(row.next_attempt_at) : null,
    lastAttemptAt: dateOf(row.last_attempt_at),
    deliveredAt: dateOf(row.delivered_at),
    createdAt: new Date(row.created_at),
  };
}
