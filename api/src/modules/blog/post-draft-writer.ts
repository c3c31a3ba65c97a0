import OpenAI from 'openai';

export interface DraftPrompt {
  system: string;
  user: string;
}

/** Writes one JSON answer to a prompt; the text as the model wrote it. */
export interface DraftWriter {
  write(prompt: DraftPrompt, signal?: AbortSignal): Promise<string>;
}

/**
 * The chat assistant's provider (OPENAI_API_KEY, OPENAI_BASE_URL, OPENAI_MODEL) asked for a JSON
 * object. Streamed like the chat (some compatible servers only stream), collected whole: the
 * editor gets the draft at once. A server refusing `response_format` is asked again without it.
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

  async write(prompt: DraftPrompt, signal?: AbortSignal): Promise<string> {
    try {
      return await this.complete(prompt, true, signal);
    } catch (error) {
      if (error instanceof OpenAI.APIError && error.status === 400 && /response_format/i.test(error.message)) {
        return this.complete(prompt, false, signal);
      }
      throw error;
    }
  }

  private async complete(prompt: DraftPrompt, jsonMode: boolean, signal?: AbortSignal): Promise<string> {
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
    let text = '';
    for await (const chunk of stream) text += chunk.choices[0]?.delta?.content ?? '';
    return text;
  }
}
