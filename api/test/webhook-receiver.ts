import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the receiver got. */
export interface Received {
  id: string;
  timestamp: string;
  signature: string;
  body: string;
  type: string;
  data: Record<string, unknown>;
}

/**
 * A local webhook receiver for the tests: records every POST and answers `status()` (200 unless
 * told otherwise), so a test can make it fail a few times.
 */
export class WebhookReceiver {
  readonly received: Received[] = [];
  status: (request: Received) => number = () => 200;
  private server: http.Server | undefined;
  url = '';

  async start(port = 0): Promise<void> {
    this.server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        const parsed = JSON.parse(body) as { type: string; data: Record<string, unknown> };
        const request: Received = {
          id: String(req.headers['webhook-id']),
          timestamp: String(req.headers['webhook-timestamp']),
          signature: String(req.headers['webhook-signature']),
          body,
          type: parsed.type,
          data: parsed.data,
        };
        this.received.push(request);
        res.statusCode = this.status(request);
        res.end('ok');
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    const { port: bound } = this.server.address() as AddressInfo;
    // `localhost` is the name WEBHOOK_ALLOWED_HOSTS lists in the tests: 127.0.0.1 itself stays refused
    this.url = `http://localhost:${bound}/hooks`;
  }

  of(type: string): Received[] {
    return this.received.filter((request) => request.type === type);
  }

  async close(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

/** Waits until `ready()` is true (at most `ms`). */
export async function until(ready: () => boolean | Promise<boolean>, ms = 5_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await ready())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * A test server's webhook settings: deliveries to the local receiver allowed, retried and polled
 * fast. The key that seals signing secrets is one per run, shared by every process of it.
 */
export const FAST_WEBHOOKS = {
  webhookAllowedHosts: ['localhost'],
  webhookRetryBaseMs: 40,
  webhookPollMs: 200,
  settingsEncryptionKey: crypto.randomBytes(32).toString('base64'),
};
