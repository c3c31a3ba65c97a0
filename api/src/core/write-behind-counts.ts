/** Writes counted increments, one statement for the batch; keys absent from the table are dropped. */
export type WriteIncrements<K> = (increments: Array<{ key: K; n: number }>) => Promise<void>;

/**
 * Counts kept in memory and written behind (ADR 7, as the tracking page's TrackingViews): a read
 * adds one here, and every `intervalMs` one statement writes the batch, so that a read never
 * waits for an UPDATE nor a disk flush. What a read shows is the stored count plus `pending(key)`.
 * `close()` writes what is left (at shutdown). A failed write is kept and retried with the next.
 */
export class WriteBehindCounts<K> {
  private unsaved = new Map<K, number>();
  private saving = new Map<K, number>();
  private flushing: Promise<void> = Promise.resolve();
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly write: WriteIncrements<K>,
    intervalMs: number,
    private readonly log: (message: string) => void = console.error,
  ) {
    this.timer = setInterval(() => void this.flush(), intervalMs);
    this.timer.unref();
  }

  /** One more for the key. */
  add(key: K): void {
    this.unsaved.set(key, (this.unsaved.get(key) ?? 0) + 1);
  }

  /** Counted and not yet stored (being written included). */
  pending(key: K): number {
    return (this.unsaved.get(key) ?? 0) + (this.saving.get(key) ?? 0);
  }

  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.writeUnsaved());
    return this.flushing;
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }

  private async writeUnsaved(): Promise<void> {
    if (this.unsaved.size === 0) return;
    this.saving = this.unsaved;
    this.unsaved = new Map();
    try {
      await this.write([...this.saving].map(([key, n]) => ({ key, n })));
    } catch (error) {
      this.log(`counts not written, retrying: ${(error as Error).message}`);
      for (const [key, n] of this.saving) this.unsaved.set(key, (this.unsaved.get(key) ?? 0) + n);
    } finally {
      this.saving = new Map();
    }
  }
}
