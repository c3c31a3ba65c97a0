import { createClient, type Client as WsClient } from 'graphql-ws';
import WebSocket from 'ws';

export interface GraphQLResponse<T = Record<string, unknown>> {
  data?: T | null;
  errors?: Array<{ message: string; extensions?: { code?: string; fields?: Array<{ field: string; message: string }> } }>;
}

/** A client like a browser: keeps its cookie, sends the fingerprint header, speaks GraphQL and REST. */
export class TestClient {
  cookie: string | undefined;

  constructor(
    readonly baseUrl: string,
    readonly headers: Record<string, string> = {},
  ) {}

  async rest(method: string, path: string, body?: unknown): Promise<{ status: number; body: unknown; headers: Headers }> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: {
        'X-Browser-Fingerprint': 'test-fingerprint',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...this.headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    this.keepCookie(response);
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body: parsed, headers: response.headers };
  }

  async gql<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>): Promise<GraphQLResponse<T>> {
    const { body } = await this.rest('POST', '/graphql', { query, variables });
    return body as GraphQLResponse<T>;
  }

  async login(username: string, password = 'DemoPass123'): Promise<void> {
    const { status, body } = await this.rest('POST', '/api/auth/login', { username, password });
    if (status !== 200) throw new Error(`login ${username} failed: ${status} ${JSON.stringify(body)}`);
  }

  /** A graphql-ws client on the same server, sending this client's cookie with the upgrade. */
  socket(): WsClient {
    const cookie = this.cookie;
    const url = this.baseUrl.replace(/^http/, 'ws') + '/graphql';
    return createClient({
      url,
      lazy: true,
      retryAttempts: 0,
      webSocketImpl: class extends WebSocket {
        constructor(address: string, protocols?: string | string[]) {
          super(address, protocols, { headers: cookie ? { cookie } : {} });
        }
      },
    });
  }

  /** Runs one operation over the socket and returns its first result. */
  socketRequest<T = Record<string, unknown>>(ws: WsClient, query: string): Promise<GraphQLResponse<T>> {
    return new Promise((resolve, reject) => {
      const stop = ws.subscribe<T>(
        { query },
        {
          next: (value) => {
            stop();
            resolve(value as GraphQLResponse<T>);
          },
          error: (error) => reject(error instanceof Error ? error : new Error(JSON.stringify(error))),
          complete: () => undefined,
        },
      );
    });
  }

  private keepCookie(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const [name, value] = pair.split('=');
      if (name !== 'vdp.sid' && name !== '__Host-vdp.sid') continue; // __Host- in production
      this.cookie = value ? `${name}=${value}` : undefined;
      if (/expires=Thu, 01 Jan 1970/i.test(header)) this.cookie = undefined;
    }
  }
}
