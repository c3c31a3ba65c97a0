import {
  Arg,
  Args,
  Authorized,
  Ctx,
  Mutation,
  Query,
  Resolver,
  Root,
  Subscription,
  type SubscribeResolverData,
} from 'type-graphql';
import { chatMessageSchema, chatSessionCreateSchema, chatWelcomeSchema } from '@vdp/shared/validation/chat.schema';
import { pageArgsSchema } from '@vdp/shared/validation/page.schema';
import type { Connection } from '../../core/keyset';
import type { RequestContext } from '../../core/request-context';
import { parseInput } from '../../core/validation';
import { PageArgsInput } from '../../graphql/connection';
import { resolverOf } from '../../graphql/resolver-instances';
import { chatOwner } from './chat-owner';
import type { ChatAssistant, ChatReplyStarted, ChatSessionSummary, StoredChatMessage } from './chat.presenter';
import { ChatMessageSendInput, ChatSessionCreateInput } from './chat.inputs';
import type { ChatServices } from './chat.services';
import {
  ChatAssistantView,
  ChatMessageConnectionView,
  ChatMessageView,
  ChatSendResult,
  ChatSessionConnectionView,
  ChatSessionView,
  ChatStreamEvent,
} from './chat.types';
import type { StreamEvent } from './stream-order';

@Resolver()
export class ChatResolver {
  constructor(private readonly services: ChatServices) {}

  @Authorized('chat.use')
  @Query(() => ChatAssistantView, { description: 'The assistant that answers (model label of the widget).' })
  chatAssistant(): Promise<ChatAssistant> {
    return this.services.conversations.assistant();
  }

  @Authorized('chat.use')
  @Query(() => ChatSessionConnectionView, {
    description: "This browser's (or signed-in user's) conversations, the last touched first. As GET /api/chat/sessions.",
  })
  chatSessions(
    @Ctx() ctx: RequestContext,
    @Args(() => PageArgsInput) page: PageArgsInput,
  ): Promise<Connection<ChatSessionSummary>> {
    return this.services.conversations.list(ctx.em, chatOwner(ctx), parseInput(pageArgsSchema, page));
  }

  @Authorized('chat.use')
  @Query(() => ChatMessageConnectionView, {
    description:
      'The messages of one of your conversations, oldest first; `last` reads the latest. As GET /api/chat/sessions/{id}/messages.',
  })
  chatMessages(
    @Ctx() ctx: RequestContext,
    @Args(() => PageArgsInput) page: PageArgsInput,
    @Arg('sessionId', () => String, { description: 'The conversation’s public id.' }) sessionId: string,
  ): Promise<Connection<StoredChatMessage>> {
    return this.services.conversations.messages(ctx.em, chatOwner(ctx), sessionId, parseInput(pageArgsSchema, page));
  }

  @Authorized('chat.use')
  @Mutation(() => ChatSessionView, { description: 'Starts a conversation (or answers yours with the same sessionId).' })
  chatSessionCreate(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => ChatSessionCreateInput, {
      description: 'An optional id, title and (admins only) instructions, checked by chatSessionCreateSchema.',
    })
    input: ChatSessionCreateInput,
  ): Promise<ChatSessionSummary> {
    return this.services.conversations.create(ctx.em, chatOwner(ctx, true), parseInput(chatSessionCreateSchema, input));
  }

  @Authorized('chat.use')
  @Mutation(() => Boolean, { description: 'Deletes one of your conversations with its messages; true once gone.' })
  async chatSessionDelete(
    @Ctx() ctx: RequestContext,
    @Arg('sessionId', () => String, { description: 'One of your conversations’ public id; a reply being written stops.' })
    sessionId: string,
  ): Promise<boolean> {
    await this.services.conversations.remove(ctx.em, chatOwner(ctx), sessionId);
    return true;
  }

  @Authorized('chat.use')
  @Mutation(() => [ChatMessageView], { description: 'Adds the welcome message to an empty conversation.' })
  chatWelcome(
    @Ctx() ctx: RequestContext,
    @Arg('sessionId', () => String, { description: 'One of your conversations’ public id.' }) sessionId: string,
    @Arg('language', () => String, {
      nullable: true,
      description: 'The welcome’s language: en or fr (fr-CA counts as fr); en when absent or another.',
    })
    language: string | null,
  ): Promise<StoredChatMessage[]> {
    return this.services.conversations.welcome(ctx.em, chatOwner(ctx), sessionId, parseInput(chatWelcomeSchema, { language }));
  }

  @Authorized('chat.use')
  @Mutation(() => ChatSendResult, { description: 'Sends a message; the reply streams on chatStream.' })
  chatMessageSend(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => ChatMessageSendInput, { description: 'The conversation and the question, checked by chatMessageSchema.' })
    input: ChatMessageSendInput,
  ): Promise<ChatReplyStarted> {
    return this.services.conversations.start(ctx.em, chatOwner(ctx), input.sessionId, parseInput(chatMessageSchema, input));
  }

  @Authorized('chat.use')
  @Subscription(() => ChatStreamEvent, {
    description: 'The replies of one of your conversations as they are written; the text so far comes first.',
    subscribe: ({ args, context, info }: SubscribeResolverData<unknown, { sessionId: string }, RequestContext>) =>
      resolverOf(info, ChatResolver).streamOf(args.sessionId, context),
  })
  chatStream(
    @Root() event: StreamEvent,
    @Arg('sessionId', () => String, { description: 'One of your conversations’ public id.' }) _sessionId: string,
  ): StreamEvent {
    return event;
  }

  /** chatStream's subscribe step: the replies of one of the caller's own sessions. */
  streamOf(sessionId: string, ctx: RequestContext): Promise<AsyncIterable<StreamEvent>> {
    return this.services.conversations.stream(ctx.em, chatOwner(ctx), sessionId);
  }
}
