import OpenAI from 'openai';

export interface DraftPrompt {
  system: string;
  user: string;
}

/** Writes one JSON answer to a prompt: the text as the model writes it, delta by delta. */
export interface DraftWriter {
  stream(prompt: DraftPrompt, signal?: AbortSignal): AsyncIterable<string>;
}

/** The whole answer of a writer. */
export async function writeWhole(writer: DraftWriter, prompt: DraftPrompt, signal?: AbortSignal): Promise<string> {
  let text = '';
  for await (const delta of writer.stream(prompt, signal)) text += delta;
  return text;
}

/**
 * The chat assistant's provider (OPENAI_API_KEY, OPENAI_BASE_URL, OPENAI_MODEL) asked for a JSON
 * object, streamed like the chat. A server refusing `response_format` is asked again without it.
 */
export class OpenAiDraftWriter implements DraftWriter {
  private readonly client: OpenAI;

  constructor(
    apiKey: string,
    baseURL: string | undefined,
    private readonly model: string,
  ) {
    this.client = new OpenAI({ apiKey, baseURL, maxRetries: 0, timeout: 120_000 });
  }

  async *stream(prompt: DraftPrompt, signal?: AbortSignal): AsyncIterable<string> {
    let deltas: AsyncIterable<string>;
    try {
      deltas = await this.open(prompt, true, signal);
    } catch (error) {
      if (!(error instanceof OpenAI.APIError && error.status === 400 && /response_format/i.test(error.message))) throw error;
      deltas = await this.open(prompt, false, signal);
    }
    yield* deltas;
  }

  private async open(prompt: DraftPrompt, jsonMode: boolean, signal?: AbortSignal): Promise<AsyncIterable<string>> {
    const stream = await this.client.chat.completions.create(
      {
        model: this.model,
        stream: true,
        ...(jsonMode ? { response_format: { type: 'json_object' as const } } : {}),
        messages: [
          { role: 'system', content: prompt.system },
          { role: 'user', content: prompt.user },
        ],
      },
      { signal },
    );
    return (async function* () {
      for await (const chunk of stream) {
        const delta = chunk.choices[0]?.delta?.content;
        if (delta) yield delta;
      }
    })();
  }
}
