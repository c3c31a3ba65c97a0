import { RestRoutes, type RestRequest } from '../../rest/rest-routes';
import { endpoint } from '../../rest/endpoint';
import { chatOwner } from './chat-owner';
import { ChatMessageView, ChatSessionView } from './chat.types';
import type { ChatServices } from './chat.services';

/** The chat page's and the widget's REST twins (spec 000 §7.2). */

const body = (req: RestRequest): Record<string, unknown> =>
  (req.body && typeof req.body === 'object' ? req.body : {}) as Record<string, unknown>;
const param = (req: RestRequest, name: string): string => String(req.params[name]);

/** The module's REST routes (below /api). */
export function chatRoutes(services: ChatServices): RestRoutes {
  const routes = new RestRoutes();
  const createSession = endpoint('chat.use', async (ctx, req, res) => {
    const session = await services.conversations.create(ctx.em, chatOwner(ctx, true), body(req));
    res.status(201);
    return ChatSessionView.of(session);
  });

  const listMessages = (name: string) =>
    endpoint('chat.use', async (ctx, req) =>
      (await services.conversations.messages(ctx.em, chatOwner(ctx), param(req, name))).map(ChatMessageView.of),
    );

  /** Answers the complete assistant message once it is stored. */
  const sendMessage = (name: string) =>
    endpoint('chat.use', async (ctx, req) => {
      const { content, language } = body(req);
      const sent = await services.conversations.send(ctx.em, chatOwner(ctx), {
        sessionId: param(req, name),
        content,
        language,
      });
      return ChatMessageView.of(await sent.reply);
    });

  routes.get(
    '/chat/sessions',
    endpoint('chat.use', async (ctx) => (await services.conversations.list(ctx.em, chatOwner(ctx))).map(ChatSessionView.of)),
  );

  routes.post('/chat/sessions', createSession);

  routes.post('/chat/simple/sessions', createSession);

  routes.get(
    '/chat/sessions/:id',
    endpoint('chat.use', async (ctx, req) =>
      ChatSessionView.of(await services.conversations.get(ctx.em, chatOwner(ctx), param(req, 'id'))),
    ),
  );

  routes.get('/chat/sessions/:id/messages', listMessages('id'));

  routes.get('/chat/simple/:sessionId/messages', listMessages('sessionId'));

  routes.post('/chat/sessions/:id/messages', sendMessage('id'));

  routes.post('/chat/simple/:sessionId/messages', sendMessage('sessionId'));

  routes.post(
    '/chat/simple/:sessionId/welcome',
    endpoint('chat.use', async (ctx, req) =>
      (await services.conversations.welcome(ctx.em, chatOwner(ctx), param(req, 'sessionId'), body(req).language)).map(
        ChatMessageView.of,
      ),
    ),
  );

  routes.delete(
    '/chat/sessions/:id',
    endpoint('chat.use', async (ctx, req) => {
      await services.conversations.remove(ctx.em, chatOwner(ctx), param(req, 'id'));
      return { success: true };
    }),
  );
  return routes;
}
