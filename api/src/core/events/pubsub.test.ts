import { appPubSub } from './pubsub';

describe('listening to a topic', () => {
  it('hears each event of its topic as it is published, until stopped', () => {
    const pubSub = appPubSub(new EventTarget());
    const heard: unknown[] = [];
    const stop = pubSub.listen('a', (event) => heard.push(event));
    pubSub.publish('a', { n: 1 });
    pubSub.publish('b', { n: 2 });
    expect(heard).toEqual([{ n: 1 }]); // synchronously: no turn of the event loop in between
    stop();
    pubSub.publish('a', { n: 3 });
    expect(heard).toEqual([{ n: 1 }]);
  });

  it('logs a listener that throws; the other listeners and subscribers still hear the event', async () => {
    const logged: string[] = [];
    const pubSub = appPubSub(new EventTarget(), (message) => logged.push(message));
    const heard: unknown[] = [];
    pubSub.listen('a', () => {
      throw new Error('broken cache');
    });
    pubSub.listen('a', (event) => heard.push(event));
    const subscription = pubSub.subscribe('a')[Symbol.asyncIterator]();
    const next = subscription.next();
    pubSub.publish('a', 'event');
    expect(heard).toEqual(['event']);
    expect(logged).toEqual(['a listener of a failed: broken cache']);
    expect(await next).toEqual({ done: false, value: 'event' });
    await subscription.return?.();
  });
});
