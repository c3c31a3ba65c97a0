import { Arg, Args, Authorized, Ctx, Field, InputType, Mutation, Query, Resolver } from 'type-graphql';
import { loginSchema, setPasswordSchema } from '@vdp/shared/validation/auth.schema';
import { unauthenticated } from '../../core/errors';
import { parseInput } from '../../core/validation';
import type { RequestContext } from '../../core/request-context';
import type { UserProfile } from '../users/user.presenter';
import { UserView } from '../users/user.types';
import type { AccountService } from './account.service';
import type { AuthService } from './auth.service';
import { SetPasswordArgs } from './set-password.args';
import { PasswordSetResult } from './auth.types';

@InputType({ description: 'Sign-in credentials (loginSchema).' })
export class LoginInput {
  @Field(() => String, { description: 'The account’s username (an approved applicant’s is the e-mail address it applied with).' })
  username!: string;
  @Field(() => String, { description: 'The account’s password, as typed (not trimmed).' }) password!: string;
}

@Resolver()
export class AuthResolver {
  constructor(private readonly services: { auth: AuthService; accounts: AccountService }) {}

  @Authorized('auth.me')
  @Query(() => UserView, { nullable: true, description: 'The signed-in user, or null when signed out.' })
  async me(@Ctx() ctx: RequestContext): Promise<UserProfile | null> {
    return ctx.user ? this.services.auth.profile(ctx.em, ctx.user) : null;
  }

  @Authorized('auth.login')
  @Mutation(() => UserView, { description: 'Signs in and sets the session cookie (a new session id each time).' })
  async login(
    @Arg('input', () => LoginInput, { description: 'Username and password; repeated failures are throttled.' }) input: LoginInput,
    @Ctx() ctx: RequestContext,
  ): Promise<UserProfile> {
    if (!ctx.setSessionToken) throw unauthenticated('Sign in over HTTP: a socket cannot set the session cookie.');
    const { user, token } = await this.services.auth.login(ctx.em, {
      ...parseInput(loginSchema, input),
      clientKey: ctx.clientKey,
      previousToken: ctx.sessionToken,
    });
    ctx.setSessionToken(token);
    return user;
  }

  @Authorized('auth.logout')
  @Mutation(() => Boolean, { description: 'Ends the session; the old cookie signs nobody in afterwards.' })
  async logout(@Ctx() ctx: RequestContext): Promise<boolean> {
    await this.services.auth.logout(ctx.sessionToken);
    ctx.setSessionToken?.(null);
    return true;
  }

  @Authorized('auth.signOutEverywhere')
  @Mutation(() => Boolean, {
    description:
      'Signs out everywhere: ends every session of the signed-in user, on every device, this one included; as POST /api/auth/sign-out-everywhere.',
  })
  async signOutEverywhere(@Ctx() ctx: RequestContext): Promise<boolean> {
    await this.services.auth.signOutEverywhere(ctx.user!);
    ctx.setSessionToken?.(null);
    return true;
  }

  @Authorized('auth.setPassword')
  @Mutation(() => PasswordSetResult, {
    description: "Sets any account's password from its e-mailed link; as POST /api/auth/set-password.",
  })
  setAccountPassword(
    @Ctx() ctx: RequestContext,
    @Args(() => SetPasswordArgs) { token, password }: SetPasswordArgs,
  ): Promise<PasswordSetResult> {
    return this.services.accounts.setPassword(ctx.em, parseInput(setPasswordSchema, { token, password }));
  }
}
