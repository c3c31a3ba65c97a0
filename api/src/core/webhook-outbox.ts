import type { EntityManager } from '@mikro-orm/postgresql';
import type { WebhookEvent } from '@vdp/shared/webhooks/webhook-events';

/** The channel a trigger on webhook_deliveries NOTIFYs after an insert (delivered when its transaction commits). */
export const WEBHOOK_CHANNEL = 'vdp_webhooks';

/** One event for integrators: its type and its data (plain JSON: ids, amounts, statuses — never secrets). */
export interface WebhookMessage {
  type: WebhookEvent;
  data: object;
}

/**
 * The INSERT … SELECT making one delivery row per active endpoint subscribed to each event, from
 * `source`: a query of (type text, data jsonb) rows. The bid batch builds its source from the rows
 * place_bids accepted, in the same statement (bid.sql.ts).
 */
export function enqueueFrom(source: string): string {
  return `insert into webhook_deliveries (webhook_id, endpoint_id, event_type, data)
  select 'msg_' || replace(gen_random_uuid()::text, '-', ''), e.id, ev.type, ev.data
  from (${source}) ev
  join webhook_endpoints e on e.active and e.events @> array[ev.type::text]`;
}

/** Parameter: the events as JSON ([{ type, data }]). */
export const ENQUEUE_SQL = enqueueFrom('select type, data from jsonb_to_recordset(?::jsonb) as m(type text, data jsonb)');

/**
 * The outbox's writing side (issue 14 §6, ADR 18), used by Transactions: the events queued during a
 * transaction are written by one statement just before it commits, so the rows exist exactly when
 * the change does — no event lost or invented when a process dies — and the trigger's NOTIFY wakes
 * the workers only after the commit.
 */
export class WebhookOutbox {
  async write(tx: EntityManager, messages: readonly WebhookMessage[]): Promise<void> {
    if (messages.length === 0) return;
    await tx.execute(ENQUEUE_SQL, [JSON.stringify(messages)]);
  }
}
