import type { IncomingMessage } from 'node:http';
import { PassThrough } from 'node:stream';
import { MAX_PARSED_DEPTH, TOO_DEEP_MESSAGE } from '../core/json-depth';
import { parseJsonBytes, readBytes, RequestRefusal } from './request-body';

/** A request whose body is written to `body` by the test. */
function request(headers: Record<string, string> = {}): { req: IncomingMessage; body: PassThrough } {
  const body = new PassThrough();
  return { req: Object.assign(body, { headers }) as unknown as IncomingMessage, body };
}

async function refusalOf(promise: Promise<unknown>): Promise<RequestRefusal> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(RequestRefusal);
  return error as RequestRefusal;
}

describe('reading a request body', () => {
  it('gives every chunk, in order', async () => {
    const { req, body } = request();
    const read = readBytes(req, 10);
    body.write('abc');
    body.end('def');
    expect((await read).toString()).toBe('abcdef');
  });

  it('refuses a declared length past the limit at once, closing the connection', async () => {
    const { req } = request({ 'content-length': '11' });
    const refusal = await refusalOf(readBytes(req, 10));
    expect(refusal).toMatchObject({ status: 413, code: 'PAYLOAD_TOO_LARGE', headers: { Connection: 'close' } });
    expect(refusal.fields).toEqual([{ field: 'body', message: refusal.message }]);
  });

  it('stops reading a body that grows past the limit as it arrives', async () => {
    const { req, body } = request();
    const read = readBytes(req, 10);
    body.write('123456');
    body.write('789012');
    expect(await refusalOf(read)).toMatchObject({ status: 413, headers: { Connection: 'close' } });
    expect(body.isPaused()).toBe(true);
  });

  it('refuses a body cut off by the client with 400 naming it', async () => {
    const { req, body } = request();
    const read = readBytes(req, 10);
    body.write('12');
    body.destroy(new Error('aborted'));
    expect(await refusalOf(read)).toMatchObject({ status: 400, message: 'The request body was cut off before its end.' });
  });
});

describe('parsing a JSON body', () => {
  it('parses JSON, and refuses text that is not JSON or nests too deep, naming the body', async () => {
    expect(parseJsonBytes(Buffer.from('{"a":[1]}'))).toEqual({ a: [1] });
    expect(() => parseJsonBytes(Buffer.from('{"a":'))).toThrow('The request body is not valid JSON.');
    const deep = Buffer.from('['.repeat(MAX_PARSED_DEPTH + 1) + ']'.repeat(MAX_PARSED_DEPTH + 1));
    expect(await refusalOf(Promise.resolve().then(() => parseJsonBytes(deep)))).toMatchObject({
      status: 400,
      message: TOO_DEEP_MESSAGE,
      fields: [{ field: 'body', message: TOO_DEEP_MESSAGE }],
    });
  });
});
