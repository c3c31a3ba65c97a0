import { Arg, Args, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { businessInfoSchema, chatSessionFilterSchema, chatSystemPromptSchema } from '@vdp/shared/validation/chat.schema';
import { pageArgsSchema } from '@vdp/shared/validation/page.schema';
import type { Connection } from '../../core/keyset';
import type { RequestContext } from '../../core/request-context';
import { parseInput } from '../../core/validation';
import { PageArgsInput } from '../../graphql/connection';
import type { AssistantConfig } from './chat-config.presenter';
import { AssistantConfigView } from './chat-config.types';
import type { ChatStats } from './chat-stats.presenter';
import type { ChatSessionSummary, StoredChatMessage } from './chat.presenter';
import { BusinessInfoInput, ChatSessionFilterInput } from './chat.inputs';
import type { ChatServices } from './chat.services';
import { ChatMessageConnectionView, ChatSessionConnectionView, ChatStatsView } from './chat.types';

@Resolver()
export class ChatAdminResolver {
  constructor(private readonly services: ChatServices) {}

  @Authorized('chat.admin')
  @Query(() => ChatSessionConnectionView, {
    description:
      'Every conversation, filtered and sorted (admin), 20 a page unless `first` or `last` says. As GET /api/admin/chat/sessions.',
  })
  chatAdminSessions(
    @Ctx() ctx: RequestContext,
    @Args(() => PageArgsInput) page: PageArgsInput,
    @Arg('filter', () => ChatSessionFilterInput, {
      nullable: true,
      description: 'Narrows and sorts the list; every field optional.',
    })
    filter: ChatSessionFilterInput | null,
  ): Promise<Connection<ChatSessionSummary>> {
    return this.services.admin.sessions(ctx.em, parseInput(chatSessionFilterSchema, filter), parseInput(pageArgsSchema, page));
  }

  @Authorized('chat.admin')
  @Query(() => ChatMessageConnectionView, {
    description:
      'The messages of any conversation (admin), oldest first; `last` reads its latest. As GET /api/admin/chat/sessions/{sessionId}/messages.',
  })
  chatAdminMessages(
    @Ctx() ctx: RequestContext,
    @Args(() => PageArgsInput) page: PageArgsInput,
    @Arg('sessionId', () => String, { description: 'The conversation’s public id.' }) sessionId: string,
  ): Promise<Connection<StoredChatMessage>> {
    return this.services.admin.messages(ctx.em, sessionId, parseInput(pageArgsSchema, page));
  }

  @Authorized('chat.admin')
  @Query(() => ChatStatsView, { description: 'Chat activity for the admin screen: conversations and messages per day.' })
  chatAdminStats(@Ctx() ctx: RequestContext): Promise<ChatStats> {
    return this.services.admin.stats(ctx.em);
  }

  @Authorized('chat.admin')
  @Query(() => AssistantConfigView, {
    description: "The assistant's current setup: its system prompt, business facts and common questions.",
  })
  chatAssistantConfig(@Ctx() ctx: RequestContext): Promise<AssistantConfig> {
    return this.services.config.current(ctx.em);
  }

  @Authorized('chat.admin')
  @Mutation(() => AssistantConfigView, { description: 'New assistant instructions (a new version).' })
  chatSystemPromptUpdate(
    @Ctx() ctx: RequestContext,
    @Arg('systemPrompt', () => String, {
      description: 'The instructions, 1 to CHAT_LIMITS.maxSystemPromptLength (8000) characters; replace the current ones.',
    })
    systemPrompt: string,
  ): Promise<AssistantConfig> {
    const input = parseInput(chatSystemPromptSchema, { systemPrompt });
    return this.services.config.updateSystemPrompt(ctx.em, ctx.user, input.systemPrompt);
  }

  @Authorized('chat.admin')
  @Mutation(() => AssistantConfigView, { description: 'New business information (a new version).' })
  chatBusinessInfoUpdate(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => BusinessInfoInput, {
      description: 'The whole business information (it replaces the current one), checked by businessInfoSchema.',
    })
    input: BusinessInfoInput,
  ): Promise<AssistantConfig> {
    return this.services.config.updateBusinessInfo(ctx.em, ctx.user, parseInput(businessInfoSchema, input));
  }
}
