import { PgEventTarget } from '../src/core/events/pg-event-target';
import { createTestDatabase } from './harness';

describe('events through PostgreSQL LISTEN/NOTIFY', () => {
  it('reach every process on the same database, the sender included', async () => {
    const url = await createTestDatabase();
    const a = new PgEventTarget(url);
    const b = new PgEventTarget(url);
    await Promise.all([a.start(), b.start()]);
    try {
      const received = (target: PgEventTarget) =>
        new Promise<unknown>((resolve) => target.addEventListener('ping', (event) => resolve((event as CustomEvent).detail)));
      const both = Promise.all([received(a), received(b)]);
      a.dispatchEvent(new CustomEvent('ping', { detail: { n: 1 } }));
      expect(await both).toEqual([{ n: 1 }, { n: 1 }]);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('refuses a payload too large for NOTIFY', async () => {
    const target = new PgEventTarget(await createTestDatabase());
    await target.start();
    try {
      expect(() => target.dispatchEvent(new CustomEvent('big', { detail: 'x'.repeat(9000) }))).toThrow(/too large for NOTIFY/);
    } finally {
      await target.close();
    }
  });
});
