import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BID_INCREMENT } from '@vdp/shared/auctions/bid-rules';

const PLACE_BIDS_MIGRATION = path.join(__dirname, '../../db/migrations/Migration20261122070000_place_bids.ts');

describe('place_bids and the shared bid rules', () => {
  it('requires the same increment in the database as requiredBid does', () => {
    const migration = readFileSync(PLACE_BIDS_MIGRATION, 'utf8');
    const rule = `greatest(a.current_high_bid + ${BID_INCREMENT}, a.minimum_bid)`;
    // the refusal and the required amount it answers
    expect(migration.split(rule)).toHaveLength(3);
    expect(migration.match(/current_high_bid \+/g)).toHaveLength(2);
  });
});
