import { RestRoutes, type RestRequest } from '../../rest/rest-routes';
import { endpoint } from '../../rest/endpoint';
import { chatOwner } from './chat-owner';
import { ChatMessageView, ChatSessionView } from './chat.types';

/** The chat page's and the widget's REST twins (spec 000 §7.2). */
export const chatRoutes = new RestRoutes();

const body = (req: RestRequest): Record<string, unknown> =>
  (req.body && typeof req.body === 'object' ? req.body : {}) as Record<string, unknown>;
const param = (req: RestRequest, name: string): string => String(req.params[name]);

chatRoutes.get(
  '/chat/sessions',
  endpoint('chat.use', async (ctx) =>
    (await ctx.services.chat.conversations.list(ctx.em, chatOwner(ctx))).map(ChatSessionView.of),
  ),
);

const createSession = endpoint('chat.use', async (ctx, req, res) => {
  const session = await ctx.services.chat.conversations.create(ctx.em, chatOwner(ctx, true), body(req));
  res.status(201);
  return ChatSessionView.of(session);
});
chatRoutes.post('/chat/sessions', createSession);
chatRoutes.post('/chat/simple/sessions', createSession);

chatRoutes.get(
  '/chat/sessions/:id',
  endpoint('chat.use', async (ctx, req) =>
    ChatSessionView.of(await ctx.services.chat.conversations.get(ctx.em, chatOwner(ctx), param(req, 'id'))),
  ),
);

const listMessages = (name: string) =>
  endpoint('chat.use', async (ctx, req) =>
    (await ctx.services.chat.conversations.messages(ctx.em, chatOwner(ctx), param(req, name))).map(ChatMessageView.of),
  );
chatRoutes.get('/chat/sessions/:id/messages', listMessages('id'));
chatRoutes.get('/chat/simple/:sessionId/messages', listMessages('sessionId'));

/** Answers the complete assistant message once it is stored. */
const sendMessage = (name: string) =>
  endpoint('chat.use', async (ctx, req) => {
    const { content, language } = body(req);
    const sent = await ctx.services.chat.conversations.send(ctx.em, chatOwner(ctx), {
      sessionId: param(req, name),
      content,
      language,
    });
    return ChatMessageView.of(await sent.reply);
  });
chatRoutes.post('/chat/sessions/:id/messages', sendMessage('id'));
chatRoutes.post('/chat/simple/:sessionId/messages', sendMessage('sessionId'));

chatRoutes.post(
  '/chat/simple/:sessionId/welcome',
  endpoint('chat.use', async (ctx, req) =>
    (await ctx.services.chat.conversations.welcome(ctx.em, chatOwner(ctx), param(req, 'sessionId'), body(req).language)).map(
      ChatMessageView.of,
    ),
  ),
);

chatRoutes.delete(
  '/chat/sessions/:id',
  endpoint('chat.use', async (ctx, req) => {
    await ctx.services.chat.conversations.remove(ctx.em, chatOwner(ctx), param(req, 'id'));
    return { success: true };
  }),
);
