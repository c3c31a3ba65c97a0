import { Authorized, Ctx, Field, ObjectType, Query, Resolver } from 'type-graphql';
import type { Role } from '@vdp/shared/auth/roles';
import type { RequestContext } from '../../graphql/context';
import { RoleEnum } from '../users/user.type';

@ObjectType('DemoAccount')
export class DemoAccountView {
  @Field(() => String) username!: string;
  @Field(() => RoleEnum) role!: Role;
}

@ObjectType('AppInfo')
export class AppInfoView {
  @Field(() => Boolean, { description: 'Demo mode: demo accounts exist with a published password.' }) demoMode!: boolean;
  @Field(() => [DemoAccountView]) demoAccounts!: DemoAccountView[];
  @Field(() => String, { nullable: true }) demoPassword!: string | null;
}

@Resolver()
export class AppInfoResolver {
  @Authorized('app.info')
  @Query(() => AppInfoView)
  appInfo(@Ctx() ctx: RequestContext): AppInfoView {
    return ctx.services.appInfo;
  }
}
