import { setTimeout as sleep } from 'node:timers/promises';
import type { CommonQuestion } from './business-info';
import { BUILTIN_TEXT, businessFacts, contactLine } from './builtin-messages';
import { estimateTokens, type ChatProvider, type ReplyOutcome, type ReplyRequest } from './chat-provider';
import type { ChatLanguage } from '@vdp/shared/chat/chat.constants';

export const BUILTIN_MODEL = 'built-in';

const STOPWORDS = new Set(
  (
    'the and for are you your can what how does with that this from have will when which who why about ' +
    'les des est une pour que qui quoi dans avec pas sur mon mes vous votre vos est-ce comment quand quel quelle ' +
    'quels quelles elle ils aux ces cette son ses mais donc car puis-je peut-on faire fait'
  ).split(' '),
);
const GREETINGS = /^(hi|hello|hey|bonjour|salut|allo|allô|good (morning|afternoon|evening))\b/i;
/** Below this score a match is a guess, and the assistant says it does not know. */
const MIN_SCORE = 0.34;

/** Words that carry meaning: lower case, no accents, no short or common words, crude stems. */
export function keywords(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9$]+/)
    .filter((w) => w.length > 2 && !STOPWORDS.has(w))
    .map((w) => (w.length > 4 ? w.replace(/(es|s|x)$/, '') : w));
}

/** The entry whose question (and, less, answer) shares most words with the visitor's question. */
export function bestMatch(question: string, entries: CommonQuestion[]): { entry: CommonQuestion; score: number } | undefined {
  const asked = new Set(keywords(question));
  if (asked.size === 0) return undefined;
  let best: { entry: CommonQuestion; score: number } | undefined;
  for (const entry of entries) {
    const inQuestion = new Set(keywords(entry.question));
    const inAnswer = new Set(keywords(entry.answer));
    let hits = 0;
    for (const word of asked) hits += inQuestion.has(word) ? 1 : inAnswer.has(word) ? 0.4 : 0;
    const score = hits / Math.sqrt(asked.size * Math.max(1, inQuestion.size));
    if (!best || score > best.score) best = { entry, score };
  }
  return best && best.score >= MIN_SCORE ? best : undefined;
}

/** The answer the built-in assistant gives, in the visitor's language. */
export function builtInAnswer(request: Pick<ReplyRequest, 'history' | 'language' | 'business' | 'knowledge'>): string {
  const question = request.history.at(-1)?.content.trim() ?? '';
  const language: ChatLanguage = request.language;
  if (GREETINGS.test(question) && keywords(question).length <= 2) return BUILTIN_TEXT.greeting[language];
  const entries = [...request.knowledge, ...businessFacts(request.business)].filter((e) => e.language === language);
  const match = bestMatch(question, entries);
  if (match) return match.entry.answer;
  return `${BUILTIN_TEXT.unknown[language]} ${contactLine(request.business, language)}`;
}

/**
 * The assistant with no provider configured: finds the best-matching answer among the business
 * information and the common questions, and streams it word by word like a provider would.
 */
export class BuiltInAssistant implements ChatProvider {
  readonly model = BUILTIN_MODEL;
  readonly builtIn = true;

  constructor(private readonly wordDelayMs = 25) {}

  async reply(request: ReplyRequest, onDelta: (delta: string) => void): Promise<ReplyOutcome> {
    const answer = builtInAnswer(request);
    for (const piece of answer.match(/\S+\s*/g) ?? []) {
      if (request.signal.aborted) throw new Error('The reply was cancelled.');
      if (this.wordDelayMs > 0) await sleep(this.wordDelayMs);
      onDelta(piece);
    }
    return { model: this.model, finishReason: 'stop', tokens: estimateTokens(answer) };
  }
}
