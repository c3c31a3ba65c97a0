import type { Readable } from 'node:stream';

/** What a REST handler reads of its request: the small part of node:http's request it uses (ADR 6). */
export interface RestRequest {
  readonly method: string;
  /** The path below /api, e.g. /donations/7/status. */
  readonly path: string;
  readonly params: Readonly<Record<string, string>>;
  /** The query string; a repeated name keeps its first value. */
  readonly query: Readonly<Record<string, string | undefined>>;
  /** The parsed JSON body, or undefined when there is none. */
  readonly body: unknown;
  get(header: string): string | undefined;
}

/** What a REST handler may do to its answer beyond returning a value (answered as JSON). */
export interface RestResponse {
  readonly headersSent: boolean;
  status(code: number): RestResponse;
  setHeader(name: string, value: string): RestResponse;
  json(value: unknown): void;
  /** Answers JSON already serialised (a cached answer), as `json` would. */
  jsonText(text: string): void;
  send(body: Buffer | string): void;
  /** Answers with what `source` yields, as it comes (a large export), without holding it all. */
  stream(source: Readable): Promise<void>;
}
