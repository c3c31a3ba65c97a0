import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../core/request-context';
import { AssistantConfigView, BusinessInfoInput } from './chat-config.types';
import { ChatSessionFilterInput } from './chat.inputs';
import { ChatMessageView, ChatSessionView, ChatStatsView } from './chat.types';
import type { ChatServices } from './chat.services';

@Resolver()
export class ChatAdminResolver {
  constructor(private readonly services: ChatServices) {}

  @Authorized('chat.admin')
  @Query(() => [ChatSessionView], { description: 'Every conversation, filtered and sorted (admin).' })
  async chatAdminSessions(
    @Arg('filter', () => ChatSessionFilterInput, { nullable: true }) filter: ChatSessionFilterInput | null,
    @Ctx() ctx: RequestContext,
  ): Promise<ChatSessionView[]> {
    return (await this.services.admin.sessions(ctx.em, filter ?? {})).map(ChatSessionView.of);
  }

  @Authorized('chat.admin')
  @Query(() => [ChatMessageView], { description: 'The messages of any conversation (admin).' })
  async chatAdminMessages(
    @Arg('sessionId', () => String) sessionId: string,
    @Ctx() ctx: RequestContext,
  ): Promise<ChatMessageView[]> {
    return (await this.services.admin.messages(ctx.em, sessionId)).map(ChatMessageView.of);
  }

  @Authorized('chat.admin')
  @Query(() => ChatStatsView)
  async chatAdminStats(@Ctx() ctx: RequestContext): Promise<ChatStatsView> {
    return Object.assign(new ChatStatsView(), await this.services.admin.stats(ctx.em));
  }

  @Authorized('chat.admin')
  @Query(() => AssistantConfigView)
  async chatAssistantConfig(@Ctx() ctx: RequestContext): Promise<AssistantConfigView> {
    return AssistantConfigView.of(await this.services.config.current(ctx.em));
  }

  @Authorized('chat.admin')
  @Mutation(() => AssistantConfigView, { description: 'New assistant instructions (a new version).' })
  async chatSystemPromptUpdate(
    @Arg('systemPrompt', () => String) systemPrompt: string,
    @Ctx() ctx: RequestContext,
  ): Promise<AssistantConfigView> {
    return AssistantConfigView.of(await this.services.config.updateSystemPrompt(ctx.em, ctx.user, systemPrompt));
  }

  @Authorized('chat.admin')
  @Mutation(() => AssistantConfigView, { description: 'New business information (a new version).' })
  async chatBusinessInfoUpdate(
    @Arg('input', () => BusinessInfoInput) input: BusinessInfoInput,
    @Ctx() ctx: RequestContext,
  ): Promise<AssistantConfigView> {
    return AssistantConfigView.of(await this.services.config.updateBusinessInfo(ctx.em, ctx.user, input));
  }
}
