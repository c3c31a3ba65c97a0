import { TestClient } from './client';

/**
 * A browser for the chat tests: TestClient (session cookie, REST, GraphQL, socket) plus the
 * chat cookie, which the server sets on a browser's first conversation.
 */
export class ChatBrowser extends TestClient {
  chatCookie: string | undefined;

  constructor(baseUrl: string) {
    super(baseUrl);
  }

  override async rest(
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; body: unknown; headers: Headers }> {
    const session = this.cookie;
    this.cookie = [session, this.chatCookie].filter(Boolean).join('; ') || undefined;
    try {
      const result = await super.rest(method, path, body);
      if (this.cookie === [session, this.chatCookie].filter(Boolean).join('; ')) this.cookie = session;
      const chat = result.headers.getSetCookie().find((c) => c.startsWith('vdp.chat='));
      if (chat) this.chatCookie = chat.split(';')[0];
      return result;
    } catch (error) {
      this.cookie = session;
      throw error;
    }
  }

  override socket(): ReturnType<TestClient['socket']> {
    const session = this.cookie;
    this.cookie = [session, this.chatCookie].filter(Boolean).join('; ') || undefined;
    try {
      return super.socket();
    } finally {
      this.cookie = session;
    }
  }
}
