import { StreamOrder, type StreamEvent } from './stream-order';

const piece = (offset: number, delta: string, messageId = 'r1'): StreamEvent => ({
  messageId,
  offset,
  delta,
  done: false,
  error: null,
  storedMessageId: null,
});
const done = (offset: number, messageId = 'r1'): StreamEvent => ({
  ...piece(offset, '', messageId),
  done: true,
  storedMessageId: 7,
});
const text = (events: StreamEvent[]) => events.map((e) => e.delta).join('');

describe('StreamOrder', () => {
  it('passes pieces that arrive in order', () => {
    const order = new StreamOrder();
    expect(text([...order.accept(piece(0, 'Hel')), ...order.accept(piece(3, 'lo'))])).toBe('Hello');
  });

  it('holds a piece that arrives early until the gap is filled', () => {
    const order = new StreamOrder();
    expect(order.accept(piece(3, 'lo'))).toEqual([]);
    expect(text(order.accept(piece(0, 'Hel')))).toBe('Hello');
  });

  it('gives each character once when the text so far is sent again (a resubscription)', () => {
    const order = new StreamOrder();
    const out = [
      ...order.accept(piece(0, 'Hel')),
      ...order.accept(piece(0, 'Hello')),
      ...order.accept(piece(3, 'lo')),
      ...order.accept(piece(5, '!')),
    ];
    expect(text(out)).toBe('Hello!');
  });

  it('ends with done after the whole text, and ignores late pieces of a finished reply', () => {
    const order = new StreamOrder();
    expect(order.accept(done(5))).toEqual([]);
    const out = order.accept(piece(0, 'Hello'));
    expect(text(out)).toBe('Hello');
    expect(out.at(-1)).toMatchObject({ done: true, storedMessageId: 7 });
    expect(order.accept(piece(0, 'Hello'))).toEqual([]);
  });

  it('can end a reply whose pieces were lost', () => {
    const order = new StreamOrder();
    expect(text(order.accept(piece(0, 'Hel')))).toBe('Hel');
    expect(order.accept(done(9))).toEqual([]);
    expect(order.holdingDone).toBe(true);
    expect(order.forceDone()).toEqual([expect.objectContaining({ done: true, offset: 3 })]);
    expect(order.holdingDone).toBe(false);
  });

  it('keeps replies apart', () => {
    const order = new StreamOrder();
    expect(text([...order.accept(piece(0, 'A', 'r1')), ...order.accept(piece(0, 'B', 'r2'))])).toBe('AB');
  });
});
