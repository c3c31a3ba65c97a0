import { AI_POST_LENGTHS, AI_POST_TONES, CONTENT_LIMITS } from '@vdp/shared/content/content.constants';
import type { PostDraftInput } from '@vdp/shared/validation/content.schema';
import { AppError } from '../../core/errors';
import { sanitizeHtml } from '../../core/html';
import { Allow, parse as parsePartialJson } from 'partial-json';
import { writeWhole, type DraftPrompt, type DraftWriter } from './post-draft-writer';

/** What the editor fills in (spec 001 §7 POST /api/ai/generate-post). */
export interface PostDraft {
  title: string;
  content: string;
  excerpt: string;
  seoTitle: string;
  seoDescription: string;
}

export const AI_NOT_CONFIGURED_MESSAGE =
  'AI drafts need an OpenAI-compatible provider (OPENAI_API_KEY); the built-in assistant does not write posts.';
export const AI_FAILED_MESSAGE = 'Generation Failed: the AI provider did not answer with a usable draft. Please try again.';

const LANGUAGE_NAMES = { en: 'English', fr: 'French (Canada)' } as const;

/** The prompt: the topic and the editor's choices, and the JSON shape with the spec's limits. */
export function draftPrompt(input: PostDraftInput): DraftPrompt {
  const system = [
    'You write blog posts for a vehicle-donation charity platform.',
    'Answer with one JSON object and nothing else, with these string fields:',
    '"title" (at most 100 characters), "content" (the article as HTML using only p, h2, h3, ul, ol, li, strong, em, blockquote, a),',
    `"excerpt" (one or two sentences, at most ${CONTENT_LIMITS.excerpt} characters),`,
    `"seoTitle" (at most ${CONTENT_LIMITS.seoTitle} characters), "seoDescription" (at most ${CONTENT_LIMITS.seoDescription} characters).`,
  ].join(' ');
  const user = [
    `Topic: ${input.topic}`,
    input.categoryName ? `Category: ${input.categoryName}` : null,
    `Tone: ${AI_POST_TONES[input.tone]}`,
    `Length: ${AI_POST_LENGTHS[input.length]}`,
    `Language: ${LANGUAGE_NAMES[input.language]}`,
  ]
    .filter((line): line is string => line !== null)
    .join('\n');
  return { system, user };
}

/** The first JSON object in the text (a model may wrap it in prose or a code fence). */
export function firstJsonObject(text: string): Record<string, unknown> | null {
  for (let start = text.indexOf('{'); start !== -1; start = text.indexOf('{', start + 1)) {
    let depth = 0;
    let inString = false;
    for (let i = start; i < text.length; i += 1) {
      const c = text[i];
      if (inString) {
        if (c === '\\') i += 1;
        else if (c === '"') inString = false;
      } else if (c === '"') inString = true;
      else if (c === '{') depth += 1;
      else if (c === '}' && --depth === 0) {
        try {
          const value: unknown = JSON.parse(text.slice(start, i + 1));
          if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
        } catch {
          // not JSON after all: try the next opening brace
        }
        break;
      }
    }
  }
  return null;
}

/** Plain text of at most `max` characters, cut at a word when it can be. */
function clip(value: unknown, max: number): string {
  const text =
    typeof value === 'string'
      ? value
          .replace(/<[^>]*>/g, '')
          .replace(/\s+/g, ' ')
          .trim()
      : '';
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return (space > max * 0.6 ? cut.slice(0, space) : cut).trim();
}

/** The model's object made safe: limits of spec 001 §5/§9, content sanitised like a saved post. */
export function draftFrom(raw: Record<string, unknown>, topic: string): PostDraft | null {
  const content = typeof raw.content === 'string' ? sanitizeHtml(raw.content).slice(0, CONTENT_LIMITS.content) : '';
  if (content.replace(/<[^>]*>/g, '').trim() === '') return null;
  const title = clip(raw.title, CONTENT_LIMITS.title) || clip(topic, CONTENT_LIMITS.title);
  return {
    title,
    content,
    excerpt: clip(raw.excerpt, CONTENT_LIMITS.excerpt),
    seoTitle: clip(raw.seoTitle || title, CONTENT_LIMITS.seoTitle),
    seoDescription: clip(raw.seoDescription || raw.excerpt, CONTENT_LIMITS.seoDescription),
  };
}

/**
 * A draft as it is being written: the fields so far; `done` on the last one, which is the checked
 * draft, or says in `error` why there is none.
 */
export interface PostDraftProgress extends PostDraft {
  done: boolean;
  error: string | null;
}

const EMPTY_DRAFT: PostDraft = { title: '', content: '', excerpt: '', seoTitle: '', seoDescription: '' };

/** Progress is sent at most this often (an editor re-renders on each). */
export const PROGRESS_INTERVAL_MS = 100;

/** The fields readable in a JSON object still being written (a model may write prose before it). */
export function partialDraft(text: string): PostDraft | null {
  const start = text.indexOf('{');
  if (start === -1) return null;
  let raw: unknown;
  try {
    raw = parsePartialJson(text.slice(start), Allow.ALL);
  } catch {
    return null;
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const fields = raw as Record<string, unknown>;
  return {
    title: clip(fields.title, CONTENT_LIMITS.title),
    content: typeof fields.content === 'string' ? sanitizeHtml(fields.content).slice(0, CONTENT_LIMITS.content) : '',
    excerpt: clip(fields.excerpt, CONTENT_LIMITS.excerpt),
    seoTitle: clip(fields.seoTitle, CONTENT_LIMITS.seoTitle),
    seoDescription: clip(fields.seoDescription, CONTENT_LIMITS.seoDescription),
  };
}

const upstreamFailed = () =>
  new AppError('UPSTREAM_ERROR', 'Generation Failed: the AI provider could not be reached or refused the request.');

/** AI drafts of posts (spec 001 §2 "Generate with AI"): whole (REST, the mutation) or streamed into the editor. */
export class PostDraftService {
  /** `writer`: the writer as configured now (the settings can change it), or null without a provider. */
  constructor(private readonly writer: () => Promise<DraftWriter | null>) {}

  async generate(input: PostDraftInput): Promise<PostDraft> {
    const writer = await this.configuredWriter();
    let text: string;
    try {
      text = await writeWhole(writer, draftPrompt(input));
    } catch {
      throw upstreamFailed();
    }
    return finalDraft(text, input.topic);
  }

  /**
   * The draft as the model writes it: the readable fields at most every 100 ms, then the checked
   * draft with `done` (or the reason there is none). Refuses at once without a provider. Ending the
   * iteration early (the editor unsubscribes) stops the provider's answer.
   */
  async stream(input: PostDraftInput): Promise<AsyncGenerator<PostDraftProgress>> {
    return progressOf(await this.configuredWriter(), input);
  }

  private async configuredWriter(): Promise<DraftWriter> {
    const writer = await this.writer();
    if (!writer) throw new AppError('AI_NOT_CONFIGURED', AI_NOT_CONFIGURED_MESSAGE);
    return writer;
  }
}

async function* progressOf(writer: DraftWriter, input: PostDraftInput): AsyncGenerator<PostDraftProgress> {
  const abort = new AbortController();
  let text = '';
  let sentAt = 0;
  try {
    for await (const delta of writer.stream(draftPrompt(input), abort.signal)) {
      text += delta;
      if (Date.now() - sentAt < PROGRESS_INTERVAL_MS) continue;
      const progress = partialDraft(text);
      if (!progress) continue;
      sentAt = Date.now();
      yield { ...progress, done: false, error: null };
    }
  } catch {
    yield { ...EMPTY_DRAFT, done: true, error: upstreamFailed().message };
    return;
  } finally {
    abort.abort();
  }
  try {
    yield { ...finalDraft(text, input.topic), done: true, error: null };
  } catch (error) {
    yield { ...EMPTY_DRAFT, done: true, error: error instanceof Error ? error.message : AI_FAILED_MESSAGE };
  }
}

/** The whole answer's draft, or the failure the editor shows. */
function finalDraft(text: string, topic: string): PostDraft {
  const raw = firstJsonObject(text);
  const draft = raw ? draftFrom(raw, topic) : null;
  if (!draft) throw new AppError('UPSTREAM_ERROR', AI_FAILED_MESSAGE);
  return draft;
}
