import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import {
  userActiveSchema,
  userCreateSchema,
  userListSchema,
  userPasswordSchema,
  userSchema,
} from '@vdp/shared/validation/user.schema';
import { pageArgsSchema } from '@vdp/shared/validation/page.schema';
import type { Connection } from '../../core/keyset';
import type { RequestContext } from '../../core/request-context';
import { parseInput } from '../../core/validation';
import { PageArgsInput } from '../../graphql/connection';
import { UserCreateFormInput, UserFormInput } from './user-account.inputs';
import type { UserAccount, UserCounts } from './user-account.presenter';
import type { UserAccountService } from './user-account.service';
import { UserConnectionView, UserAccountView, UserCountsView } from './user-account.types';

/** User management's GraphQL door (issue 13); the REST twins are user-account.rest.ts. */
@Resolver()
export class UserAccountResolver {
  constructor(private readonly services: { userAccounts: UserAccountService }) {}

  @Authorized('users.manage')
  @Query(() => UserConnectionView, {
    description:
      'Users, newest first, searched by username, e-mail and names, 20 a page unless `first` or `last` says; as GET /api/users.',
  })
  users(
    @Ctx() ctx: RequestContext,
    @Args(() => PageArgsInput) page: PageArgsInput,
    @Arg('search', () => String, { nullable: true, description: 'Part of the username, e-mail, first or last name, any case.' })
    search?: string | null,
  ): Promise<Connection<UserAccount>> {
    return this.services.userAccounts.list(ctx.em, parseInput(userListSchema, { search }), parseInput(pageArgsSchema, page));
  }

  @Authorized('users.manage')
  @Query(() => UserCountsView, { description: 'Every user, the admins, the editors and the deactivated.' })
  userCounts(@Ctx() ctx: RequestContext): Promise<UserCounts> {
    return this.services.userAccounts.counts(ctx.em);
  }

  @Authorized('users.manage')
  @Mutation(() => UserAccountView, { description: 'A new user of any role; as POST /api/users.' })
  createUser(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => UserCreateFormInput, {
      description: 'The form and how the first password is given; a link needs an e-mail address.',
    })
    input: UserCreateFormInput,
  ): Promise<UserAccount> {
    return this.services.userAccounts.create(ctx.em, parseInput(userCreateSchema, input), ctx.user!);
  }

  @Authorized('users.manage')
  @Mutation(() => UserAccountView, { description: "A user's form fields; as PATCH /api/users/{id}." })
  updateUser(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID, { description: 'The account’s id.' }) id: string,
    @Arg('input', () => UserFormInput, { description: 'Every field of the form, checked by userSchema.' }) input: UserFormInput,
  ): Promise<UserAccount> {
    return this.services.userAccounts.update(ctx.em, Number(id) || 0, parseInput(userSchema, input), ctx.user!);
  }

  @Authorized('users.manage')
  @Mutation(() => UserAccountView, {
    description:
      "Sets a user's password now, ending the user's sessions (an admin's own: all but this one); as PUT /api/users/{id}/password.",
  })
  setUserPassword(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID, { description: 'The account’s id.' }) id: string,
    @Arg('password', () => String, {
      description: 'The new password: 8 to 200 characters, and the password policy of the settings (security.password_*).',
    })
    password: string,
  ): Promise<UserAccount> {
    const input = parseInput(userPasswordSchema, { password });
    return this.services.userAccounts.setPassword(ctx.em, Number(id) || 0, input.password, ctx.user!, ctx.sessionToken);
  }

  @Authorized('users.manage')
  @Mutation(() => UserAccountView, {
    description: 'Signs the user out everywhere: ends every session of the user; as DELETE /api/users/{id}/sessions.',
  })
  endUserSessions(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID, { description: 'The account’s id.' }) id: string,
  ): Promise<UserAccount> {
    return this.services.userAccounts.endSessions(ctx.em, Number(id) || 0, ctx.user!);
  }

  @Authorized('users.manage')
  @Mutation(() => UserAccountView, {
    description: 'E-mails the user a set-password link; as POST /api/users/{id}/password-link.',
  })
  sendUserPasswordLink(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID, { description: 'The account’s id.' }) id: string,
  ): Promise<UserAccount> {
    return this.services.userAccounts.sendPasswordLink(ctx.em, Number(id) || 0, ctx.user!);
  }

  @Authorized('users.manage')
  @Mutation(() => UserAccountView, {
    description: 'Deactivates (ending its sessions) or reactivates a user; as PATCH /api/users/{id}/active.',
  })
  setUserActive(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID, { description: 'The account’s id.' }) id: string,
    @Arg('isActive', () => Boolean, {
      description: 'false deactivates (not oneself, nor the last active admin); true reactivates.',
    })
    isActive: boolean,
  ): Promise<UserAccount> {
    const input = parseInput(userActiveSchema, { isActive });
    return this.services.userAccounts.setActive(ctx.em, Number(id) || 0, input.isActive, ctx.user!);
  }
}
