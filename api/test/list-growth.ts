import { NOTIFICATION_METHOD, NOTIFICATION_TYPES } from '@vdp/shared/donations/donation.constants';
import type { RunningServer } from '../src/app/server';
import { activeAuction } from './auction-fixtures';
import { ChatBrowser } from './chat-client';
import { TestClient } from './client';
import { sql } from './harness';

/**
 * Rows added to the lists of list-statements.int.test.ts in bulk statements (a few per call,
 * whatever the count): every row with its own related rows (category, translation, bids,
 * dealer, status history), since a relation shared by every row would hide a look-up per row.
 */

/** Who reads a list: a signed-in demo account, nobody, or a visitor with their own conversations. */
export type Reader = 'anonymous' | 'admin' | 'staff' | 'dealer' | 'charity' | 'visitor';

/** The rows the lists hang from, made once. */
export interface ListFixture {
  server: RunningServer;
  readers: Record<Reader, TestClient>;
  auctionId: number;
  formId: number;
  endpointId: number;
  /** The visitor's conversation. */
  sessionId: string;
  /** A donation whose history and communications grow. */
  donationId: number;
  /** The e-mail address of the donations a donor looks up. */
  email: string;
  /** The tracking code of one of them, which the e-mail lookup asks for. */
  emailCode: string;
}

export async function listFixture(server: RunningServer, admin: TestClient): Promise<ListFixture> {
  const client = async (username: string) => {
    const signedIn = new TestClient(server.url);
    await signedIn.login(username);
    return signedIn;
  };
  const visitor = new ChatBrowser(server.url);
  const conversation = await visitor.rest('POST', '/api/chat/sessions', { title: 'Lists' });
  const [{ id: formId }] = await sql<{ id: number }>(server, 'select min(id) as id from custom_forms');
  const [{ id: endpointId }] = await sql<{ id: number }>(
    server,
    `insert into webhook_endpoints (url, events, active, secret_sealed)
     values ('https://receiver.example/lists', '{form.submitted}', false, 'sealed') returning id`,
  );
  const email = 'lists@statements.test';
  const [{ id: donationId }] = await insertDonations(server, 1, email);
  const emailCode = 'LISTS-EMAIL-CODE';
  await sql(server, 'insert into donor_portal_access (donation_id, access_code, email) values (?, ?, ?)', [
    donationId,
    emailCode,
    email,
  ]);
  return {
    server,
    readers: {
      anonymous: new TestClient(server.url),
      admin,
      staff: await client('staff'),
      dealer: await client('dealer'),
      charity: await client('charity'),
      visitor,
    },
    auctionId: await activeAuction(server, admin),
    formId: Number(formId),
    endpointId,
    sessionId: (conversation.body as { sessionId: string }).sessionId,
    donationId,
    email,
    emailCode,
  };
}

/** A PostgreSQL array literal: the driver would spread a JavaScript array into a list of parameters. */
const pgArray = (values: ReadonlyArray<number | string>) => `{${values.join(',')}}`;

/** Each call's rows carry its own number in their unique names. */
let batch = 0;
const next = () => ++batch;

/** `n` donations with no auction, received, of `email` (a fresh address each when none is given). */
export function insertDonations(server: RunningServer, n: number, email?: string): Promise<Array<{ id: number }>> {
  const b = next();
  return sql<{ id: number }>(
    server,
    `insert into donations (year, make, model, first_name, last_name, email, phone, address, city, state, zip_code)
     select 2016, 'Honda', 'Civic', 'List', 'Donor ' || g, coalesce(?, 'list-${b}-' || g || '@statements.test'),
       '6135550000', '1 Main St', 'Ottawa', 'ON', 'K1A 0B1'
     from generate_series(1, ?) g returning id`,
    [email ?? null, n],
  );
}

/** `n` users; their ids. */
async function insertUsers(server: RunningServer, n: number): Promise<number[]> {
  const b = next();
  const rows = await sql<{ id: number }>(
    server,
    `insert into users (username, password, first_name, last_name, email)
     select 'list-${b}-' || g, 'not a hash', 'List', 'User ' || g, 'list-${b}-' || g || '@statements.test'
     from generate_series(1, ?) g returning id`,
    [n],
  );
  return rows.map((row) => row.id);
}

/** `n` verified, active dealers, each with their own account. */
async function insertDealers(server: RunningServer, n: number): Promise<number[]> {
  const b = next();
  const users = await insertUsers(server, n);
  const rows = await sql<{ id: number }>(
    server,
    `insert into auto_dealers (business_name, contact_name, email, phone, address, city, state, zip_code, dealer_license,
       specialties, verification_status, is_verified, user_id)
     select 'List Motors ${b}-' || g, 'Pat ' || g, 'dealer-${b}-' || g || '@statements.test', '555-0100', '1 Road',
       'Albany', 'NY', '12201', 'LS-${b}-' || g, '{Domestic}', 'verified', true, (?::int[])[g]
     from generate_series(1, ?) g returning id`,
    [pgArray(users), n],
  );
  return rows.map((row) => row.id);
}

/** `n` bids on `auctionId`, each from its own dealer, rising. */
async function insertBids(server: RunningServer, auctionId: number, n: number): Promise<void> {
  const dealers = await insertDealers(server, n);
  await sql(
    server,
    `insert into dealer_bids (auction_id, dealer_id, bid_amount)
     select ?, (?::int[])[g], 1000 + g * 10 + (select count(*) from dealer_bids where auction_id = ?) * 10
     from generate_series(1, ?) g`,
    [auctionId, pgArray(dealers), auctionId, n],
  );
  await sql(
    server,
    `update vehicle_auctions set bid_count = (select count(*) from dealer_bids where auction_id = ?),
       current_high_bid = (select max(bid_amount) from dealer_bids where auction_id = ?) where id = ?`,
    [auctionId, auctionId, auctionId],
  );
}

/** What each list's rows are made of: `grow(fixture, n)` adds n rows the list shows. */
export const GROW = {
  async auctions({ server }: ListFixture, n: number) {
    const donations = await insertDonations(server, n);
    const auctions = await sql<{ id: number }>(
      server,
      `insert into vehicle_auctions (donation_id, start_date, end_date, minimum_bid, vehicle_location, status)
       select id, now() - interval '1 hour', now() + interval '1 day', 500, 'Lot ' || id, 'active'
       from unnest(?::int[]) id returning id`,
      [pgArray(donations.map((row) => row.id))],
    );
    for (const { id } of auctions.slice(0, 3)) await insertBids(server, id, 2);
    // the others' bids in two statements: each auction two bids, each bid its own dealer
    const rest = auctions.slice(3).map((row) => row.id);
    const dealers = await insertDealers(server, rest.length * 2);
    await sql(
      server,
      `insert into dealer_bids (auction_id, dealer_id, bid_amount)
       select (?::int[])[(g + 1) / 2], (?::int[])[g], 600 + g from generate_series(1, ?) g`,
      [pgArray(rest), pgArray(dealers), rest.length * 2],
    );
    await sql(server, `update vehicle_auctions set bid_count = 2, current_high_bid = 650 where id = any(?::int[])`, [
      pgArray(rest),
    ]);
  },
  bids: ({ server, auctionId }: ListFixture, n: number) => insertBids(server, auctionId, n),
  /** Bids of the demo account `dealer`'s own dealer (its history, issue 18 §5), rising on the fixture's auction. */
  async dealerOwnBids({ server, auctionId }: ListFixture, n: number) {
    await sql(
      server,
      `insert into dealer_bids (auction_id, dealer_id, bid_amount)
       select ?, (select d.id from auto_dealers d join users u on u.id = d.user_id where u.username = 'dealer'),
         5000 + g + (select count(*) from dealer_bids where auction_id = ?) * 10
       from generate_series(1, ?) g`,
      [auctionId, auctionId, n],
    );
  },
  /** Notices to the demo dealer, each of its own occasion (the stored format: an id and values). */
  async dealerNotices({ server, auctionId }: ListFixture, n: number) {
    const b = next();
    await sql(
      server,
      `insert into auction_notifications (auction_id, dealer_id, notification_type, message, message_values, occasion, mail_status)
       select ?, (select d.id from auto_dealers d join users u on u.id = d.user_id where u.username = 'dealer'), 'outbid',
         'notices.outbid', jsonb_build_object('auctionId', ?::int, 'vehicle', '2016 Honda Civic', 'amount', 1000 + g), 'list-${b}-' || g, 'skipped'
       from generate_series(1, ?) g`,
      [auctionId, auctionId, n],
    );
  },
  /** Auctions on the demo dealer's watchlist, each its own auction and donation. */
  async watchedAuctions({ server }: ListFixture, n: number) {
    const donations = await insertDonations(server, n);
    await sql(
      server,
      `with made as (insert into vehicle_auctions (donation_id, start_date, end_date, minimum_bid, vehicle_location, status)
         select id, now() - interval '1 hour', now() + interval '1 day', 500, 'Lot ' || id, 'active' from unnest(?::int[]) id returning id)
       insert into auction_watches (dealer_id, auction_id)
       select (select d.id from auto_dealers d join users u on u.id = d.user_id where u.username = 'dealer'), id from made`,
      [pgArray(donations.map((row) => row.id))],
    );
  },
  donations: ({ server }: ListFixture, n: number) => insertDonations(server, n),
  /** Donations to the charity of the demo account `charity`. */
  async charityDonations({ server }: ListFixture, n: number) {
    const donations = (await insertDonations(server, n)).map((row) => row.id);
    await sql(
      server,
      `update donations set charity_id = (select c.id from charities c join users u on u.id = c.user_id where u.username = 'charity')
       where id = any(?::int[])`,
      [pgArray(donations)],
    );
  },
  async donationsOfEmail({ server, email }: ListFixture, n: number) {
    const donations = (await insertDonations(server, n, email)).map((row) => row.id);
    await sql(
      server,
      `insert into donation_status_history (donation_id, status, notes)
       select id, status, 'list' from unnest(?::int[]) id, unnest(array['pending', 'reviewed']) status`,
      [pgArray(donations)],
    );
  },
  async donationRecords({ server, donationId }: ListFixture, n: number) {
    await sql(
      server,
      `insert into donation_status_history (donation_id, status, notes) select ?, 'reviewed', 'note ' || g from generate_series(1, ?) g`,
      [donationId, n],
    );
    await sql(
      server,
      `insert into donation_communications (donation_id, type, method, subject, message)
       select ?, (?::text[])[1 + g % 2], ?, 'Subject ' || g, 'Message ' || g from generate_series(1, ?) g`,
      [donationId, pgArray(NOTIFICATION_TYPES), NOTIFICATION_METHOD, n],
    );
  },
  async users({ server }: ListFixture, n: number) {
    await insertUsers(server, n);
  },
  async dealers({ server }: ListFixture, n: number) {
    await insertDealers(server, n);
  },
  async charities({ server }: ListFixture, n: number) {
    const b = next();
    await sql(
      server,
      `insert into charities (name, registration_number, city, is_active, verification_status)
       select 'List Charity ${b}-' || g, lpad((${b} * 1000 + g)::text, 9, '8') || 'RR0001', 'Ottawa', true, 'verified'
       from generate_series(1, ?) g`,
      [n],
    );
  },
  /** Published English posts, each in its own category with its own tag and author, each translated. */
  async posts({ server }: ListFixture, n: number) {
    const b = next();
    const authors = await insertUsers(server, n);
    await sql(
      server,
      `with category as (
         insert into categories (name, slug) select 'List ${b}-' || g, 'list-${b}-' || g from generate_series(1, ?) g returning id, slug
       ), post as (
         insert into posts (title, slug, content, status, published_at, language, category_id, author_id)
         select 'Post ' || slug, 'post-' || slug, '<p>x</p>', 'published', now() - interval '1 minute', 'en', id,
           (?::int[])[row_number() over (order by id)]
         from category returning id, slug
       ), tag as (
         insert into tags (name, slug) select 'Tag ' || slug, 'tag-' || slug from post returning id, slug
       ), tagged as (
         insert into post_tags (post_id, tag_id) select post.id, tag.id from post join tag on tag.slug = 'tag-' || post.slug
       )
       insert into posts (title, slug, content, status, published_at, language, translation_of_id)
       select 'Billet ' || slug, 'billet-' || slug, '<p>x</p>', 'published', now() - interval '1 minute', 'fr', id from post`,
      [n, pgArray(authors)],
    );
  },
  async tags({ server }: ListFixture, n: number) {
    const b = next();
    await sql(
      server,
      `insert into tags (name, slug) select 'List tag ${b}-' || g, 'list-tag-${b}-' || g from generate_series(1, ?) g`,
      [n],
    );
  },
  /** Pages, each translated. */
  async pages({ server }: ListFixture, n: number) {
    const b = next();
    await sql(
      server,
      `with page as (
         insert into pages (title, slug, content, language) select 'List page ${b}-' || g, 'list-page-${b}-' || g, '<p>x</p>', 'en'
         from generate_series(1, ?) g returning id, slug
       )
       insert into pages (title, slug, content, language, translation_of_id) select 'Page ' || slug, 'fr-' || slug, '<p>x</p>', 'fr', id from page`,
      [n],
    );
  },
  async forms({ server, formId }: ListFixture, n: number) {
    const b = next();
    await sql(
      server,
      `insert into custom_forms (name, slug, fields) select 'List form ${b}-' || g, 'list-form-${b}-' || g, fields
       from custom_forms, generate_series(1, ?) g where id = ?`,
      [n, formId],
    );
  },
  submissions: ({ server, formId }: ListFixture, n: number) =>
    sql(
      server,
      `insert into form_submissions (form_id, data) select ?, jsonb_build_object('name', 'N ' || g) from generate_series(1, ?) g`,
      [formId, n],
    ),
  async auditEvents({ server }: ListFixture, n: number) {
    const actors = await insertUsers(server, n);
    await sql(
      server,
      `insert into audit_events (entity_type, entity_id, action, actor_id, actor_username, actor_role)
       select 'user', actor::text, 'update', actor, 'list-' || actor, 'admin' from unnest(?::int[]) actor`,
      [pgArray(actors)],
    );
  },
  /** Conversations of nobody in particular (the admin's history). */
  async chatSessions({ server }: ListFixture, n: number) {
    const b = next();
    await sql(
      server,
      `insert into chat_sessions (session_id, title) select 'list-${b}-' || g, 'List ' || g from generate_series(1, ?) g`,
      [n],
    );
  },
  /** Conversations of the visitor: the owner of their first one. */
  async visitorSessions({ server, sessionId }: ListFixture, n: number) {
    const b = next();
    await sql(
      server,
      `insert into chat_sessions (session_id, title, owner_key, user_id)
       select 'visit-${b}-' || g, 'Visit ' || g, owner_key, user_id from chat_sessions, generate_series(1, ?) g where session_id = ?`,
      [n, sessionId],
    );
  },
  chatMessages: ({ server, sessionId }: ListFixture, n: number) =>
    sql(
      server,
      `insert into chat_messages (session_id, role, content)
       select s.id, case when g % 2 = 0 then 'assistant' else 'user' end, 'message ' || g
       from chat_sessions s, generate_series(1, ?) g where s.session_id = ?`,
      [n, sessionId],
    ),
  async colorThemes({ server }: ListFixture, n: number) {
    const b = next();
    await sql(server, `insert into color_themes (id, name) select 'list-${b}-' || g, 'List ' || g from generate_series(1, ?) g`, [
      n,
    ]);
  },
  async apiKeys({ server }: ListFixture, n: number) {
    const b = next();
    const creators = await insertUsers(server, n);
    await sql(
      server,
      `insert into api_keys (name, prefix, secret_hash, role, read_only, created_by)
       select 'List key ${b}-' || g, 'ls${b}x' || g, md5(g::text), 'admin', false, (?::int[])[g] from generate_series(1, ?) g`,
      [pgArray(creators), n],
    );
  },
  webhookEndpoints: ({ server }: ListFixture, n: number) =>
    sql(
      server,
      `insert into webhook_endpoints (url, events, active, secret_sealed)
       select 'https://receiver.example/list-' || g, '{form.submitted}', false, 'sealed' from generate_series(1, ?) g`,
      [n],
    ),
  webhookDeliveries: ({ server, endpointId }: ListFixture, n: number) =>
    sql(
      server,
      `insert into webhook_deliveries (webhook_id, endpoint_id, event_type, data, status)
       select 'msg_list_' || md5(random()::text), ?, 'form.submitted', '{}'::jsonb, 'delivered' from generate_series(1, ?) g`,
      [endpointId, n],
    ),
} satisfies Record<string, (fixture: ListFixture, n: number) => Promise<unknown>>;

export type Growth = keyof typeof GROW;
