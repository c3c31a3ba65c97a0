import { businessInfoSchema, chatSessionFilterSchema, chatSystemPromptSchema } from '@vdp/shared/validation/chat.schema';
import { parseInput } from '../../core/validation';
import { endpoint } from '../../rest/endpoint';
import { RestRoutes } from '../../rest/rest-routes';
import type { ChatServices } from './chat.services';

/** The assistant configuration and chat history calls (spec 001 §7), admin only. */
export function chatAdminRoutes(services: ChatServices): RestRoutes {
  const { admin, config } = services;
  return new RestRoutes()
    .get(
      '/chat/config',
      endpoint('chat.admin', (ctx) => config.current(ctx.em), {
        summary: 'The assistant’s setup: system prompt, business facts, common questions',
      }),
    )
    .put(
      '/chat/system-prompt',
      endpoint(
        'chat.admin',
        (ctx, req) => config.updateSystemPrompt(ctx.em, ctx.user, parseInput(chatSystemPromptSchema, req.body).systemPrompt),
        { input: chatSystemPromptSchema, summary: 'Replaces the assistant’s system prompt' },
      ),
    )
    .put(
      '/chat/business-info',
      endpoint(
        'chat.admin',
        (ctx, req) => config.updateBusinessInfo(ctx.em, ctx.user, parseInput(businessInfoSchema, req.body)),
        { input: businessInfoSchema, summary: 'Replaces the business facts the assistant may tell' },
      ),
    )
    .get(
      '/admin/chat/sessions',
      endpoint('chat.admin', (ctx, req) => admin.sessions(ctx.em, parseInput(chatSessionFilterSchema, req.query)), {
        query: chatSessionFilterSchema,
        summary: 'Every conversation, filtered and paged',
      }),
    )
    .get(
      '/admin/chat/stats',
      endpoint('chat.admin', (ctx) => admin.stats(ctx.em), { summary: 'Chat activity: conversations and messages per day' }),
    )
    .get(
      '/admin/chat/sessions/:sessionId/messages',
      endpoint('chat.admin', (ctx, req) => admin.messages(ctx.em, req.params.sessionId), {
        summary: 'The messages of any conversation',
      }),
    );
}
