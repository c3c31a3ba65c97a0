import type { RunningServer } from '../src/app/server';
import { TestClient } from './client';
import { FakeOpenAi } from './fake-openai';
import { startTestServer } from './harness';

const fake = new FakeOpenAi();
let server: RunningServer;
let bare: RunningServer;
let admin: TestClient;

beforeAll(async () => {
  const url = await fake.start();
  server = await startTestServer({ openaiApiKey: 'test-key', openaiBaseUrl: url, openaiModel: 'gpt-4o' });
  bare = await startTestServer({ openaiApiKey: undefined });
  admin = new TestClient(server.url);
  await admin.login('admin');
});
afterAll(async () => {
  await server.close();
  await bare.close();
  await fake.stop();
});

interface Draft {
  title: string;
  content: string;
  excerpt: string;
  seoTitle: string;
  seoDescription: string;
}

const MODEL_ANSWER = JSON.stringify({
  title: 'Why donate your car',
  content: '<h2>Help</h2><p onclick="steal()">Your old car <strong>helps</strong>.</p><script>alert(1)</script>',
  excerpt: 'A short excerpt.',
  seoTitle: 'S'.repeat(59) + ' and far too long for the sixty character limit',
  seoDescription: 'word '.repeat(60),
});

describe('AI post drafts', () => {
  it('answers a sanitised draft within the limits, from the JSON the provider wrote', async () => {
    fake.behaviour = { reply: () => `Here you go:\n\`\`\`json\n${MODEL_ANSWER}\n\`\`\``, chunkSize: 40, delayMs: 0 };
    const { status, body } = await admin.rest('POST', '/api/ai/generate-post', {
      topic: 'Donating a car in winter',
      categoryName: 'Guides',
      length: 'Medium (800-1200 words)',
    });
    expect(status).toBe(200);
    const draft = body as Draft;
    expect(draft.title).toBe('Why donate your car');
    expect(draft.content).toBe('<h2>Help</h2><p>Your old car <strong>helps</strong>.</p>');
    expect(draft.excerpt).toBe('A short excerpt.');
    expect(draft.seoTitle.length).toBeLessThanOrEqual(60);
    expect(draft.seoDescription.length).toBeLessThanOrEqual(160);
    expect(draft.seoDescription.length).toBeGreaterThan(100);
    const prompt = fake.log.at(-1)!.request.messages.at(-1)!.content;
    expect(prompt).toContain('Topic: Donating a car in winter');
    expect(prompt).toContain('Category: Guides');
    expect(prompt).toContain('Tone: Professional and helpful');
    expect(prompt).toContain('Length: Medium (800-1200 words)');
  });

  it('answers the same draft through GraphQL', async () => {
    fake.behaviour = { reply: () => MODEL_ANSWER, chunkSize: 50, delayMs: 0 };
    const { data, errors } = await admin.gql(
      `mutation($input: PostDraftInput!) { generatePostDraft(input: $input) { title content seoTitle } }`,
      { input: { topic: 'Winter', tone: 'friendly', language: 'fr' } },
    );
    expect(errors).toBeUndefined();
    expect((data as { generatePostDraft: Draft }).generatePostDraft.title).toBe('Why donate your car');
    const prompt = fake.log.at(-1)!.request.messages.at(-1)!.content;
    expect(prompt).toContain('Tone: Friendly and conversational');
    expect(prompt).toContain('Language: French (Canada)');
  });

  it('refuses a missing topic or an unknown tone with 400 naming the field', async () => {
    const before = fake.log.length;
    const missing = await admin.rest('POST', '/api/ai/generate-post', { topic: '  ' });
    expect(missing.status).toBe(400);
    expect((missing.body as { fields: Array<{ field: string; message: string }> }).fields[0]).toEqual({
      field: 'topic',
      message: 'Title Required: Please enter a title first to generate content.',
    });
    const tone = await admin.rest('POST', '/api/ai/generate-post', { topic: 'x', tone: 'angry' });
    expect(tone.status).toBe(400);
    expect((tone.body as { fields: Array<{ field: string }> }).fields[0]!.field).toBe('tone');
    expect(fake.log.length).toBe(before);
  });

  it('answers 502 when the provider fails or writes no usable draft', async () => {
    fake.behaviour = { reply: () => 'x', chunkSize: 4, delayMs: 0, fail: 'status' };
    const failed = await admin.rest('POST', '/api/ai/generate-post', { topic: 'Winter' });
    expect(failed.status).toBe(502);
    fake.behaviour = { reply: () => 'I cannot write JSON today.', chunkSize: 4, delayMs: 0 };
    const prose = await admin.rest('POST', '/api/ai/generate-post', { topic: 'Winter' });
    expect(prose.status).toBe(502);
    const gql = await admin.gql(`mutation { generatePostDraft(input: { topic: "Winter" }) { title } }`);
    expect(gql.errors?.[0]?.extensions?.code).toBe('UPSTREAM_ERROR');
  });

  it('answers 503 AI_NOT_CONFIGURED without a provider key', async () => {
    const client = new TestClient(bare.url);
    await client.login('admin');
    const { status, body } = await client.rest('POST', '/api/ai/generate-post', { topic: 'Winter' });
    expect(status).toBe(503);
    expect(JSON.stringify(body)).toContain('the built-in assistant does not write posts');
    const gql = await client.gql(`mutation { generatePostDraft(input: { topic: "Winter" }) { title } }`);
    expect(gql.errors?.[0]?.extensions?.code).toBe('AI_NOT_CONFIGURED');
  });
});

interface Progress extends Draft {
  done: boolean;
  error: string | null;
}

const STREAM = `subscription($input: PostDraftInput!) {
  postDraftStream(input: $input) { title content excerpt seoTitle seoDescription done error }
}`;

/** Every event of one postDraftStream, or the errors it ended with. */
function streamDraft(client: TestClient, input: Record<string, unknown>): Promise<{ events: Progress[]; errors: unknown[] }> {
  const ws = client.socket();
  const events: Progress[] = [];
  return new Promise((resolve) => {
    ws.subscribe<{ postDraftStream: Progress }>(
      { query: STREAM, variables: { input } },
      {
        next: (value) => {
          if (value.data) events.push(value.data.postDraftStream);
          if (value.errors) resolve({ events, errors: [...value.errors] });
        },
        error: (error) => {
          void ws.dispose();
          resolve({ events, errors: Array.isArray(error) ? error : [error] });
        },
        complete: () => {
          void ws.dispose();
          resolve({ events, errors: [] });
        },
      },
    );
  });
}

describe('AI post drafts streamed into the editor (postDraftStream)', () => {
  it('sends the fields as they are written, then the checked draft with done', async () => {
    fake.behaviour = { reply: () => MODEL_ANSWER, chunkSize: 8, delayMs: 15 };
    const { events, errors } = await streamDraft(admin, { topic: 'Donating a car in winter' });
    expect(errors).toEqual([]);
    const partial = events.filter((event) => !event.done);
    expect(partial.length).toBeGreaterThan(2);
    // the content arrives in steps, sanitised at every one
    expect(new Set(partial.map((event) => event.content)).size).toBeGreaterThan(2);
    for (const event of events) expect(event.content).not.toMatch(/<script|onclick/);
    const last = events.at(-1)!;
    expect(last).toMatchObject({ done: true, error: null, title: 'Why donate your car' });
    expect(last.content).toBe('<h2>Help</h2><p>Your old car <strong>helps</strong>.</p>');
    expect(last.seoTitle.length).toBeLessThanOrEqual(60);
  });

  it('ends with the reason when the provider fails or writes no usable draft', async () => {
    fake.behaviour = { reply: () => MODEL_ANSWER, chunkSize: 8, delayMs: 0, fail: 'midstream' };
    const broken = await streamDraft(admin, { topic: 'Winter' });
    expect(broken.events.at(-1)).toMatchObject({ done: true, error: expect.stringContaining('Generation Failed') });
    fake.behaviour = { reply: () => 'I cannot write JSON today.', chunkSize: 4, delayMs: 0 };
    const prose = await streamDraft(admin, { topic: 'Winter' });
    expect(prose.events.at(-1)).toMatchObject({ done: true, error: expect.stringContaining('usable draft') });
  });

  it('stops asking the provider when the editor stops listening', async () => {
    fake.behaviour = { reply: () => MODEL_ANSWER, chunkSize: 4, delayMs: 20 };
    const ws = admin.socket();
    await new Promise<void>((resolve) => {
      const stop = ws.subscribe(
        { query: STREAM, variables: { input: { topic: 'Winter' } } },
        {
          next: () => {
            stop();
            resolve();
          },
          error: () => resolve(),
          complete: () => resolve(),
        },
      );
    });
    const entry = fake.log.at(-1)!;
    for (let i = 0; i < 50 && !entry.closedByClient; i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(entry.closedByClient).toBe(true);
    await ws.dispose();
  });

  it('refuses before streaming: a missing topic, no provider, a non-admin', async () => {
    const missing = await streamDraft(admin, { topic: ' ' });
    expect(JSON.stringify(missing.errors)).toContain('BAD_USER_INPUT');
    const bareAdmin = new TestClient(bare.url);
    await bareAdmin.login('admin');
    const unconfigured = await streamDraft(bareAdmin, { topic: 'Winter' });
    expect(JSON.stringify(unconfigured.errors)).toContain('AI_NOT_CONFIGURED');
    const editor = new TestClient(server.url);
    await editor.login('editor');
    const denied = await streamDraft(editor, { topic: 'Winter' });
    expect(JSON.stringify(denied.errors)).toContain('FORBIDDEN');
    expect(missing.events.concat(unconfigured.events, denied.events)).toEqual([]);
  });
});
