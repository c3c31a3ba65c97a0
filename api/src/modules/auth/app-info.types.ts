import { Field, ObjectType } from 'type-graphql';
import type { Role } from '@vdp/shared/auth/roles';
import { RoleEnum } from '../users/user.types';
import type { AppInfo, DemoAccount } from './app-info.presenter';

@ObjectType('DemoAccount')
export class DemoAccountView implements DemoAccount {
  @Field(() => String) username!: string;
  @Field(() => RoleEnum) role!: Role;
}

@ObjectType('AppInfo')
export class AppInfoView implements AppInfo {
  @Field(() => Boolean, { description: 'Demo mode: demo accounts exist with a published password.' }) demoMode!: boolean;
  @Field(() => [DemoAccountView]) demoAccounts!: DemoAccountView[];
  @Field(() => String, { nullable: true }) demoPassword!: string | null;
}
