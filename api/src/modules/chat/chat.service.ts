import crypto from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, badInput, conflict, forbidden, notFound } from '../../core/errors';
import { User } from '../users/user.entity';
import { BUILTIN_TEXT } from './builtin-messages';
import { businessInfoText } from './business-info';
import type { ChatConfigService } from './chat-config.service';
import { withinBudget } from './chat-history';
import { chatLanguage } from './chat-language';
import type { ChatOwner } from './chat-owner';
import { estimateTokens, type ChatProvider, type ChatTurn } from './chat-provider';
import type { ChatRateLimit } from './chat-rate-limit';
import type { ChatStreams } from './chat-streams';
import { ChatMessage } from './chat-message.entity';
import { ChatSession } from './chat-session.entity';
import { CHAT_LIMITS, DEFAULT_SESSION_TITLE, type ChatLanguage } from './chat.constants';

export interface CreateSessionInput {
  sessionId?: unknown;
  title?: unknown;
  systemPrompt?: unknown;
}

export interface SendInput {
  sessionId: string;
  content: unknown;
  language?: unknown;
}

export interface SendResult {
  userMessage: ChatMessage;
  replyId: string;
  /** The stored assistant message; rejects (storing nothing) when the provider fails. */
  reply: Promise<ChatMessage>;
}

/** Shown to the visitor when the provider fails (spec 000 §8). */
export const REPLY_FAILED = 'Failed to send message';
const RECENT_TURNS = 40;

/** Conversations of visitors with the assistant: who may see them, and how replies are made. */
export class ChatService {
  private readonly running = new Map<string, AbortController>();

  constructor(
    private readonly provider: ChatProvider,
    private readonly config: ChatConfigService,
    private readonly streams: ChatStreams,
    private readonly rate: ChatRateLimit,
    private readonly fork: () => EntityManager,
    private readonly log: (message: string) => void = (message) => console.error(message),
  ) {}

  get assistant(): { model: string; builtIn: boolean } {
    return { model: this.provider.model, builtIn: this.provider.builtIn };
  }

  /** The owner's own conversations, most recent first. */
  async list(em: EntityManager, owner: ChatOwner): Promise<ChatSession[]> {
    const mine = [
      ...(owner.browserKey ? [{ ownerKey: owner.browserKey }] : []),
      ...(owner.user ? [{ user: owner.user.id }] : []),
    ];
    if (mine.length === 0) return [];
    return em.find(ChatSession, { $or: mine }, { orderBy: { updatedAt: 'desc', id: 'desc' }, limit: 100 });
  }

  async create(em: EntityManager, owner: ChatOwner, input: CreateSessionInput): Promise<ChatSession> {
    const problems = [];
    const title = input.title === undefined || input.title === null ? DEFAULT_SESSION_TITLE : input.title;
    if (typeof title !== 'string' || !title.trim() || title.length > CHAT_LIMITS.maxTitleLength) {
      problems.push({ field: 'title', message: `title must be 1 to ${CHAT_LIMITS.maxTitleLength} characters` });
    }
    const sessionId = input.sessionId ?? crypto.randomUUID();
    if (typeof sessionId !== 'string' || !CHAT_LIMITS.sessionIdPattern.test(sessionId)) {
      problems.push({ field: 'sessionId', message: 'sessionId must be 8 to 64 letters, digits, dashes or underscores' });
    }
    const prompt = input.systemPrompt;
    if (prompt !== undefined && prompt !== null && prompt !== '') {
      if (owner.user?.role !== 'admin') problems.push({ field: 'systemPrompt', message: 'Only admins can set systemPrompt' });
      else if (typeof prompt !== 'string' || prompt.length > CHAT_LIMITS.maxSystemPromptLength) {
        problems.push({
          field: 'systemPrompt',
          message: `systemPrompt must be at most ${CHAT_LIMITS.maxSystemPromptLength} characters`,
        });
      }
    }
    if (problems.length > 0) throw badInput(problems);
    const existing = await em.findOne(ChatSession, { sessionId: sessionId as string });
    if (existing) {
      this.assertOwner(existing, owner);
      return existing;
    }
    const session = em.create(ChatSession, {
      sessionId: sessionId as string,
      title: (title as string).trim(),
      systemPrompt: typeof prompt === 'string' && prompt ? prompt : null,
      model: this.provider.model,
      ownerKey: owner.browserKey,
      user: owner.user ? em.getReference(User, owner.user.id) : null,
    });
    await em.flush();
    return session;
  }

  /** The session if this owner may see it: 404 when unknown, 403 when another browser's. */
  async get(em: EntityManager, owner: ChatOwner, sessionId: string): Promise<ChatSession> {
    const session = await em.findOne(ChatSession, { sessionId });
    if (!session) throw notFound('Chat session not found.');
    this.assertOwner(session, owner);
    return session;
  }

  async messages(em: EntityManager, owner: ChatOwner, sessionId: string): Promise<ChatMessage[]> {
    const session = await this.get(em, owner, sessionId);
    return em.find(ChatMessage, { session }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  }

  async remove(em: EntityManager, owner: ChatOwner, sessionId: string): Promise<void> {
    const session = await this.get(em, owner, sessionId);
    this.running.get(sessionId)?.abort();
    await em.removeAndFlush(session);
  }

  /** An empty conversation gets the welcome message (once); answers the messages. */
  async welcome(em: EntityManager, owner: ChatOwner, sessionId: string, language: unknown): Promise<ChatMessage[]> {
    const session = await this.get(em, owner, sessionId);
    const content = BUILTIN_TEXT.welcome[chatLanguage(language, '')];
    await em.transactional(async (tx) => {
      const claimed = await tx.nativeUpdate(
        ChatSession,
        { id: session.id, messageCount: 0 },
        { messageCount: 1, lastMessageAt: new Date() },
      );
      if (claimed === 1) {
        tx.create(ChatMessage, {
          session: tx.getReference(ChatSession, session.id),
          role: 'assistant',
          content,
          tokens: estimateTokens(content),
          finishReason: 'welcome',
        });
      }
    });
    em.clear();
    return this.messages(em, owner, sessionId);
  }

  /** Stores the visitor's message and starts the reply, streamed through ChatStreams. */
  async send(em: EntityManager, owner: ChatOwner, input: SendInput): Promise<SendResult> {
    const content = typeof input.content === 'string' ? input.content.trim() : '';
    if (!content) throw badInput([{ field: 'content', message: 'Message cannot be empty' }]);
    if (content.length > CHAT_LIMITS.maxMessageLength) {
      throw badInput([{ field: 'content', message: `Message must be at most ${CHAT_LIMITS.maxMessageLength} characters` }]);
    }
    const session = await this.get(em, owner, input.sessionId);
    if (this.streams.isBusy(session.sessionId)) {
      throw conflict('The assistant is still answering in this conversation. Please wait for the reply.');
    }
    await this.rate.take(session.sessionId, owner.clientKey);
    const language = chatLanguage(input.language, content);
    const userMessage = await em.transactional(async (tx) => {
      const message = tx.create(ChatMessage, {
        session: tx.getReference(ChatSession, session.id),
        role: 'user',
        content,
        tokens: estimateTokens(content),
      });
      const fresh = await tx.findOneOrFail(ChatSession, session.id);
      if (fresh.title === DEFAULT_SESSION_TITLE) fresh.title = content.slice(0, 60); // named by its first question
      fresh.messageCount += 1;
      fresh.lastMessageAt = new Date();
      return message;
    });
    const replyId = crypto.randomUUID();
    this.streams.begin(session.sessionId, replyId);
    const reply = this.produce(session.sessionId, session.id, session.systemPrompt ?? null, replyId, language);
    return { userMessage, replyId, reply };
  }

  /** Stops the replies in progress (server shutdown). */
  abortAll(): void {
    for (const controller of this.running.values()) controller.abort();
  }

  private assertOwner(session: ChatSession, owner: ChatOwner): void {
    if (owner.user?.role === 'admin') return;
    if (owner.browserKey && session.ownerKey === owner.browserKey) return;
    if (owner.user && session.user && session.user.id === owner.user.id) return;
    throw forbidden('This chat session belongs to someone else.');
  }

  private async produce(
    sessionId: string,
    rowId: number,
    sessionPrompt: string | null,
    replyId: string,
    language: ChatLanguage,
  ): Promise<ChatMessage> {
    const controller = new AbortController();
    this.running.set(sessionId, controller);
    try {
      const em = this.fork();
      const config = await this.config.current(em);
      const recent = await em.find(
        ChatMessage,
        { session: rowId },
        { orderBy: { createdAt: 'desc', id: 'desc' }, limit: RECENT_TURNS },
      );
      const history = withinBudget(recent.reverse().map((m): ChatTurn => ({ role: m.role, content: m.content })));
      const systemPrompt = [config.systemPrompt, sessionPrompt, `Business information:\n${businessInfoText(config.businessInfo)}`]
        .filter(Boolean)
        .join('\n\n');
      let text = '';
      const outcome = await this.provider.reply(
        {
          systemPrompt,
          history,
          language,
          business: config.businessInfo,
          knowledge: this.config.knowledge(config),
          signal: controller.signal,
        },
        (delta) => {
          text += delta;
          this.streams.append(sessionId, delta);
        },
      );
      if (!text.trim()) throw new Error('The provider answered nothing.');
      const stored = await em.transactional(async (tx) => {
        const session = await tx.findOneOrFail(ChatSession, rowId);
        session.messageCount += 1;
        session.lastMessageAt = new Date();
        return tx.create(ChatMessage, {
          session,
          role: 'assistant',
          content: text,
          tokens: outcome.tokens,
          model: outcome.model.slice(0, 50),
          finishReason: outcome.finishReason.slice(0, 30),
          metadata: { replyId, language },
        });
      });
      this.streams.finish(sessionId, { storedMessageId: stored.id });
      return stored;
    } catch (error) {
      this.streams.finish(sessionId, { error: REPLY_FAILED });
      if (!controller.signal.aborted) this.log(`chat reply failed: ${(error as Error).message}`);
      throw new AppError('UPSTREAM_ERROR', REPLY_FAILED);
    } finally {
      this.running.delete(sessionId);
    }
  }
}
