import { Arg, Authorized, Ctx, Mutation, Query, Resolver, Root, Subscription, type SubscribeResolverData } from 'type-graphql';
import { resolverOf } from '../../graphql/resolver-instances';
import type { RequestContext } from '../../core/request-context';
import { chatOwner } from './chat-owner';
import { ChatMessageSendInput, ChatSessionCreateInput } from './chat.inputs';
import { ChatAssistantView, ChatMessageView, ChatSendResult, ChatSessionView, ChatStreamEvent } from './chat.types';
import type { StreamEvent } from './stream-order';
import type { ChatServices } from './chat.services';

@Resolver()
export class ChatResolver {
  constructor(private readonly services: ChatServices) {}

  @Authorized('chat.use')
  @Query(() => ChatAssistantView, { description: 'The assistant that answers (model label of the widget).' })
  chatAssistant(): ChatAssistantView {
    return Object.assign(new ChatAssistantView(), this.services.conversations.assistant);
  }

  @Authorized('chat.use')
  @Query(() => [ChatSessionView], { description: "This browser's (or signed-in user's) conversations." })
  async chatSessions(@Ctx() ctx: RequestContext): Promise<ChatSessionView[]> {
    const sessions = await this.services.conversations.list(ctx.em, chatOwner(ctx));
    return sessions.map(ChatSessionView.of);
  }

  @Authorized('chat.use')
  @Query(() => [ChatMessageView], { description: 'The messages of one of your conversations, oldest first.' })
  async chatMessages(@Arg('sessionId', () => String) sessionId: string, @Ctx() ctx: RequestContext): Promise<ChatMessageView[]> {
    const messages = await this.services.conversations.messages(ctx.em, chatOwner(ctx), sessionId);
    return messages.map(ChatMessageView.of);
  }

  @Authorized('chat.use')
  @Mutation(() => ChatSessionView, { description: 'Starts a conversation (or answers yours with the same sessionId).' })
  async chatSessionCreate(
    @Arg('input', () => ChatSessionCreateInput) input: ChatSessionCreateInput,
    @Ctx() ctx: RequestContext,
  ): Promise<ChatSessionView> {
    return ChatSessionView.of(await this.services.conversations.create(ctx.em, chatOwner(ctx, true), input));
  }

  @Authorized('chat.use')
  @Mutation(() => Boolean)
  async chatSessionDelete(@Arg('sessionId', () => String) sessionId: string, @Ctx() ctx: RequestContext): Promise<boolean> {
    await this.services.conversations.remove(ctx.em, chatOwner(ctx), sessionId);
    return true;
  }

  @Authorized('chat.use')
  @Mutation(() => [ChatMessageView], { description: 'Adds the welcome message to an empty conversation.' })
  async chatWelcome(
    @Arg('sessionId', () => String) sessionId: string,
    @Arg('language', () => String, { nullable: true }) language: string | null,
    @Ctx() ctx: RequestContext,
  ): Promise<ChatMessageView[]> {
    const messages = await this.services.conversations.welcome(ctx.em, chatOwner(ctx), sessionId, language);
    return messages.map(ChatMessageView.of);
  }

  @Authorized('chat.use')
  @Mutation(() => ChatSendResult, { description: 'Sends a message; the reply streams on chatStream.' })
  async chatMessageSend(
    @Arg('input', () => ChatMessageSendInput) input: ChatMessageSendInput,
    @Ctx() ctx: RequestContext,
  ): Promise<ChatSendResult> {
    const { userMessage, replyId, reply } = await this.services.conversations.send(ctx.em, chatOwner(ctx), input);
    reply.catch(() => undefined); // the failure reaches the client as the stream's done event
    return Object.assign(new ChatSendResult(), { userMessage: ChatMessageView.of(userMessage), replyId });
  }

  @Authorized('chat.use')
  @Subscription(() => ChatStreamEvent, {
    description: 'The replies of one of your conversations as they are written; the text so far comes first.',
    subscribe: ({ args, context, info }: SubscribeResolverData<unknown, { sessionId: string }, RequestContext>) =>
      resolverOf(info, ChatResolver).streamOf(args.sessionId, context),
  })
  chatStream(@Root() event: StreamEvent, @Arg('sessionId', () => String) _sessionId: string): ChatStreamEvent {
    return Object.assign(new ChatStreamEvent(), event);
  }

  /** chatStream's subscribe step: the replies of one of the caller's own sessions. */
  async streamOf(sessionId: string, ctx: RequestContext): Promise<AsyncIterable<StreamEvent>> {
    await this.services.conversations.get(ctx.em, chatOwner(ctx), sessionId);
    return this.services.streams.subscribe(sessionId);
  }
}
