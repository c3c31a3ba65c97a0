import type { IncomingMessage } from 'node:http';
import type { FieldProblem } from '../core/errors';
import { MAX_PARSED_DEPTH, textNestsDeeper, TOO_DEEP_MESSAGE } from '../core/json-depth';

/** The largest JSON body read (REST routes unless they say otherwise, GraphQL) and socket message taken. */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;

/**
 * A request refused before any route or operation runs: a body that cannot be read, a bad path
 * (naming it in `fields`, ADR 1). The REST shim and the GraphQL door each answer it in their shape,
 * with its `headers`.
 */
export class RequestRefusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: FieldProblem[],
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** A refusal of the whole body, naming it. */
export const bodyRefusal = (status: number, code: string, message: string, headers: Record<string, string> = {}) =>
  new RequestRefusal(status, code, message, [{ field: 'body', message }], headers);

/**
 * The body's bytes, refused with 413 past `maxBytes` (by its Content-Length at once, else as it
 * arrives), or 400 when the client hangs up before its end. A refused body is left unread and its
 * connection closed after the answer, so that the client does not send its next request behind
 * the rest of it.
 */
export function readBytes(req: IncomingMessage, maxBytes: number): Promise<Buffer> {
  if (Number(req.headers['content-length'] ?? 0) > maxBytes) return Promise.reject(tooLarge(maxBytes));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      req.off('data', onData).off('end', onEnd).off('error', onError);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBytes) {
        chunks.push(chunk);
        return;
      }
      stop();
      req.pause();
      reject(tooLarge(maxBytes));
    };
    const onEnd = () => {
      stop();
      resolve(Buffer.concat(chunks, size));
    };
    const onError = () => {
      stop();
      reject(bodyRefusal(400, 'BAD_USER_INPUT', 'The request body was cut off before its end.'));
    };
    req.on('data', onData).on('end', onEnd).on('error', onError);
  });
}

/** JSON text as a value: refused naming the body when it nests past MAX_PARSED_DEPTH (before parsing) or is not JSON. */
export function parseJsonBytes(bytes: Buffer): unknown {
  if (textNestsDeeper(bytes, MAX_PARSED_DEPTH)) throw bodyRefusal(400, 'BAD_USER_INPUT', TOO_DEEP_MESSAGE);
  try {
    return JSON.parse(bytes.toString('utf8')) as unknown;
  } catch {
    throw bodyRefusal(400, 'BAD_USER_INPUT', 'The request body is not valid JSON.');
  }
}

const tooLarge = (maxBytes: number) =>
  bodyRefusal(413, 'PAYLOAD_TOO_LARGE', `The request body is larger than ${formatBytes(maxBytes)}.`, { Connection: 'close' });

/** 1048576 -> "1 MB", 65536 -> "64 KB". */
function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB` : `${Math.round(bytes / 1024)} KB`;
}
