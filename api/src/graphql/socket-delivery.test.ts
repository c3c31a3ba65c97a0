import { GraphQLInt, GraphQLObjectType, GraphQLSchema, GraphQLString, type ExecutionArgs } from 'graphql';
import { LiveTopics } from '../core/events/live-topics';
import { appPubSub } from '../core/events/pubsub';
import { SharedSubscriptions } from './shared-subscriptions';

interface Tick {
  room: number;
  n: number;
}

function setUp() {
  const pubSub = appPubSub(new EventTarget());
  const live = new LiveTopics(pubSub);
  const schema = new GraphQLSchema({
    query: new GraphQLObjectType({ name: 'Query', fields: { ok: { type: GraphQLString } } }),
    subscription: new GraphQLObjectType({
      name: 'Subscription',
      fields: {
        ticked: {
          type: GraphQLString,
          args: { room: { type: GraphQLInt } },
          subscribe: (_root, args: { room: number }) => live.stream<Tick>('ticks', (tick) => tick.room === args.room),
          resolve: (tick: unknown) => `${(tick as Tick).n} in ${(tick as Tick).room}`,
        },
        counted: {
          type: GraphQLInt,
          // a plain async iterator, as other subscriptions give: delivered the same way
          subscribe: async function* () {
            yield 1;
            yield 2;
          },
          resolve: (n: unknown) => n,
        },
      },
    }),
  });
  const shared = new SharedSubscriptions(schema, []);
  /** Subscribes `query` for a socket subscription `id`: the frames it is sent, and graphql-ws's side of it. */
  const subscribe = async (id: string, query: string) => {
    const prepared = shared.prepare(query);
    if (!('document' in prepared)) throw new Error('not valid');
    const args: ExecutionArgs = { schema, document: prepared.document, contextValue: {} };
    const frames: string[] = [];
    const iterator = (await shared.subscribe(args, { id, send: (frame) => frames.push(frame) })) as AsyncIterableIterator<never>;
    return { frames, iterator };
  };
  const publish = (tick: Tick) => pubSub.publish('ticks', tick as never);
  return { subscribe, publish };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('socket delivery (ADR 20)', () => {
  it('writes each event once to every socket of its topic whose filter keeps it, in order, only the id differing', async () => {
    const { subscribe, publish } = setUp();
    const sockets = await Promise.all(
      Array.from({ length: 100 }, (_, i) => subscribe(`s${i}`, 'subscription { ticked(room: 1) }')),
    );
    const elsewhere = await subscribe('other', 'subscription { ticked(room: 2) }');
    publish({ room: 1, n: 1 });
    publish({ room: 1, n: 2 });
    await settle();
    publish({ room: 1, n: 3 });
    await settle();
    for (const [i, { frames }] of sockets.entries()) {
      expect(frames).toEqual([1, 2, 3].map((n) => `{"id":"s${i}","type":"next","payload":{"data":{"ticked":"${n} in 1"}}}`));
    }
    expect(elsewhere.frames).toEqual([]);
  });

  it('stops writing to a socket whose client completes the subscription, and ends its iterator', async () => {
    const { subscribe, publish } = setUp();
    const staying = await subscribe('a', 'subscription { ticked(room: 1) }');
    const leaving = await subscribe('b', 'subscription { ticked(room: 1) }');
    const ended = leaving.iterator.next();
    await leaving.iterator.return?.();
    expect(await ended).toEqual({ done: true, value: undefined });
    publish({ room: 1, n: 1 });
    await settle();
    expect(staying.frames).toHaveLength(1);
    expect(leaving.frames).toEqual([]);
  });

  it('delivers any async iterator source the same way, then completes', async () => {
    const { subscribe } = setUp();
    const [one, two] = await Promise.all([
      subscribe('x', 'subscription { counted }'),
      subscribe('y', 'subscription { counted }'),
    ]);
    expect(await one.iterator.next()).toEqual({ done: true, value: undefined });
    await two.iterator.next();
    expect(one.frames).toEqual([
      '{"id":"x","type":"next","payload":{"data":{"counted":1}}}',
      '{"id":"x","type":"next","payload":{"data":{"counted":2}}}',
    ]);
    expect(two.frames).toHaveLength(2);
  });
});
