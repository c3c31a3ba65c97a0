import { setMaxListeners } from 'node:events';
import { Client, Pool } from 'pg';

const CHANNEL = 'vdp_events';
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
const MAX_PAYLOAD_BYTES = 7900;

type Listener = EventListenerOrEventListenerObject;

/**
 * An EventTarget whose events travel through PostgreSQL LISTEN/NOTIFY, so that every api
 * process on the same database receives every event (including the one that sent it).
 * Feed it to yoga's createPubSub({ eventTarget }).
 */
export class PgEventTarget implements EventTarget {
  private readonly local = new EventTarget();
  private readonly pool: Pool;
  private listener: Client | undefined;
  private closed = false;

  constructor(
    private readonly url: string,
    private readonly log: (m: string) => void = console.error,
  ) {
    this.pool = new Pool({ connectionString: url, max: 4 });
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
      const { type, detail } = JSON.parse(message.payload) as { type: string; detail: unknown };
      this.local.dispatchEvent(new CustomEvent(type, { detail }));
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

  /** Sends the event to every process; it comes back here through LISTEN like everywhere else. */
  dispatchEvent(event: Event): boolean {
    const payload = JSON.stringify({ type: event.type, detail: (event as CustomEvent).detail });
    if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) {
      throw new Error(
        `Event "${event.type}" is too large for NOTIFY (${Buffer.byteLength(payload)} bytes): publish ids, not documents.`,
      );
    }
    this.pool
      .query('select pg_notify($1, $2)', [CHANNEL, payload])
      .catch((error: Error) => this.log(`NOTIFY failed: ${error.message}`));
    return true;
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
