import { GraphQLInt, GraphQLObjectType, GraphQLSchema, GraphQLString, type ExecutionArgs, type ExecutionResult } from 'graphql';
import { SharedSubscriptions } from './shared-subscriptions';

/** A source that hands the same event object to every open stream, as the PubSub does. */
class Source {
  private readonly waiting = new Set<(event: object) => void>();
  open(): AsyncIterableIterator<object> {
    const queue: object[] = [];
    let wake: (() => void) | undefined;
    const listener = (event: object) => {
      queue.push(event);
      wake?.();
    };
    this.waiting.add(listener);
    const close = () => this.waiting.delete(listener);
    return {
      next: async () => {
        while (queue.length === 0) await new Promise<void>((resolve) => (wake = resolve));
        return { done: false, value: queue.shift()! };
      },
      return: async () => {
        close();
        return { done: true, value: undefined };
      },
      throw: async (error: unknown) => {
        close();
        throw error;
      },
      [Symbol.asyncIterator]() {
        return this;
      },
    };
  }
  publish(event: object) {
    for (const listener of this.waiting) listener(event);
  }
  get listeners() {
    return this.waiting.size;
  }
}

function setUp() {
  const source = new Source();
  let resolved = 0;
  const schema = new GraphQLSchema({
    query: new GraphQLObjectType({ name: 'Query', fields: { ok: { type: GraphQLString } } }),
    subscription: new GraphQLObjectType({
      name: 'Subscription',
      fields: {
        ticked: {
          type: GraphQLString,
          args: { room: { type: GraphQLInt } },
          subscribe: (_root, args: { room: number }) => {
            if (args.room < 0) throw new Error('No such room');
            return source.open();
          },
          resolve: (event: { n: number }, args: { room: number }, ctx: { user?: { role: string } }) => {
            resolved++;
            return `${event.n} in ${args.room} for ${ctx.user?.role ?? 'anonymous'}`;
          },
        },
      },
    }),
  });
  const shared = new SharedSubscriptions(schema, []);
  const open = async (role: string | undefined, room: number) => {
    const prepared = shared.prepare('subscription($room: Int) { ticked(room: $room) }');
    if (!('document' in prepared)) throw new Error('not valid');
    const args: ExecutionArgs = {
      schema,
      document: prepared.document,
      variableValues: { room },
      contextValue: { user: role ? { role } : undefined },
    };
    return shared.subscribe(args);
  };
  return { source, shared, open, resolvedCount: () => resolved };
}

const isStream = (value: unknown): value is AsyncIterableIterator<ExecutionResult> =>
  typeof (value as AsyncIterableIterator<ExecutionResult>)[Symbol.asyncIterator] === 'function';

async function streams(open: () => Promise<unknown>, count: number) {
  const all: AsyncIterableIterator<ExecutionResult>[] = [];
  for (let i = 0; i < count; i++) {
    const stream = await open();
    if (!isStream(stream)) throw new Error('expected a stream');
    all.push(stream);
  }
  return all;
}

describe('SharedSubscriptions', () => {
  it('executes an event once for every subscriber with the same document, variables and role', async () => {
    const { source, open, resolvedCount } = setUp();
    const dealers = await streams(() => open('dealer', 1), 50);
    source.publish({ n: 7 });
    const results = await Promise.all(dealers.map((s) => s.next()));
    expect(results.every((r) => r.value?.data?.ticked === '7 in 1 for dealer')).toBe(true);
    expect(resolvedCount()).toBe(1);
  });

  it('executes separately per role and per variables', async () => {
    const { source, open, resolvedCount } = setUp();
    const [dealer] = await streams(() => open('dealer', 1), 1);
    const [admin] = await streams(() => open('admin', 1), 1);
    const [otherRoom] = await streams(() => open('dealer', 2), 1);
    source.publish({ n: 1 });
    expect((await dealer!.next()).value?.data?.ticked).toBe('1 in 1 for dealer');
    expect((await admin!.next()).value?.data?.ticked).toBe('1 in 1 for admin');
    expect((await otherRoom!.next()).value?.data?.ticked).toBe('1 in 2 for dealer');
    expect(resolvedCount()).toBe(3);
  });

  it('runs each subscriber’s own subscribe step: a refused one gets its error, not the stream', async () => {
    const { open } = setUp();
    const refused = await open('dealer', -1);
    expect(isStream(refused)).toBe(false);
    expect((refused as ExecutionResult).errors?.[0]?.message).toBe('No such room');
  });

  it('closes the source at once when a subscriber leaves, even while it waits for an event', async () => {
    const { source, open } = setUp();
    const [stream] = await streams(() => open('dealer', 1), 1);
    void stream!.next();
    expect(source.listeners).toBe(1);
    await stream!.return?.();
    expect(source.listeners).toBe(0);
  });

  it('parses a query text once and refuses invalid ones with their errors', () => {
    const { shared } = setUp();
    const first = shared.prepare('subscription { ticked(room: 1) }');
    const again = shared.prepare('subscription { ticked(room: 1) }');
    expect('document' in first && 'document' in again && first.document === again.document).toBe(true);
    const unknown = shared.prepare('subscription { nope }');
    expect('errors' in unknown && unknown.errors[0]?.message).toMatch(/Cannot query field "nope"/);
    const broken = shared.prepare('subscription {');
    expect('errors' in broken && broken.errors[0]?.message).toMatch(/Syntax Error/);
  });
});
