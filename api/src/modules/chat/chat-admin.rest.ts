import { businessInfoSchema, chatSessionFilterSchema, chatSystemPromptSchema } from '@vdp/shared/validation/chat.schema';
import { parseInput } from '../../core/validation';
import { endpoint } from '../../rest/endpoint';
import { arrayPage, pagedQuery, parsePagedQuery, REST_CURSOR_FIELDS } from '../../rest/paging';
import { RestRoutes } from '../../rest/rest-routes';
import type { ChatServices } from './chat.services';

const SESSIONS_QUERY = pagedQuery(chatSessionFilterSchema);
const MESSAGES_QUERY = pagedQuery();

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
      endpoint(
        'chat.admin',
        async (ctx, req, res) => {
          const { filters, page } = parsePagedQuery(req, SESSIONS_QUERY);
          const sessions = await admin.sessions(ctx.em, filters, page, REST_CURSOR_FIELDS);
          return arrayPage(req, res, sessions);
        },
        {
          query: SESSIONS_QUERY,
          summary:
            'Every conversation, 20 a page: search, range, sort, limit (1-100), cursor or before (page and pageSize are gone); an array, the next page in the Link and X-Next-Cursor headers',
        },
      ),
    )
    .get(
      '/admin/chat/stats',
      endpoint('chat.admin', (ctx) => admin.stats(ctx.em), { summary: 'Chat activity: conversations and messages per day' }),
    )
    .get(
      '/admin/chat/sessions/:sessionId/messages',
      endpoint(
        'chat.admin',
        async (ctx, req, res) => {
          const { page } = parsePagedQuery(req, MESSAGES_QUERY);
          const messages = await admin.messages(ctx.em, req.params.sessionId, page, REST_CURSOR_FIELDS);
          return arrayPage(req, res, messages);
        },
        {
          query: MESSAGES_QUERY,
          summary:
            'The messages of any conversation, oldest first, 50 a page: limit (1-100), cursor or before; an array, the next page in the Link and X-Next-Cursor headers',
        },
      ),
    );
}
