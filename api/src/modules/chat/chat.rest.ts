import { chatMessageSchema, chatSessionCreateSchema, chatWelcomeSchema } from '@vdp/shared/validation/chat.schema';
import { parseInput } from '../../core/validation';
import { endpoint } from '../../rest/endpoint';
import { arrayPage, pagedQuery, parsePagedQuery, REST_CURSOR_FIELDS } from '../../rest/paging';
import { RestRoutes } from '../../rest/rest-routes';
import { chatOwner } from './chat-owner';
import type { ChatServices } from './chat.services';

/** The visitor's lists take only the page: `limit`, `cursor`, `before`. */
const PAGE_QUERY = pagedQuery();

/** The chat page's and the widget's REST twins (spec 000 §7.2): the same services as GraphQL. */
export function chatRoutes(services: ChatServices): RestRoutes {
  const { conversations } = services;
  const createSession = endpoint(
    'chat.use',
    async (ctx, req, res) => {
      res.status(201);
      return conversations.create(ctx.em, chatOwner(ctx, true), parseInput(chatSessionCreateSchema, req.body));
    },
    { summary: 'Starts a conversation with the assistant', input: chatSessionCreateSchema, answer: { status: 201 } },
  );
  /** A page of one of the caller's conversations: an array, the way on in the Link headers. */
  const listMessages = (param: string) =>
    endpoint(
      'chat.use',
      async (ctx, req, res) => {
        const { page } = parsePagedQuery(req, PAGE_QUERY);
        const messages = await conversations.messages(ctx.em, chatOwner(ctx), req.params[param], page, REST_CURSOR_FIELDS);
        return arrayPage(req, res, messages);
      },
      {
        query: PAGE_QUERY,
        summary:
          'The messages of one of your conversations, oldest first, 50 a page: limit (1-100), cursor or before; an array, the next page in the Link and X-Next-Cursor headers',
      },
    );
  /** Answers the complete assistant message once it is stored. */
  const sendMessage = (param: string) =>
    endpoint(
      'chat.use',
      (ctx, req) => conversations.ask(ctx.em, chatOwner(ctx), req.params[param], parseInput(chatMessageSchema, req.body)),
      { summary: 'Sends a message; answers the assistant’s reply once stored', input: chatMessageSchema },
    );

  return new RestRoutes()
    .get(
      '/chat/sessions',
      endpoint(
        'chat.use',
        async (ctx, req, res) => {
          const { page } = parsePagedQuery(req, PAGE_QUERY);
          const sessions = await conversations.list(ctx.em, chatOwner(ctx), page, REST_CURSOR_FIELDS);
          return arrayPage(req, res, sessions);
        },
        {
          query: PAGE_QUERY,
          summary:
            'Your conversations, the last touched first, 20 a page: limit (1-100), cursor or before; an array, the next page in the Link and X-Next-Cursor headers',
        },
      ),
    )
    .post('/chat/sessions', createSession)
    .post('/chat/simple/sessions', createSession)
    .get(
      '/chat/sessions/:id',
      endpoint('chat.use', (ctx, req) => conversations.get(ctx.em, chatOwner(ctx), req.params.id), {
        summary: 'One of your conversations',
      }),
    )
    .get('/chat/sessions/:id/messages', listMessages('id'))
    .get('/chat/simple/:sessionId/messages', listMessages('sessionId'))
    .post('/chat/sessions/:id/messages', sendMessage('id'))
    .post('/chat/simple/:sessionId/messages', sendMessage('sessionId'))
    .post(
      '/chat/simple/:sessionId/welcome',
      endpoint(
        'chat.use',
        (ctx, req) =>
          conversations.welcome(ctx.em, chatOwner(ctx), req.params.sessionId, parseInput(chatWelcomeSchema, req.body)),
        { summary: 'The assistant’s welcome message in a language', input: chatWelcomeSchema },
      ),
    )
    .delete(
      '/chat/sessions/:id',
      endpoint(
        'chat.use',
        async (ctx, req) => {
          await conversations.remove(ctx.em, chatOwner(ctx), req.params.id);
          return { success: true };
        },
        { summary: 'Deletes one of your conversations with its messages' },
      ),
    );
}
