import { Arg, Authorized, Ctx, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { chatOwner } from './chat-owner';
import { ChatMessageSendInput, ChatSessionCreateInput } from './chat.inputs';
import { ChatAssistantView, ChatMessageView, ChatSendResult, ChatSessionView, ChatStreamEvent } from './chat.types';
import type { StreamEvent } from './stream-order';

@Resolver()
export class ChatResolver {
  @Authorized('chat.use')
  @Query(() => ChatAssistantView, { description: 'The assistant that answers (model label of the widget).' })
  chatAssistant(@Ctx() ctx: RequestContext): ChatAssistantView {
    return Object.assign(new ChatAssistantView(), ctx.services.chat.conversations.assistant);
  }

  @Authorized('chat.use')
  @Query(() => [ChatSessionView], { description: "This browser's (or signed-in user's) conversations." })
  async chatSessions(@Ctx() ctx: RequestContext): Promise<ChatSessionView[]> {
    const sessions = await ctx.services.chat.conversations.list(ctx.em, chatOwner(ctx));
    return sessions.map(ChatSessionView.of);
  }

  @Authorized('chat.use')
  @Query(() => [ChatMessageView], { description: 'The messages of one of your conversations, oldest first.' })
  async chatMessages(@Arg('sessionId', () => String) sessionId: string, @Ctx() ctx: RequestContext): Promise<ChatMessageView[]> {
    const messages = await ctx.services.chat.conversations.messages(ctx.em, chatOwner(ctx), sessionId);
    return messages.map(ChatMessageView.of);
  }

  @Authorized('chat.use')
  @Mutation(() => ChatSessionView, { description: 'Starts a conversation (or answers yours with the same sessionId).' })
  async chatSessionCreate(
    @Arg('input', () => ChatSessionCreateInput) input: ChatSessionCreateInput,
    @Ctx() ctx: RequestContext,
  ): Promise<ChatSessionView> {
    return ChatSessionView.of(await ctx.services.chat.conversations.create(ctx.em, chatOwner(ctx, true), input));
  }

  @Authorized('chat.use')
  @Mutation(() => Boolean)
  async chatSessionDelete(@Arg('sessionId', () => String) sessionId: string, @Ctx() ctx: RequestContext): Promise<boolean> {
    await ctx.services.chat.conversations.remove(ctx.em, chatOwner(ctx), sessionId);
    return true;
  }

  @Authorized('chat.use')
  @Mutation(() => [ChatMessageView], { description: 'Adds the welcome message to an empty conversation.' })
  async chatWelcome(
    @Arg('sessionId', () => String) sessionId: string,
    @Arg('language', () => String, { nullable: true }) language: string | null,
    @Ctx() ctx: RequestContext,
  ): Promise<ChatMessageView[]> {
    const messages = await ctx.services.chat.conversations.welcome(ctx.em, chatOwner(ctx), sessionId, language);
    return messages.map(ChatMessageView.of);
  }

  @Authorized('chat.use')
  @Mutation(() => ChatSendResult, { description: 'Sends a message; the reply streams on chatStream.' })
  async chatMessageSend(
    @Arg('input', () => ChatMessageSendInput) input: ChatMessageSendInput,
    @Ctx() ctx: RequestContext,
  ): Promise<ChatSendResult> {
    const { userMessage, replyId, reply } = await ctx.services.chat.conversations.send(ctx.em, chatOwner(ctx), input);
    reply.catch(() => undefined); // the failure reaches the client as the stream's done event
    return Object.assign(new ChatSendResult(), { userMessage: ChatMessageView.of(userMessage), replyId });
  }

  @Authorized('chat.use')
  @Subscription(() => ChatStreamEvent, {
    description: 'The replies of one of your conversations as they are written; the text so far comes first.',
    subscribe: async ({ args, context }) => {
      const ctx = context as RequestContext;
      const sessionId = (args as { sessionId: string }).sessionId;
      await ctx.services.chat.conversations.get(ctx.em, chatOwner(ctx), sessionId);
      return ctx.services.chat.streams.subscribe(sessionId);
    },
  })
  chatStream(@Root() event: StreamEvent, @Arg('sessionId', () => String) _sessionId: string): ChatStreamEvent {
    return Object.assign(new ChatStreamEvent(), event);
  }
}
