import type { RunningServer } from '../src/app/server';
import { appPubSub, type AppPubSub } from '../src/core/events/pubsub';
import { Transactions } from '../src/core/transactions';
import { PlatformSetting } from '../src/modules/settings/platform-setting.entity';
import { startTestServer } from './harness';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

function recorder(): { events: AppPubSub; seen: unknown[] } {
  const events = appPubSub(new EventTarget());
  const seen: unknown[] = [];
  const original = events.publish.bind(events);
  events.publish = ((topic: string, payload: unknown) => {
    seen.push([topic, payload]);
    original(topic, payload);
  }) as AppPubSub['publish'];
  return { events, seen };
}

describe('Transactions', () => {
  it('publishes what the work queued once it has committed, and writes on its own EntityManager', async () => {
    const { events, seen } = recorder();
    const em = server.db.orm.em.fork();
    await new Transactions(events).run(em, async (tx, publish) => {
      tx.create(PlatformSetting, { category: 'test', key: 'committed', value: 1 });
      publish('test.topic', { n: 1 });
      expect(seen).toEqual([]);
    });
    expect(seen).toEqual([['test.topic', { n: 1 }]]);
    expect(em.getUnitOfWork().getIdentityMap().values()).toHaveLength(0);
    expect(await server.db.orm.em.fork().count(PlatformSetting, { key: 'committed' })).toBe(1);
  });

  it('publishes nothing and writes nothing when the work fails', async () => {
    const { events, seen } = recorder();
    const failing = new Transactions(events).run(server.db.orm.em.fork(), async (tx, publish) => {
      tx.create(PlatformSetting, { category: 'test', key: 'rolled-back', value: 1 });
      publish('test.topic', { n: 2 });
      await tx.flush();
      throw new Error('refused');
    });
    await expect(failing).rejects.toThrow('refused');
    expect(seen).toEqual([]);
    expect(await server.db.orm.em.fork().count(PlatformSetting, { key: 'rolled-back' })).toBe(0);
  });
});
