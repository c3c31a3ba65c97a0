import { batches } from './pg-event-target';

describe('batches of NOTIFY payloads', () => {
  it('keeps events in order and every joined array under the limit', () => {
    const events = Array.from({ length: 10 }, (_, i) => JSON.stringify({ type: 't', detail: { i, text: 'x'.repeat(30) } }));
    const groups = batches(events, 200);
    expect(groups.flat()).toEqual(events);
    for (const group of groups) expect(Buffer.byteLength(`[${group.join(',')}]`)).toBeLessThanOrEqual(200);
    expect(groups.length).toBeGreaterThan(1);
  });

  it('sends a lone event as an array of one', () => {
    expect(batches(['{"type":"a"}'], 7900)).toEqual([['{"type":"a"}']]);
  });
});
