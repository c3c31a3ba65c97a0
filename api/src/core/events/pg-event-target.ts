import crypto from 'node:crypto';
import { setMaxListeners } from 'node:events';
import { Client, Pool } from 'pg';

const CHANNEL = 'vdp_events';
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
const MAX_PAYLOAD_BYTES = 7900;
/** {"origin":"<uuid>","events":[...]} around the events. */
const ENVELOPE_BYTES = 64;

type Listener = EventListenerOrEventListenerObject;

/**
 * An EventTarget whose events travel through PostgreSQL LISTEN/NOTIFY, so that every api
 * process on the same database receives every event; the process that sends one delivers it to
 * its own listeners at once.
 * Feed it to appPubSub (pubsub.ts).
 */
export class PgEventTarget implements EventTarget {
  private readonly local = new EventTarget();
  /** Tells this process's NOTIFYs from the others'. */
  private readonly origin = crypto.randomUUID();
  private readonly pool: Pool;
  private listener: Client | undefined;
  private closed = false;
  /** Events published in this turn of the event loop, sent together (see dispatchEvent). */
  private outgoing: string[] = [];

  constructor(
    private readonly url: string,
    private readonly log: (m: string) => void = console.error,
  ) {
    // Events are fleeting: a NOTIFY's commit need not wait for a disk flush.
    this.pool = new Pool({ connectionString: url, max: 4, options: '-c synchronous_commit=off' });
    // Every subscribed socket adds a listener: thousands are expected, not a leak.
    setMaxListeners(0, this.local);
    this.pool.on('error', (error) => this.log(`event pool: ${error.message}`));
  }

  async start(): Promise<void> {
    const client = new Client({ connectionString: this.url });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    client.on('notification', (message) => {
      if (message.channel !== CHANNEL || !message.payload) return;
      const { origin, events } = JSON.parse(message.payload) as {
        origin: string;
        events: Array<{ type: string; detail: unknown }>;
      };
      if (origin === this.origin) return; // delivered here when it was published
      for (const { type, detail } of events) this.local.dispatchEvent(new CustomEvent(type, { detail }));
    });
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    this.listener = client;
  }

  addEventListener(type: string, callback: Listener | null, options?: AddEventListenerOptions | boolean): void {
    this.local.addEventListener(type, callback, options);
  }

  removeEventListener(type: string, callback: Listener | null, options?: EventListenerOptions | boolean): void {
    this.local.removeEventListener(type, callback, options);
  }

  /**
   * Delivers the event to this process's listeners at once (as it will arrive elsewhere: through
   * JSON) and sends it to every other process. Events published in the same turn of the event
   * loop share NOTIFYs.
   */
  dispatchEvent(event: Event): boolean {
    const payload = JSON.stringify({ type: event.type, detail: (event as CustomEvent).detail });
    if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES - ENVELOPE_BYTES) {
      throw new Error(
        `Event "${event.type}" is too large for NOTIFY (${Buffer.byteLength(payload)} bytes): publish ids, not documents.`,
      );
    }
    if (this.outgoing.push(payload) === 1) setImmediate(() => this.send());
    const { type, detail } = JSON.parse(payload) as { type: string; detail: unknown };
    this.local.dispatchEvent(new CustomEvent(type, { detail }));
    return true;
  }

  private send(): void {
    const events = this.outgoing;
    this.outgoing = [];
    for (const batch of batches(events, MAX_PAYLOAD_BYTES - ENVELOPE_BYTES)) {
      this.pool
        .query('select pg_notify($1, $2)', [CHANNEL, `{"origin":"${this.origin}","events":[${batch.join(',')}]}`])
        .catch((error: Error) => this.log(`NOTIFY failed: ${error.message}`));
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.listener?.end().catch(() => undefined);
    await this.pool.end().catch(() => undefined);
  }

  /** The LISTEN connection dropped (database restart, network): listen again until it works. */
  private lost(client: Client, error?: Error): void {
    if (this.closed || client !== this.listener) return;
    this.listener = undefined;
    this.log(`LISTEN connection lost${error ? `: ${error.message}` : ''}; reconnecting`);
    const retry = (): void => {
      if (this.closed) return;
      this.start().catch(() => setTimeout(retry, 1000).unref());
    };
    setTimeout(retry, 1000).unref();
  }
}

/**
 * The statement that sends one event to every api process from a connection outside them (a
 * command-line import): inside a transaction, PostgreSQL delivers it at commit, never on rollback.
 */
export function notifyStatement(type: string, detail: unknown): { text: string; values: [string, string] } {
  const events = JSON.stringify([{ type, detail }]);
  return { text: 'select pg_notify($1, $2)', values: [CHANNEL, `{"origin":"${crypto.randomUUID()}","events":${events}}`] };
}

/** Groups JSON texts into arrays that stay under `maxBytes` once joined. */
export function batches(payloads: string[], maxBytes: number): string[][] {
  const result: string[][] = [];
  let current: string[] = [];
  let size = 2;
  for (const payload of payloads) {
    const bytes = Buffer.byteLength(payload) + 1;
    if (current.length > 0 && size + bytes > maxBytes) {
      result.push(current);
      current = [];
      size = 2;
    }
    current.push(payload);
    size += bytes;
  }
  if (current.length > 0) result.push(current);
  return result;
}
