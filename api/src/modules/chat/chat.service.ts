import crypto from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { DEFAULT_SESSION_TITLE, type ChatLanguage } from '@vdp/shared/chat/chat.constants';
import type { PageArgs } from '@vdp/shared/paging/page-args';
import type { ChatMessageInput, ChatSessionCreate } from '@vdp/shared/validation/chat.schema';
import { AppError, badInput, conflict, forbidden, notFound } from '../../core/errors';
import { UNSTORABLE_TEXT } from '../../core/validation';
import type { Connection, CursorFieldNames } from '../../core/keyset';
import type { Transactions } from '../../core/transactions';
import { englishText } from '../../core/validation';
import { User } from '../users/user.entity';
import { BUILTIN_TEXT } from './builtin-messages';
import { businessInfoText } from './business-info';
import type { ChatConfigService } from './chat-config.service';
import { withinBudget } from './chat-history';
import { chatLanguage } from './chat-language';
import { ChatMessage } from './chat-message.entity';
import type { ChatOwner } from './chat-owner';
import { messagesPage, ownerSessionsPage } from './chat-pages';
import { estimateTokens, type ChatProvider, type ChatTurn } from './chat-provider';
import type { ChatRateLimit } from './chat-rate-limit';
import { ChatSession } from './chat-session.entity';
import type { ChatStreams } from './chat-streams';
import {
  presentMessage,
  presentSession,
  type ChatAssistant,
  type ChatReplyStarted,
  type ChatSessionSummary,
  type StoredChatMessage,
} from './chat.presenter';
import { CHAT_SERVER_LIMITS } from './chat.constants';
import type { StreamEvent } from './stream-order';

/** Shown to the visitor when the provider fails (spec 000 §8). */
export const REPLY_FAILED = 'Failed to send message';
const RECENT_TURNS = 40;
/** The last page of a conversation, in the service's default size. */
const LATEST_PAGE: PageArgs = { first: null, after: null, last: CHAT_SERVER_LIMITS.messagesPageSize, before: null };

/** The needs of ChatService, made once by chat.services.ts. */
export interface ChatServiceDeps {
  /** The provider as configured now (the settings can change it). */
  provider: () => Promise<ChatProvider>;
  config: ChatConfigService;
  streams: ChatStreams;
  rate: ChatRateLimit;
  transactions: Transactions;
  /** A fresh EntityManager for a reply written after its request has been answered. */
  fork: () => EntityManager;
  log?: (message: string) => void;
}

/** Conversations of visitors with the assistant: who may see them, and how replies are made. */
export class ChatService {
  private readonly running = new Map<string, AbortController>();
  private readonly log: (message: string) => void;

  constructor(private readonly deps: ChatServiceDeps) {
    this.log = deps.log ?? ((message) => console.error(message));
  }

  async assistant(): Promise<ChatAssistant> {
    const provider = await this.deps.provider();
    return { model: provider.model, builtIn: provider.builtIn };
  }

  /** The owner's own conversations, the last touched first, a page at a time. */
  list(em: EntityManager, owner: ChatOwner, page: PageArgs, fields?: CursorFieldNames): Promise<Connection<ChatSessionSummary>> {
    return ownerSessionsPage(em, owner, page, fields);
  }

  /** A new conversation, or the owner's own one with the same sessionId. Only admins give one instructions. */
  async create(em: EntityManager, owner: ChatOwner, input: ChatSessionCreate): Promise<ChatSessionSummary> {
    if (input.systemPrompt && owner.user?.role !== 'admin') {
      throw badInput([{ field: 'systemPrompt', message: englishText({ id: 'chat.session.promptAdminOnly' }) }]);
    }
    const sessionId = input.sessionId ?? crypto.randomUUID();
    const existing = await em.findOne(ChatSession, { sessionId });
    if (existing) {
      this.assertOwner(existing, owner);
      return presentSession(existing);
    }
    const session = em.create(ChatSession, {
      sessionId,
      title: input.title,
      systemPrompt: input.systemPrompt,
      model: (await this.deps.provider()).model,
      ownerKey: owner.browserKey,
      user: owner.user ? em.getReference(User, owner.user.id) : null,
    });
    await em.flush();
    return presentSession(session);
  }

  /** The session if this owner may see it: 404 when unknown, 403 when another browser's. */
  async get(em: EntityManager, owner: ChatOwner, sessionId: string): Promise<ChatSessionSummary> {
    return presentSession(await this.find(em, owner, sessionId));
  }

  /** One of the owner's conversations, oldest first, a page at a time (the widget opens at the last page). */
  async messages(
    em: EntityManager,
    owner: ChatOwner,
    sessionId: string,
    page: PageArgs,
    fields?: CursorFieldNames,
  ): Promise<Connection<StoredChatMessage>> {
    return messagesPage(em, await this.find(em, owner, sessionId), page, fields);
  }

  async remove(em: EntityManager, owner: ChatOwner, sessionId: string): Promise<void> {
    const session = await this.find(em, owner, sessionId);
    this.running.get(sessionId)?.abort();
    await em.removeAndFlush(session);
  }

  /** An empty conversation gets the welcome message (once); answers its latest messages (a page, oldest first). */
  async welcome(
    em: EntityManager,
    owner: ChatOwner,
    sessionId: string,
    { language }: { language: ChatLanguage | null },
  ): Promise<StoredChatMessage[]> {
    const session = await this.find(em, owner, sessionId);
    const content = BUILTIN_TEXT.welcome[chatLanguage(language, '')];
    await this.deps.transactions.run(em, async (tx) => {
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
    return (await messagesPage(em, session, LATEST_PAGE)).edges.map((edge) => edge.node);
  }

  /** Stores the visitor's message and starts the reply, which streams on chatStream; a failure ends the stream. */
  async start(em: EntityManager, owner: ChatOwner, sessionId: string, input: ChatMessageInput): Promise<ChatReplyStarted> {
    const { userMessage, replyId, reply } = await this.send(em, owner, sessionId, input);
    reply.catch(() => undefined); // the failure reaches the client as the stream's done event
    return { userMessage, replyId };
  }

  /** Stores the visitor's message and answers the assistant's stored reply (502 when the provider fails). */
  async ask(em: EntityManager, owner: ChatOwner, sessionId: string, input: ChatMessageInput): Promise<StoredChatMessage> {
    return (await this.send(em, owner, sessionId, input)).reply;
  }

  /** The replies of one of the owner's sessions as they are written, the text so far first. */
  async stream(em: EntityManager, owner: ChatOwner, sessionId: string): Promise<AsyncIterable<StreamEvent>> {
    await this.find(em, owner, sessionId);
    return this.deps.streams.subscribe(sessionId);
  }

  /** Stops the replies in progress (server shutdown). */
  abortAll(): void {
    for (const controller of this.running.values()) controller.abort();
  }

  private async find(em: EntityManager, owner: ChatOwner, sessionId: string): Promise<ChatSession> {
    // an id no session has: PostgreSQL cannot even compare text holding NUL (a 500 otherwise; issue 16 §2)
    if (UNSTORABLE_TEXT.test(sessionId)) throw notFound('Chat session not found.');
    const session = await em.findOne(ChatSession, { sessionId });
    if (!session) throw notFound('Chat session not found.');
    this.assertOwner(session, owner);
    return session;
  }

  private assertOwner(session: ChatSession, owner: ChatOwner): void {
    if (owner.user?.role === 'admin') return;
    if (owner.browserKey && session.ownerKey === owner.browserKey) return;
    if (owner.user && session.user && session.user.id === owner.user.id) return;
    throw forbidden('This chat session belongs to someone else.');
  }

  private async send(
    em: EntityManager,
    owner: ChatOwner,
    sessionId: string,
    { content, language }: ChatMessageInput,
  ): Promise<ChatReplyStarted & { reply: Promise<StoredChatMessage> }> {
    const session = await this.find(em, owner, sessionId);
    const { streams } = this.deps;
    if (streams.isBusy(session.sessionId)) {
      throw conflict('The assistant is still answering in this conversation. Please wait for the reply.');
    }
    await this.deps.rate.take(session.sessionId, owner.clientKey);
    const userMessage = await this.deps.transactions.run(em, async (tx) => {
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
    streams.begin(session.sessionId, replyId);
    const reply = this.produce(session, replyId, chatLanguage(language, content));
    return { userMessage: presentMessage(userMessage), replyId, reply };
  }

  /** Writes the reply: streamed as the provider writes it, stored once complete (nothing stored on failure). */
  private async produce(session: ChatSession, replyId: string, language: ChatLanguage): Promise<StoredChatMessage> {
    const { sessionId, id: rowId } = session;
    const { config: configs, streams } = this.deps;
    const provider = await this.deps.provider();
    const controller = new AbortController();
    this.running.set(sessionId, controller);
    try {
      const em = this.deps.fork();
      const config = await configs.current(em);
      const recent = await em.find(
        ChatMessage,
        { session: rowId },
        { orderBy: { createdAt: 'desc', id: 'desc' }, limit: RECENT_TURNS },
      );
      const history = withinBudget(recent.reverse().map((m): ChatTurn => ({ role: m.role, content: m.content })));
      const systemPrompt = [
        config.systemPrompt,
        session.systemPrompt,
        `Business information:\n${businessInfoText(config.businessInfo)}`,
      ]
        .filter(Boolean)
        .join('\n\n');
      let text = '';
      const outcome = await provider.reply(
        {
          systemPrompt,
          history,
          language,
          business: config.businessInfo,
          knowledge: configs.knowledge(config),
          signal: controller.signal,
        },
        (delta) => {
          text += delta;
          streams.append(sessionId, delta);
        },
      );
      if (!text.trim()) throw new Error('The provider answered nothing.');
      const stored = await this.deps.transactions.run(em, async (tx) => {
        const row = await tx.findOneOrFail(ChatSession, rowId);
        row.messageCount += 1;
        row.lastMessageAt = new Date();
        return tx.create(ChatMessage, {
          session: row,
          role: 'assistant',
          content: text,
          tokens: outcome.tokens,
          model: outcome.model.slice(0, 50),
          finishReason: outcome.finishReason.slice(0, 30),
          metadata: { replyId, language },
        });
      });
      streams.finish(sessionId, { storedMessageId: stored.id });
      return presentMessage(stored);
    } catch (error) {
      streams.finish(sessionId, { error: REPLY_FAILED });
      if (!controller.signal.aborted) this.log(`chat reply failed: ${(error as Error).message}`);
      throw new AppError('UPSTREAM_ERROR', REPLY_FAILED);
    } finally {
      this.running.delete(sessionId);
    }
  }
}
