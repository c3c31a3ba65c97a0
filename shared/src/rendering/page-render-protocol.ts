/**
 * The messages between the api and the web's page-render worker (web/src/ssr/render-worker.ts,
 * built to web/dist-ssr/render-worker.js; ADR 32). The api asks for a page in a language; the
 * worker renders it with the web's own code and documents, asking the api to execute each GraphQL
 * operation the page runs (as an anonymous visitor), and answers the whole HTML document.
 */

/** What the worker is started with (workerData). */
export interface RenderWorkerData {
  /** The web build's dist folder: its prerendered page templates. */
  webDist: string;
}

/** One GraphQL answer, as graphql-js's execute gives it (errors reduced to their messages). */
export interface ExecutedOperation {
  data?: Record<string, unknown> | null;
  errors?: ReadonlyArray<{ message: string }>;
}

/** api -> worker. */
export type ToRenderWorker =
  | { type: 'render'; id: number; path: string; locale: string }
  | { type: 'executed'; id: number; operation: number; result: ExecutedOperation };

/** worker -> api. */
export type FromRenderWorker =
  | { type: 'execute'; id: number; operation: number; query: string; variables: Record<string, unknown> }
  | { type: 'rendered'; id: number; html: string }
  | { type: 'failed'; id: number; message: string };
