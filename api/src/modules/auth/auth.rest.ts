import { loginSchema, setPasswordSchema } from '@vdp/shared/validation/auth.schema';
import { parseInput } from '../../core/validation';
import { RestRoutes } from '../../rest/rest-routes';
import { unauthenticated } from '../../core/errors';
import { endpoint } from '../../rest/endpoint';
import type { AccountService } from './account.service';
import type { AuthService } from './auth.service';

/** The module's REST routes (below /api). */
export function authRoutes(services: { auth: AuthService; accounts: AccountService }): RestRoutes {
  const routes = new RestRoutes();
  routes.post(
    '/auth/login',
    endpoint(
      'auth.login',
      async (ctx, req) => {
        const { user, token } = await services.auth.login(ctx.em, {
          ...parseInput(loginSchema, req.body),
          clientKey: ctx.clientKey,
          previousToken: ctx.sessionToken,
        });
        ctx.setSessionToken?.(token);
        return user;
      },
      { input: loginSchema, summary: 'Signs in: sets the session cookie (vdp.sid) and answers the account' },
    ),
  );

  routes.post(
    '/auth/logout',
    endpoint(
      'auth.logout',
      async (ctx) => {
        await services.auth.logout(ctx.sessionToken);
        ctx.setSessionToken?.(null);
        return { success: true };
      },
      { summary: 'Signs out: ends the session and clears its cookie' },
    ),
  );

  routes.post(
    '/auth/sign-out-everywhere',
    endpoint(
      'auth.signOutEverywhere',
      async (ctx) => {
        await services.auth.signOutEverywhere(ctx.user!);
        ctx.setSessionToken?.(null);
        return { success: true };
      },
      { summary: 'Signs out everywhere: ends every session of the signed-in user (this one too) and clears this cookie' },
    ),
  );

  routes.get(
    '/auth/user',
    endpoint(
      'auth.me',
      async (ctx) => {
        const user = ctx.user && (await services.auth.profile(ctx.em, ctx.user));
        if (!user) throw unauthenticated('Not signed in.');
        return user;
      },
      { summary: 'The signed-in account, or null' },
    ),
  );

  routes.post(
    '/auth/set-password',
    endpoint('auth.setPassword', (ctx, req) => services.accounts.setPassword(ctx.em, parseInput(setPasswordSchema, req.body)), {
      input: setPasswordSchema,
      summary: "Sets any account's password from its e-mailed link",
    }),
  );
  return routes;
}
