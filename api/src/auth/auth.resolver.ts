import { Arg, Authorized, Ctx, Field, InputType, Mutation, Query, Resolver } from 'type-graphql';
import { unauthenticated } from '../common/errors';
import type { RequestContext } from '../graphql/context';
import { UserView } from '../modules/users/user.type';

@InputType()
export class LoginInput {
  @Field(() => String) username!: string;
  @Field(() => String) password!: string;
}

@Resolver()
export class AuthResolver {
  @Authorized('auth.me')
  @Query(() => UserView, { nullable: true, description: 'The signed-in user, or null when signed out.' })
  async me(@Ctx() ctx: RequestContext): Promise<UserView | null> {
    if (!ctx.user) return null;
    const user = await ctx.services.auth.profile(ctx.em, ctx.user);
    return user ? UserView.of(user) : null;
  }

  @Authorized('auth.login')
  @Mutation(() => UserView, { description: 'Signs in and sets the session cookie (a new session id each time).' })
  async login(@Arg('input', () => LoginInput) input: LoginInput, @Ctx() ctx: RequestContext): Promise<UserView> {
    if (!ctx.setSessionToken) throw unauthenticated('Sign in over HTTP: a socket cannot set the session cookie.');
    const { user, token } = await ctx.services.auth.login(ctx.em, {
      ...input,
      clientKey: ctx.clientKey,
      previousToken: ctx.sessionToken,
    });
    ctx.setSessionToken(token);
    const profile = await ctx.services.auth.profile(ctx.em, user);
    return UserView.of(profile!);
  }

  @Authorized('auth.logout')
  @Mutation(() => Boolean, { description: 'Ends the session; the old cookie signs nobody in afterwards.' })
  async logout(@Ctx() ctx: RequestContext): Promise<boolean> {
    await ctx.services.auth.logout(ctx.sessionToken);
    ctx.setSessionToken?.(null);
    return true;
  }
}
