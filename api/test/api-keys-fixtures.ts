import { createClient, type Client as WsClient } from 'graphql-ws';
import WebSocket from 'ws';
import { TestClient } from './client';

export interface ApiKeyJson {
  id: number;
  name: string;
  prefix: string;
  role: string;
  readOnly: boolean;
  createdByUsername: string | null;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

/** A key made by `admin` over REST: its row and its secret. */
export async function createKey(
  admin: TestClient,
  input: { name?: string; role: string; readOnly: boolean },
): Promise<{ key: ApiKeyJson; secret: string }> {
  const { status, body } = await admin.rest('POST', '/api/api-keys', { name: `Integration ${Math.random()}`, ...input });
  if (status !== 201) throw new Error(`create key failed: ${status} ${JSON.stringify(body)}`);
  return body as { key: ApiKeyJson; secret: string };
}

/** A client of an integration: no cookie, the key in the Authorization header. */
export const keyClient = (baseUrl: string, secret: string) => new TestClient(baseUrl, { Authorization: `Bearer ${secret}` });

/** A graphql-ws client sending the key in its connection parameters, as an integration would. */
export function keySocket(baseUrl: string, secret: string): WsClient {
  return createClient({
    url: `${baseUrl.replace(/^http/, 'ws')}/graphql`,
    lazy: true,
    retryAttempts: 0,
    connectionParams: { authorization: `Bearer ${secret}` },
    webSocketImpl: WebSocket,
  });
}

/** The error codes of one socket operation, refused at subscribe (an `error` message) or in its result. */
export function socketErrorCodes(
  ws: WsClient,
  query: string,
  variables?: Record<string, unknown>,
): Promise<Array<string | undefined>> {
  type Errors = ReadonlyArray<{ extensions?: { code?: unknown } }>;
  const codes = (errors: Errors | undefined) => (errors ?? []).map((e) => e.extensions?.code as string | undefined);
  return new Promise((resolve) => {
    const stop = ws.subscribe(
      { query, variables },
      {
        next: (value) => {
          stop();
          resolve(codes(value.errors as Errors | undefined));
        },
        error: (error) => resolve(Array.isArray(error) ? codes(error as Errors) : ['SOCKET_CLOSED']),
        complete: () => undefined,
      },
    );
  });
}
