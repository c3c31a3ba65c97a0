import { Migration } from '@mikro-orm/migrations';

/**
 * Keyset pages of auctions, bids and dealers (issue 14 §2, ADR 19): each list reads its index in
 * order, filter columns first, then the key. A page deep in a 1,000,000-bid auction then costs
 * what the first does, with no sort.
 *
 * Three single-column indexes go: each is the first column of a new one, which serves its lookups
 * as well (PostgreSQL reads a B-tree by any prefix) — dealer_bids(auction_id) for the foreign key
 * and the recent bids, vehicle_auctions(end_date) and (status) for the closer's
 * `status = 'active' and end_date <= now()` — and one index fewer is one fewer to write per bid.
 */
export class Migration20261128100000_auction_dealer_list_indexes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index "dealer_bids_auction_amount_idx" on "dealer_bids" ("auction_id", "bid_amount", "id");`);
    this.addSql(`drop index if exists "dealer_bids_auction_id_index";`);
    this.addSql(`create index "vehicle_auctions_end_idx" on "vehicle_auctions" ("end_date", "id");`);
    this.addSql(`create index "vehicle_auctions_status_end_idx" on "vehicle_auctions" ("status", "end_date", "id");`);
    this.addSql(`drop index if exists "vehicle_auctions_end_date_index";`);
    this.addSql(`drop index if exists "vehicle_auctions_status_index";`);
    this.addSql(`create index "auto_dealers_created_idx" on "auto_dealers" ("created_at", "id");`);
    this.addSql(`create index "auto_dealers_status_created_idx" on "auto_dealers" ("verification_status", "created_at", "id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "auto_dealers_status_created_idx";`);
    this.addSql(`drop index if exists "auto_dealers_created_idx";`);
    this.addSql(`create index "vehicle_auctions_status_index" on "vehicle_auctions" ("status");`);
    this.addSql(`create index "vehicle_auctions_end_date_index" on "vehicle_auctions" ("end_date");`);
    this.addSql(`drop index if exists "vehicle_auctions_status_end_idx";`);
    this.addSql(`drop index if exists "vehicle_auctions_end_idx";`);
    this.addSql(`create index "dealer_bids_auction_id_index" on "dealer_bids" ("auction_id");`);
    this.addSql(`drop index if exists "dealer_bids_auction_amount_idx";`);
  }
}
