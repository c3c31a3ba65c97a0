import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BID_INCREMENT } from '@vdp/shared/auctions/bid-rules';

const PLACE_BIDS_MIGRATION = path.join(__dirname, '../../db/migrations/Migration20261204100000_proxy_bids.ts');

describe('place_bids and the shared bid rules', () => {
  it('requires the same increment in the database as requiredBid does', () => {
    const migration = readFileSync(PLACE_BIDS_MIGRATION, 'utf8');
    const rule = `greatest(a.current_high_bid + ${BID_INCREMENT}, a.minimum_bid)`;
    // a bid's and a maximum's refusal and the required amount each answers
    expect(migration.split(rule)).toHaveLength(5);
    // ...and the maximums' resolution, which requires the same
    expect(migration.match(/current_high_bid \+ 0\.01/g)).toHaveLength(5);
  });
});
