import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The Standard Webhooks signing scheme (standardwebhooks.com), so that its libraries verify our
 * deliveries as they are: the secret is `whsec_` + base64 of random bytes; the signature
 * `v1,` + base64(HMAC-SHA256(secret bytes, `<Webhook-Id>.<Webhook-Timestamp>.<body>`)), the
 * timestamp in seconds. Node's crypto does it in a few lines: no dependency in the api.
 */
export const SECRET_PREFIX = 'whsec_';

export function newWebhookSecret(): string {
  return SECRET_PREFIX + randomBytes(32).toString('base64');
}

function keyOf(secret: string): Buffer {
  return Buffer.from(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret, 'base64');
}

export function signWebhook(secret: string, id: string, timestampSeconds: number, body: string): string {
  return 'v1,' + createHmac('sha256', keyOf(secret)).update(`${id}.${timestampSeconds}.${body}`).digest('base64');
}

/** True when one of the space-separated signatures of the header is ours (for tests and the docs' receiver). */
export function verifyWebhook(secret: string, id: string, timestampSeconds: number, body: string, header: string): boolean {
  const expected = Buffer.from(signWebhook(secret, id, timestampSeconds, body));
  return header.split(' ').some((candidate) => {
    const given = Buffer.from(candidate);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
