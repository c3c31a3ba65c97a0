import fs from 'node:fs';
import { Worker } from 'node:worker_threads';
import type { FromRenderWorker, RenderWorkerData, ToRenderWorker } from '@vdp/shared/rendering/page-render-protocol';
import type { OperationExecutor } from '../graphql/anonymous-operations';

/** A render that takes longer is given up (the prerendered page is served instead). */
export const RENDER_TIME_LIMIT_MS = 15_000;

interface Pending {
  resolve(html: string): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

/**
 * The web's page-render worker (web/dist-ssr/render-worker.js, ADR 32) as a worker thread of
 * this process, started on the first render: React renders there, so no request waits on this
 * process's event loop for it; the GraphQL operations the page runs come back here and are
 * executed by `execute`. A worker that stops (a crash) is started again by the next render.
 */
export class PageRenderWorker {
  private worker: Worker | undefined;
  private renders = 0;
  private readonly pending = new Map<number, Pending>();

  constructor(
    private readonly file: string,
    private readonly webDist: string,
    private readonly execute: OperationExecutor,
  ) {}

  /** Whether the web build has a render worker (an api run without `npm run build` has none). */
  available(): Promise<boolean> {
    return fs.promises.access(this.file).then(
      () => true,
      () => false,
    );
  }

  /** The whole HTML document of `path` in `locale`, rendered with its data. */
  render(path: string, locale: string): Promise<string> {
    const worker = this.started();
    const id = ++this.renders;
    return new Promise<string>((resolve, reject) => {
      const timer = setTimeout(
        () => this.settle(id, new Error(`rendering ${path} took over ${RENDER_TIME_LIMIT_MS} ms`)),
        RENDER_TIME_LIMIT_MS,
      );
      this.pending.set(id, { resolve, reject, timer });
      this.post(worker, { type: 'render', id, path, locale });
    });
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    this.failAll(new Error('the api is stopping'));
    await worker?.terminate();
  }

  private started(): Worker {
    if (this.worker) return this.worker;
    const workerData: RenderWorkerData = { webDist: this.webDist };
    const worker = new Worker(this.file, { workerData });
    worker.unref(); // an idle worker never keeps the process alive
    worker.on('message', (message: FromRenderWorker) => this.receive(worker, message));
    worker.on('error', (error) => this.failAll(error));
    worker.on('exit', (code) => {
      if (this.worker === worker) this.worker = undefined;
      this.failAll(new Error(`the render worker stopped (exit code ${code})`));
    });
    this.worker = worker;
    return worker;
  }

  private receive(worker: Worker, message: FromRenderWorker): void {
    if (message.type === 'execute') {
      const { id, operation } = message;
      void this.execute(message.query, message.variables)
        .catch((error: unknown) => ({ errors: [{ message: error instanceof Error ? error.message : String(error) }] }))
        .then((result) => this.post(worker, { type: 'executed', id, operation, result }));
    } else if (message.type === 'rendered') {
      this.settle(message.id, message.html);
    } else {
      this.settle(message.id, new Error(message.message));
    }
  }

  private post(worker: Worker, message: ToRenderWorker): void {
    worker.postMessage(message);
  }

  private settle(id: number, outcome: string | Error): void {
    const pending = this.pending.get(id);
    if (!pending) return;
    this.pending.delete(id);
    clearTimeout(pending.timer);
    if (typeof outcome === 'string') pending.resolve(outcome);
    else pending.reject(outcome);
  }

  private failAll(error: Error): void {
    for (const id of [...this.pending.keys()]) this.settle(id, error);
  }
}
