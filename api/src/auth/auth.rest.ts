import { RestRoutes } from '../rest/rest-routes';
import { unauthenticated } from '../common/errors';
import { endpoint } from '../rest/endpoint';
import { UserView } from '../modules/users/user.type';

export const authRoutes = new RestRoutes();

authRoutes.post(
  '/auth/login',
  endpoint('auth.login', async (ctx, req) => {
    const body = (req.body ?? {}) as { username?: unknown; password?: unknown };
    const { user, token } = await ctx.services.auth.login(ctx.em, {
      username: typeof body.username === 'string' ? body.username : '',
      password: typeof body.password === 'string' ? body.password : '',
      clientKey: ctx.clientKey,
      previousToken: ctx.sessionToken,
    });
    ctx.setSessionToken?.(token);
    const profile = await ctx.services.auth.profile(ctx.em, user);
    return UserView.of(profile!);
  }),
);

authRoutes.post(
  '/auth/logout',
  endpoint('auth.logout', async (ctx) => {
    await ctx.services.auth.logout(ctx.sessionToken);
    ctx.setSessionToken?.(null);
    return { success: true };
  }),
);

authRoutes.get(
  '/auth/user',
  endpoint('auth.me', async (ctx) => {
    const user = ctx.user && (await ctx.services.auth.profile(ctx.em, ctx.user));
    if (!user) throw unauthenticated('Not signed in.');
    return UserView.of(user);
  }),
);
