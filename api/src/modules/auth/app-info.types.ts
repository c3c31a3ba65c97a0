import { Field, ObjectType } from 'type-graphql';
import type { Role } from '@vdp/shared/auth/roles';
import { RoleEnum } from '../users/user.types';
import type { AppInfo, DemoAccount } from './app-info.presenter';

@ObjectType('DemoAccount', { description: 'An account of the demo, one per role.' })
export class DemoAccountView implements DemoAccount {
  @Field(() => String, { description: 'Its username at sign-in' }) username!: string;
  @Field(() => RoleEnum, { description: 'Its role' }) role!: Role;
}

@ObjectType('AppInfo', { description: 'Facts about this installation the sign-in page shows.' })
export class AppInfoView implements AppInfo {
  @Field(() => Boolean, { description: 'Demo mode: demo accounts exist with a published password.' }) demoMode!: boolean;
  @Field(() => [DemoAccountView], { description: 'The demo accounts; none outside demo mode' }) demoAccounts!: DemoAccountView[];
  @Field(() => String, { nullable: true, description: 'Their shared password in demo mode; null otherwise' })
  demoPassword!: string | null;
}
