import {
  userActiveSchema,
  userCreateSchema,
  userListSchema,
  userPasswordSchema,
  userSchema,
} from '@vdp/shared/validation/user.schema';
import { parseInput } from '../../core/validation';
import { endpoint } from '../../rest/endpoint';
import { pagedQuery, parsePagedQuery, REST_CURSOR_FIELDS, objectPage } from '../../rest/paging';
import { RestRoutes } from '../../rest/rest-routes';
import type { UserAccountService } from './user-account.service';

/** The admin list's search and its page (limit, cursor, before). */
const LIST_QUERY = pagedQuery(userListSchema);

/** User management's REST door (spec 001 §7 users): the same service as GraphQL. */
export function userAccountRoutes({ userAccounts }: { userAccounts: UserAccountService }): RestRoutes {
  const idOf = (params: Record<string, string>) => Number(params.id) || 0;
  return new RestRoutes()
    .get(
      '/users',
      endpoint(
        'users.manage',
        async (ctx, req, res) => {
          const { filters, page } = parsePagedQuery(req, LIST_QUERY);
          const users = await userAccounts.list(ctx.em, filters, page, REST_CURSOR_FIELDS);
          return objectPage(req, res, users, (nodes, nextCursor) => ({ users: nodes, total: users.totalCount, nextCursor }));
        },
        {
          query: LIST_QUERY,
          summary:
            'Users, newest first, searched by username, e-mail and names, 20 a page: search, limit (1-100), cursor or before (page is gone); answers { users, total, nextCursor } and Link headers',
        },
      ),
    )
    .get(
      '/users/counts',
      endpoint('users.manage', (ctx) => userAccounts.counts(ctx.em), {
        summary: 'Counts of every user, the admins, the editors and the deactivated',
      }),
    )
    .post(
      '/users',
      endpoint(
        'users.manage',
        async (ctx, req, res) => {
          res.status(201).json(await userAccounts.create(ctx.em, parseInput(userCreateSchema, req.body), ctx.user!));
        },
        { input: userCreateSchema, answer: { status: 201 }, summary: 'A new user of any role' },
      ),
    )
    .patch(
      '/users/:id',
      endpoint(
        'users.manage',
        (ctx, req) => userAccounts.update(ctx.em, idOf(req.params), parseInput(userSchema, req.body), ctx.user!),
        { input: userSchema, summary: "Changes a user's form fields" },
      ),
    )
    .put(
      '/users/:id/password',
      endpoint(
        'users.manage',
        (ctx, req) =>
          userAccounts.setPassword(
            ctx.em,
            idOf(req.params),
            parseInput(userPasswordSchema, req.body).password,
            ctx.user!,
            ctx.sessionToken,
          ),
        { input: userPasswordSchema, summary: "Sets a user's password now, ending the user's sessions" },
      ),
    )
    .post(
      '/users/:id/password-link',
      endpoint('users.manage', (ctx, req) => userAccounts.sendPasswordLink(ctx.em, idOf(req.params), ctx.user!), {
        summary: 'E-mails the user a set-password link',
      }),
    )
    .delete(
      '/users/:id/sessions',
      endpoint('users.manage', (ctx, req) => userAccounts.endSessions(ctx.em, idOf(req.params), ctx.user!), {
        summary: 'Signs the user out everywhere: ends every session of the user',
      }),
    )
    .patch(
      '/users/:id/active',
      endpoint(
        'users.manage',
        (ctx, req) =>
          userAccounts.setActive(ctx.em, idOf(req.params), parseInput(userActiveSchema, req.body).isActive, ctx.user!),
        { input: userActiveSchema, summary: 'Deactivates (ending its sessions) or reactivates a user' },
      ),
    );
}
