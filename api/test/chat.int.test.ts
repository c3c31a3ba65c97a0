import type { RunningServer } from '../src/app/server';
import { ChatBrowser } from './chat-client';
import { until, watchStream } from './chat-stream';
import { FakeOpenAi } from './fake-openai';
import { startTestServer } from './harness';

let server: RunningServer;
const fake = new FakeOpenAi();
const REPLY = 'Pickup is free and takes 1-3 business days. Your receipt follows the sale.';

beforeAll(async () => {
  const url = await fake.start();
  server = await startTestServer({ openaiApiKey: 'test-key', openaiBaseUrl: url, openaiModel: 'gpt-4o' });
});
afterAll(async () => {
  await server.close();
  await fake.stop();
});
beforeEach(() => {
  fake.behaviour = { reply: () => REPLY, chunkSize: 5, delayMs: 1 };
});

async function newConversation(browser = new ChatBrowser(server.url)) {
  const { status, body } = await browser.rest('POST', '/api/chat/sessions', { title: 'Pickup' });
  expect(status).toBe(201);
  return { browser, sessionId: (body as { sessionId: string }).sessionId };
}

describe('replies from an OpenAI-compatible provider', () => {
  it('POST /api/chat/sessions/{id}/messages answers the complete stored reply with tokens, model and finish reason', async () => {
    const { browser, sessionId } = await newConversation();
    const { status, body } = await browser.rest('POST', `/api/chat/sessions/${sessionId}/messages`, {
      content: '  When is pickup?  ',
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      role: 'assistant',
      content: REPLY,
      model: 'gpt-4o-fake',
      finishReason: 'stop',
      tokens: Math.ceil(REPLY.length / 5),
    });
    const messages = (await browser.rest('GET', `/api/chat/sessions/${sessionId}/messages`)).body as Array<{
      role: string;
      content: string;
    }>;
    expect(messages.map((m) => [m.role, m.content])).toEqual([
      ['user', 'When is pickup?'],
      ['assistant', REPLY],
    ]);
    const session = (await browser.rest('GET', `/api/chat/sessions/${sessionId}`)).body;
    expect(session).toMatchObject({ sessionId, title: 'Pickup', messageCount: 2 });
  });

  it('sends the admin instructions, the business information and the history to the provider', async () => {
    const admin = new ChatBrowser(server.url);
    await admin.login('admin');
    expect((await admin.rest('PUT', '/api/chat/system-prompt', { systemPrompt: 'Speak like a friendly mechanic.' })).status).toBe(
      200,
    );
    const { browser, sessionId } = await newConversation();
    await browser.rest('POST', `/api/chat/sessions/${sessionId}/messages`, { content: 'First question' });
    await browser.rest('POST', `/api/chat/sessions/${sessionId}/messages`, { content: 'Second question', language: 'fr' });
    const { request } = fake.log.at(-1)!;
    expect(request.model).toBe('gpt-4o');
    expect(request.stream).toBe(true);
    const [system, ...turns] = request.messages;
    expect(system.role).toBe('system');
    expect(system.content).toContain('Speak like a friendly mechanic.');
    expect(system.content).toContain('avgPickupTime: 1-3 business days');
    expect(system.content).toContain('Always answer in French (Canada).');
    expect(turns.map((t) => [t.role, t.content])).toEqual([
      ['user', 'First question'],
      ['assistant', REPLY],
      ['user', 'Second question'],
    ]);
  });

  it('streams the reply over chatStream: the deltas make the stored message', async () => {
    const { browser, sessionId } = await newConversation();
    const ws = browser.socket();
    const stream = watchStream(ws, sessionId);
    await new Promise((resolve) => setTimeout(resolve, 300)); // let the subscription start
    const sent = await browser.gql<{ chatMessageSend: { replyId: string; userMessage: { content: string } } }>(
      'mutation ($i: ChatMessageSendInput!) { chatMessageSend(input: $i) { replyId userMessage { content role } } }',
      { i: { sessionId, content: 'Stream it' } },
    );
    expect(sent.errors).toBeUndefined();
    const events = await stream.done;
    expect(events.length).toBeGreaterThan(3);
    expect(events.every((e) => e.messageId === sent.data!.chatMessageSend.replyId)).toBe(true);
    expect(stream.text()).toBe(REPLY);
    const last = events.at(-1)!;
    expect(last).toMatchObject({ done: true, error: null });
    const stored = await browser.gql<{
      chatMessages: { edges: Array<{ node: { id: number; content: string; tokens: number } }> };
    }>('query ($s: String!) { chatMessages(sessionId: $s, last: 1) { edges { node { id content tokens } } } }', { s: sessionId });
    expect(stored.data!.chatMessages.edges.at(-1)?.node).toMatchObject({ id: last.storedMessageId, content: REPLY });
    stream.stop();
    await ws.dispose();
  });

  it('gives a client that subscribes in the middle of a reply the whole message', async () => {
    let release: () => void = () => undefined;
    fake.behaviour = { ...fake.behaviour, hold: new Promise<void>((resolve) => (release = resolve)), holdAfter: 4 };
    const { browser, sessionId } = await newConversation();
    const reply = browser.rest('POST', `/api/chat/sessions/${sessionId}/messages`, { content: 'Tell me' });
    await until(() => fake.log.at(-1)?.request.messages.at(-1)?.content === 'Tell me');
    await new Promise((resolve) => setTimeout(resolve, 100)); // four deltas are out
    const ws = browser.socket();
    const late = watchStream(ws, sessionId);
    await until(() => late.text().length >= 20); // the text so far arrived first
    expect(late.events[0]).toMatchObject({ offset: 0, done: false });
    release();
    await late.done;
    expect(late.text()).toBe(REPLY);
    expect((await reply).body).toMatchObject({ content: REPLY });
    late.stop();
    await ws.dispose();
  });

  it('stores nothing and says "Failed to send message" when the provider answers an error', async () => {
    fake.behaviour = { ...fake.behaviour, fail: 'status' };
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { browser, sessionId } = await newConversation();
    const { status, body } = await browser.rest('POST', `/api/chat/sessions/${sessionId}/messages`, { content: 'Hello?' });
    expect(status).toBe(502);
    expect(body).toMatchObject({ message: 'Failed to send message' });
    const messages = (await browser.rest('GET', `/api/chat/sessions/${sessionId}/messages`)).body as unknown[];
    expect(messages).toHaveLength(1);
    expect(logged).toHaveBeenCalledWith('chat reply failed: 500 upstream broke');
    logged.mockRestore();
  });

  it('stores nothing half-written when the provider drops the stream, and the stream says so', async () => {
    fake.behaviour = { ...fake.behaviour, fail: 'midstream', delayMs: 20 };
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { browser, sessionId } = await newConversation();
    const ws = browser.socket();
    const stream = watchStream(ws, sessionId);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const { status } = await browser.rest('POST', `/api/chat/sessions/${sessionId}/messages`, { content: 'Break' });
    expect(status).toBe(502);
    const events = await stream.done;
    expect(events.at(-1)).toMatchObject({ done: true, error: 'Failed to send message', storedMessageId: null });
    const messages = (await browser.rest('GET', `/api/chat/sessions/${sessionId}/messages`)).body as Array<{ role: string }>;
    expect(messages.map((m) => m.role)).toEqual(['user']);
    // the conversation goes on after a failure
    fake.behaviour = { reply: () => REPLY, chunkSize: 50, delayMs: 0 };
    expect((await browser.rest('POST', `/api/chat/sessions/${sessionId}/messages`, { content: 'Again' })).status).toBe(200);
    expect(logged).toHaveBeenCalledTimes(1);
    logged.mockRestore();
    stream.stop();
    await ws.dispose();
  });

  it('refuses a second message while a reply is being written (409)', async () => {
    let release: () => void = () => undefined;
    fake.behaviour = { ...fake.behaviour, hold: new Promise<void>((resolve) => (release = resolve)), holdAfter: 1 };
    const { browser, sessionId } = await newConversation();
    const first = browser.rest('POST', `/api/chat/sessions/${sessionId}/messages`, { content: 'One' });
    await until(() => fake.log.at(-1)?.request.messages.at(-1)?.content === 'One');
    const second = await browser.rest('POST', `/api/chat/sessions/${sessionId}/messages`, { content: 'Two' });
    expect(second.status).toBe(409);
    release();
    expect((await first).status).toBe(200);
  });
});
