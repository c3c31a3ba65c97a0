import OpenAI from 'openai';
import type { BusinessInfo, CommonQuestion } from './business-info';
import type { ChatLanguage } from '@vdp/shared/chat/chat.constants';

export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

/** What a provider gets for one reply. */
export interface ReplyRequest {
  /** The admin's instructions plus the business information. */
  systemPrompt: string;
  /** Earlier turns within the token budget, oldest first, ending with the visitor's question. */
  history: ChatTurn[];
  language: ChatLanguage;
  business: BusinessInfo;
  /** The admin's common questions and the home page FAQ, in both languages. */
  knowledge: CommonQuestion[];
  signal: AbortSignal;
}

export interface ReplyOutcome {
  model: string;
  finishReason: string;
  /** Completion tokens as the provider counted them (or an estimate when it does not say). */
  tokens: number;
}

/** Streams one reply: calls onDelta for each piece of text, resolves when the reply is complete. */
export interface ChatProvider {
  readonly model: string;
  readonly builtIn: boolean;
  reply(request: ReplyRequest, onDelta: (delta: string) => void): Promise<ReplyOutcome>;
}

/** About four characters per token: for budgets and when a server reports no usage. */
export const estimateTokens = (text: string): number => Math.max(1, Math.ceil(text.length / 4));

const LANGUAGE_NAMES: Record<ChatLanguage, string> = { en: 'English', fr: 'French (Canada)' };

/** Any OpenAI-compatible server through the official SDK, streaming server-sent events. */
export class OpenAiProvider implements ChatProvider {
  readonly builtIn = false;
  private readonly client: OpenAI;

  constructor(
    apiKey: string,
    baseURL: string | undefined,
    readonly model: string,
  ) {
    this.client = new OpenAI({ apiKey, baseURL, maxRetries: 0, timeout: 60_000 });
  }

  async reply(request: ReplyRequest, onDelta: (delta: string) => void): Promise<ReplyOutcome> {
    const system = `${request.systemPrompt}\n\nAlways answer in ${LANGUAGE_NAMES[request.language]}.`;
    const stream = await this.client.chat.completions.create(
      {
        model: this.model,
        stream: true,
        stream_options: { include_usage: true },
        messages: [{ role: 'system', content: system }, ...request.history],
      },
      { signal: request.signal },
    );
    let finishReason = 'stop';
    let tokens: number | undefined;
    let model = this.model;
    let text = '';
    for await (const chunk of stream) {
      if (chunk.model) model = chunk.model;
      if (chunk.usage?.completion_tokens) tokens = chunk.usage.completion_tokens;
      const choice = chunk.choices[0];
      if (!choice) continue;
      const delta = choice.delta?.content;
      if (delta) {
        text += delta;
        onDelta(delta);
      }
      if (choice.finish_reason) finishReason = choice.finish_reason;
    }
    return { model, finishReason, tokens: tokens ?? estimateTokens(text) };
  }
}
