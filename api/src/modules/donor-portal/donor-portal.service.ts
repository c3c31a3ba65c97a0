import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { DONATION_MESSAGES as M } from '@vdp/shared/donations/donation.constants';
import { notFound } from '../../core/errors';
import type { AppPubSub } from '../../core/events/pubsub';
import type { RateLimit } from '../../core/rate-limits';
import { DonationStatusHistory } from '../donations/donation-status-history.entity';
import { Donation } from '../donations/donation.entity';
import type { CommunicationSource, StatusUpdateSource } from '../donations/donation.presenter';
import {
  presentSummary,
  presentTracking,
  type DonationSummary,
  type DonorPortalView,
  type TrackingView,
} from './donor-portal.presenter';
import { TrackingViews } from './tracking-views';

/** Shown on the tracking page (spec 000 §9: latest 3 updates, 3 communications). */
export const RECENT_UPDATES = 3;
export const RECENT_COMMUNICATIONS = 3;
/** Most donations one e-mail lookup lists. */
export const EMAIL_LOOKUP_LIMIT = 50;

/** What a tracking code may look like: anything else is not found without a query. */
const ACCESS_CODE_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;

/**
 * What a donor sees: by tracking code (everything) or by e-mail (status, vehicle, dates only).
 * Every lookup counts against the client's limit, a wrong code too.
 */
export class DonorPortalService {
  private readonly views: TrackingViews<TrackingView>;

  constructor(
    private readonly limiter: RateLimit,
    orm: MikroORM,
    pubSub: AppPubSub | undefined,
  ) {
    this.views = new TrackingViews<TrackingView>(
      (counts) =>
        orm.em.getConnection().execute<Array<{ code: string; count: number }>>(WRITE_COUNTS_SQL, [JSON.stringify(counts)]),
      pubSub,
    );
  }

  /** Writes the lookups counted in memory now (they are written every 100 ms anyway). */
  flushCounts(): Promise<void> {
    return this.views.flush();
  }

  /** Stops counting in memory, writing what is counted: at shutdown. */
  close(): Promise<void> {
    return this.views.close();
  }

  /** The tracking page of a code: a kept view (no statement) or one statement (ADR 7). NOT_FOUND "Invalid access code". */
  async byCode(em: EntityManager, code: string, clientKey: string): Promise<DonorPortalView> {
    await this.limiter.hit(clientKey);
    if (!ACCESS_CODE_PATTERN.test(code)) throw notFound(M.accessCodeInvalid);
    const kept = this.views.lookup(code);
    if (kept) return { ...kept.view, accessInfo: { accessCount: kept.accessCount, lastAccessedAt: kept.lastAccessedAt } };
    const [row] = await em.getConnection().execute<LookupRow[]>(LOOKUP_SQL, [code]);
    if (!row) throw notFound(M.accessCodeInvalid);
    const { accessCount, lastAccessedAt, charityName, recentUpdates, recentCommunications, ...columns } = row;
    const donation = em.map(Donation, columns);
    const view = presentTracking({
      donation,
      charityName,
      statusHistory: recentUpdates.map((update) => ({ ...update, createdAt: new Date(update.createdAt) })),
      communications: recentCommunications.map((message) => ({ ...message, sentAt: new Date(message.sentAt) })),
      accessCode: code,
    });
    const shown = this.views.keep(code, donation.id, view, accessCount);
    return { ...view, accessInfo: { accessCount: shown, lastAccessedAt: new Date(lastAccessedAt) } };
  }

  /** The donation id of a tracking code, for live updates and the receipt: not counted as an access. */
  async donationIdOf(em: EntityManager, code: string, clientKey: string): Promise<number> {
    await this.limiter.hit(clientKey);
    if (!ACCESS_CODE_PATTERN.test(code)) throw notFound(M.accessCodeInvalid);
    const rows = await em
      .getConnection()
      .execute<Array<{ donation_id: number }>>('select donation_id from donor_portal_access where access_code = ?', [code]);
    if (rows.length === 0) throw notFound(M.accessCodeInvalid);
    return rows[0].donation_id;
  }

  /**
   * The donations of an e-mail address, newest first, each with its whole status history: only
   * for whoever also gives the tracking code of one of them (from its confirmation e-mail), so an
   * address alone reveals nothing (issue 16, security review). A code that is not one of the
   * address's answers the same empty list as an address without donations.
   */
  async byEmail(em: EntityManager, email: string, accessCode: string, clientKey: string): Promise<DonationSummary[]> {
    await this.limiter.hit(clientKey);
    if (!ACCESS_CODE_PATTERN.test(accessCode)) return [];
    const proof = await em
      .getConnection()
      .execute<Array<{ id: number }>>(
        'select d.id from donations d join donor_portal_access a on a.donation_id = d.id where a.access_code = ? and lower(d.email) = ?',
        [accessCode, email.toLowerCase()],
      );
    if (proof.length === 0) return [];
    const donations = await em.find(
      Donation,
      { email },
      { orderBy: { createdAt: 'desc', id: 'desc' }, limit: EMAIL_LOOKUP_LIMIT },
    );
    if (donations.length === 0) return [];
    const history = await em.find(
      DonationStatusHistory,
      { donation: { $in: donations.map((d) => d.id) } },
      { orderBy: { createdAt: 'desc', id: 'desc' } },
    );
    return donations.map((donation) =>
      presentSummary(
        donation,
        history.filter((entry) => entry.donation.id === donation.id),
      ),
    );
  }
}

interface LookupRow extends Record<string, unknown> {
  accessCount: number;
  lastAccessedAt: string | Date;
  charityName: string | null;
  recentUpdates: Array<Omit<StatusUpdateSource, 'createdAt'> & { createdAt: string }>;
  recentCommunications: Array<Omit<CommunicationSource, 'sentAt'> & { sentAt: string }>;
}

/** Lookups counted in memory, written together (see TrackingViews); a count is not worth a flush. */
const WRITE_COUNTS_SQL = `
update donor_portal_access a
set access_count = a.access_count + v.n, last_accessed_at = greatest(a.last_accessed_at, v.at)
from jsonb_to_recordset(?::jsonb) as v(code text, n integer, at timestamptz)
where a.access_code = v.code and (select set_config('synchronous_commit', 'off', true)) = 'off'
returning a.access_code as code, a.access_count as count`;

/**
 * A lookup that finds no kept view, in one statement, which is its own transaction: counts the access and reads the
 * donation, its charity's name, its latest updates and communications. A count is not worth a
 * disk flush: set_config(..., true) turns synchronous_commit off for this transaction alone (as
 * SET LOCAL would), so it commits without waiting for its WAL flush. Donations themselves commit
 * with the default, durable setting.
 */
const LOOKUP_SQL = `
with access as (
  update donor_portal_access set access_count = access_count + 1, last_accessed_at = now()
  where access_code = ? and (select set_config('synchronous_commit', 'off', true)) = 'off'
  returning donation_id, access_count, last_accessed_at
)
select d.*, access.access_count as "accessCount", access.last_accessed_at as "lastAccessedAt", c.name as "charityName",
  coalesce((
    select json_agg(h) from (
      select id, status, previous_status as "previousStatus", notes, note_message as "noteMessage", updated_by_name as "updatedByName", created_at as "createdAt"
      from donation_status_history where donation_id = d.id order by created_at desc, id desc limit ${RECENT_UPDATES}
    ) h), '[]') as "recentUpdates",
  coalesce((
    select json_agg(m) from (
      select id, type, method, subject, subject_message as "subjectMessage", message, body_message as "bodyMessage", sent_at as "sentAt"
      from donation_communications where donation_id = d.id order by sent_at desc, id desc limit ${RECENT_COMMUNICATIONS}
    ) m), '[]') as "recentCommunications"
from access join donations d on d.id = access.donation_id left join charities c on c.id = d.charity_id`;
