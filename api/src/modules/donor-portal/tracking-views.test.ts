import { appPubSub } from '../../core/events/pubsub';
import { DONATION_STATUS_CHANGED } from '../donations/donation.events';
import { TrackingViews, VIEW_TTL_MS, type WriteCounts } from './tracking-views';

/** A database stand-in: access counts per code, and the writes it received. */
function database(initial: Record<string, number>) {
  const counts = { ...initial };
  const writes: Array<Array<{ code: string; n: number }>> = [];
  let failNext = false;
  const write: WriteCounts = (batch) => {
    writes.push(batch.map(({ code, n }) => ({ code, n })));
    if (failNext) {
      failNext = false;
      return Promise.reject(new Error('connection lost'));
    }
    return Promise.resolve(batch.map(({ code, n }) => ({ code, count: (counts[code] = (counts[code] ?? 0) + n) })));
  };
  return { counts, writes, write, failOnce: () => (failNext = true) };
}

describe('TrackingViews', () => {
  let views: TrackingViews<string> | undefined;
  afterEach(() => views?.close());

  it('serves a kept view and counts every lookup, shown at once and written behind in one batch', async () => {
    const db = database({ A: 1 });
    views = new TrackingViews<string>(db.write, undefined);
    expect(views.lookup('A')).toBeUndefined();
    expect(views.keep('A', 7, 'view of A', 1)).toBe(1); // the first lookup counted itself in the database
    expect(views.lookup('A')).toMatchObject({ view: 'view of A', accessCount: 2 });
    expect(views.lookup('A')?.accessCount).toBe(3);
    await views.flush();
    expect(db.writes).toEqual([[{ code: 'A', n: 2 }]]);
    expect(db.counts.A).toBe(3);
    expect(views.lookup('A')?.accessCount).toBe(4);
  });

  it('keeps counts that could not be written and writes them with the next batch', async () => {
    const db = database({ A: 1 });
    views = new TrackingViews<string>(db.write, undefined, () => undefined);
    views.keep('A', 7, 'view', 1);
    views.lookup('A');
    db.failOnce();
    await views.flush();
    expect(views.lookup('A')?.accessCount).toBe(3);
    await views.flush();
    expect(db.counts.A).toBe(3);
  });

  it('forgets a view when its donation changes, and after a while in any case', async () => {
    const pubSub = appPubSub(new EventTarget());
    let now = 1_000;
    views = new TrackingViews<string>(
      database({}).write,
      pubSub,
      () => undefined,
      () => now,
    );
    await new Promise((r) => setImmediate(r)); // the listeners are subscribed
    views.keep('A', 7, 'view of A', 1);
    views.keep('B', 8, 'view of B', 1);
    pubSub.publish(DONATION_STATUS_CHANGED, { donationId: 7, historyId: 1 });
    await new Promise((r) => setImmediate(r));
    expect(views.lookup('A')).toBeUndefined();
    expect(views.lookup('B')?.view).toBe('view of B');
    now += VIEW_TTL_MS + 1;
    expect(views.lookup('B')).toBeUndefined();
  });
});
