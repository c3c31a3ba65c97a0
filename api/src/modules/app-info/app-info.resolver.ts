import { Authorized, Field, ObjectType, Query, Resolver } from 'type-graphql';
import type { Role } from '@vdp/shared/auth/roles';
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
  constructor(private readonly services: { appInfo: AppInfoView }) {}

  @Authorized('app.info')
  @Query(() => AppInfoView)
  appInfo(): AppInfoView {
    return this.services.appInfo;
  }
}
