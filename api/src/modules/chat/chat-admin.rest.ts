import { RestRoutes } from '../../rest/rest-routes';
import { endpoint } from '../../rest/endpoint';
import { AssistantConfigView } from './chat-config.types';
import { ChatMessageView, ChatSessionView } from './chat.types';
import type { ChatServices } from './chat.services';

/** The assistant configuration and chat history calls (spec 001 §7), admin only. */

/** The module's REST routes (below /api). */
export function chatAdminRoutes(services: ChatServices): RestRoutes {
  const routes = new RestRoutes();
  routes.get(
    '/chat/config',
    endpoint('chat.admin', async (ctx) => AssistantConfigView.of(await services.config.current(ctx.em))),
  );

  routes.put(
    '/chat/system-prompt',
    endpoint('chat.admin', async (ctx, req) => {
      const { systemPrompt } = (req.body ?? {}) as { systemPrompt?: unknown };
      return AssistantConfigView.of(await services.config.updateSystemPrompt(ctx.em, ctx.user, systemPrompt));
    }),
  );

  routes.put(
    '/chat/business-info',
    endpoint('chat.admin', async (ctx, req) =>
      AssistantConfigView.of(await services.config.updateBusinessInfo(ctx.em, ctx.user, req.body)),
    ),
  );

  routes.get(
    '/admin/chat/sessions',
    endpoint('chat.admin', async (ctx, req) => {
      const { search, range, sort } = req.query;
      return (await services.admin.sessions(ctx.em, { search, range, sort })).map(ChatSessionView.of);
    }),
  );

  routes.get(
    '/admin/chat/stats',
    endpoint('chat.admin', (ctx) => services.admin.stats(ctx.em)),
  );

  routes.get(
    '/admin/chat/sessions/:sessionId/messages',
    endpoint('chat.admin', async (ctx, req) =>
      (await services.admin.messages(ctx.em, String(req.params.sessionId))).map(ChatMessageView.of),
    ),
  );
  return routes;
}
