import { RestRoutes } from '../../rest/rest-routes';
import { endpoint } from '../../rest/endpoint';
import { AssistantConfigView } from './chat-config.types';
import { ChatMessageView, ChatSessionView } from './chat.types';

/** The assistant configuration and chat history calls (spec 001 §7), admin only. */
export const chatAdminRoutes = new RestRoutes();

chatAdminRoutes.get(
  '/chat/config',
  endpoint('chat.admin', async (ctx) => AssistantConfigView.of(await ctx.services.chat.config.current(ctx.em))),
);

chatAdminRoutes.put(
  '/chat/system-prompt',
  endpoint('chat.admin', async (ctx, req) => {
    const { systemPrompt } = (req.body ?? {}) as { systemPrompt?: unknown };
    return AssistantConfigView.of(await ctx.services.chat.config.updateSystemPrompt(ctx.em, ctx.user, systemPrompt));
  }),
);

chatAdminRoutes.put(
  '/chat/business-info',
  endpoint('chat.admin', async (ctx, req) =>
    AssistantConfigView.of(await ctx.services.chat.config.updateBusinessInfo(ctx.em, ctx.user, req.body)),
  ),
);

chatAdminRoutes.get(
  '/admin/chat/sessions',
  endpoint('chat.admin', async (ctx, req) => {
    const { search, range, sort } = req.query;
    return (await ctx.services.chat.admin.sessions(ctx.em, { search, range, sort })).map(ChatSessionView.of);
  }),
);

chatAdminRoutes.get(
  '/admin/chat/stats',
  endpoint('chat.admin', (ctx) => ctx.services.chat.admin.stats(ctx.em)),
);

chatAdminRoutes.get(
  '/admin/chat/sessions/:sessionId/messages',
  endpoint('chat.admin', async (ctx, req) =>
    (await ctx.services.chat.admin.messages(ctx.em, String(req.params.sessionId))).map(ChatMessageView.of),
  ),
);
