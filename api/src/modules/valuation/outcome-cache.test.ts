import { appPubSub } from '../../core/events/pubsub';
import { AUCTION_TOPIC } from '../auctions/auction.events';
import { OUTCOME_TTL_MS, OutcomeCache } from './outcome-cache';
import type { Outcome } from './valuation.model';

const civic: Outcome = { year: 2017, make: 'Honda', model: 'Civic', mileage: 150000, price: 9100 };

function counting(outcomes: Outcome[] = [civic]) {
  let reads = 0;
  return {
    load: () => {
      reads++;
      return Promise.resolve(outcomes);
    },
    reads: () => reads,
  };
}

describe('OutcomeCache', () => {
  it('reads the outcomes of a vehicle once while they are fresh, again once they are not', async () => {
    let now = 1_000;
    const cache = new OutcomeCache(undefined, () => now);
    const source = counting();
    await expect(cache.get('honda|civic|2018', source.load)).resolves.toEqual([civic]);
    await cache.get('honda|civic|2018', source.load);
    expect(source.reads()).toBe(1);
    await cache.get('kia|rio|2018', source.load);
    expect(source.reads()).toBe(2);
    now += OUTCOME_TTL_MS + 1;
    await cache.get('honda|civic|2018', source.load);
    expect(source.reads()).toBe(3);
  });

  it('does not remember a failed read', async () => {
    const cache = new OutcomeCache(undefined);
    await expect(cache.get('k', () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    await expect(cache.get('k', () => Promise.resolve([civic]))).resolves.toEqual([civic]);
  });

  it('starts over when an auction ends or a donation changes, not at every bid', async () => {
    const pubSub = appPubSub(new EventTarget());
    const cache = new OutcomeCache(pubSub);
    const source = counting();
    await cache.get('honda|civic|2018', source.load);
    await new Promise((r) => setImmediate(r)); // the listeners are subscribed
    pubSub.publish(AUCTION_TOPIC, { auctionId: 1, reasons: ['bid'] }); // a bid records no sale
    await new Promise((r) => setImmediate(r));
    await cache.get('honda|civic|2018', source.load);
    expect(source.reads()).toBe(1);
    pubSub.publish(AUCTION_TOPIC, { auctionId: 1, reasons: ['ended'] });
    await new Promise((r) => setImmediate(r));
    await cache.get('honda|civic|2018', source.load);
    expect(source.reads()).toBe(2);
  });
});
