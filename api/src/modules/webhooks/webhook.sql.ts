/** The delivery worker's statements (ADR 18). */

/** A claimed delivery with what its attempt needs. */
export interface ClaimedDelivery {
  id: string;
  webhook_id: string;
  event_type: string;
  data: Record<string, unknown>;
  created_at: Date | string;
  attempts: number;
  url: string;
  secret_sealed: string;
}

/**
 * Claims up to `limit` due deliveries of active endpoints (bind: lease seconds, limit): SKIP LOCKED
 * lets every api process claim at once without taking the same row; the claim moves
 * next_attempt_at a lease ahead, so a process that dies mid-attempt leaves the row to be taken
 * again once the lease is over (at least once, never lost).
 */
export const CLAIM_SQL = `
update webhook_deliveries d
   set next_attempt_at = now() + make_interval(secs => ?), attempts = d.attempts + 1, last_attempt_at = now()
  from webhook_endpoints e
 where e.id = d.endpoint_id
   and d.id in (
     select w.id from webhook_deliveries w join webhook_endpoints we on we.id = w.endpoint_id and we.active
      where w.status = 'pending' and w.next_attempt_at <= now()
      order by w.next_attempt_at limit ? for update of w skip locked)
returning d.id, d.webhook_id, d.event_type, d.data, d.created_at, d.attempts, e.url, e.secret_sealed`;

/** A 2xx answer (bind: response code, id). */
export const DELIVERED_SQL = `
update webhook_deliveries set status = 'delivered', response_code = ?, last_error = null, delivered_at = now()
 where id = ?`;

/**
 * A failed attempt (bind: response code or null, error, delay in ms, retry hours, id): tried again
 * after the delay, or marked failed once that would be past its retry window.
 */
export const RETRY_SQL = `
update webhook_deliveries
   set response_code = ?, last_error = ?,
       next_attempt_at = now() + make_interval(secs => ?::double precision / 1000),
       status = case when now() + make_interval(secs => ?::double precision / 1000)
                          > coalesce(retry_until, created_at + make_interval(hours => ?)) then 'failed' else 'pending' end
 where id = ?`;

/**
 * Deletes up to 5,000 delivered or failed rows older than the log keeps (bind: days); oldest first
 * by the primary key, so each round reads only the rows it deletes. Pending rows are never deleted.
 */
export const PRUNE_SQL = `
delete from webhook_deliveries where id in (
  select id from webhook_deliveries
   where status <> 'pending' and created_at < now() - make_interval(days => ?)
   order by id limit 5000)`;
