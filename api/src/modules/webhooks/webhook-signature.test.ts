import { Webhook } from 'standardwebhooks';
import { newWebhookSecret, signWebhook, verifyWebhook } from './webhook-signature';
import { deliveryBody, retryDelayMs } from './webhook-worker';

describe('webhook signatures', () => {
  it('signs as the Standard Webhooks library verifies', () => {
    const secret = newWebhookSecret();
    const body = deliveryBody({ event_type: 'bid.placed', data: { bidId: 1 }, created_at: new Date('2026-11-24T20:00:00Z') });
    const timestamp = Math.floor(Date.now() / 1000);
    const signature = signWebhook(secret, 'msg_1', timestamp, body);
    const headers = { 'webhook-id': 'msg_1', 'webhook-timestamp': String(timestamp), 'webhook-signature': signature };
    expect(new Webhook(secret).verify(body, headers)).toEqual({
      type: 'bid.placed',
      timestamp: '2026-11-24T20:00:00.000Z',
      data: { bidId: 1 },
    });
    expect(verifyWebhook(secret, 'msg_1', timestamp, body, `v1,other ${signature}`)).toBe(true);
    expect(verifyWebhook(newWebhookSecret(), 'msg_1', timestamp, body, signature)).toBe(false);
  });

  it('is refused by the library outside its replay window', () => {
    const secret = newWebhookSecret();
    const old = Math.floor(Date.now() / 1000) - 600;
    const signature = signWebhook(secret, 'msg_1', old, '{}');
    const headers = { 'webhook-id': 'msg_1', 'webhook-timestamp': String(old), 'webhook-signature': signature };
    expect(() => new Webhook(secret).verify('{}', headers)).toThrow(/too old/i);
  });
});

describe('retryDelayMs', () => {
  it('doubles from the base with jitter between half and all of it, capped at an hour', () => {
    expect(retryDelayMs(1, 1000, () => 0)).toBe(500);
    expect(retryDelayMs(1, 1000, () => 1)).toBe(1000);
    expect(retryDelayMs(4, 1000, () => 1)).toBe(8000);
    expect(retryDelayMs(40, 30_000, () => 1)).toBe(3_600_000);
  });

  it('keeps retrying for more than 24 hours with the default base before giving up', () => {
    let elapsed = 0;
    let attempts = 0;
    while (elapsed < 24 * 3_600_000) elapsed += retryDelayMs(++attempts, 30_000, () => 1);
    expect(attempts).toBeGreaterThan(20); // roughly hourly once the cap is reached: many tries, not a storm
  });
});
