import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { ROLES, type Role } from '@vdp/shared/auth/roles';
import type { UserProfile } from './user.presenter';

export const RoleEnum = Object.fromEntries(ROLES.map((r) => [r, r])) as { [K in Role]: K };
registerEnumType(RoleEnum, { name: 'Role', description: 'Account roles (spec 000 §6)' });

/** A user as the client sees it: never the password hash; with the derived flags of spec 000 §6. */
@ObjectType('User')
export class UserView implements UserProfile {
  @Field(() => ID) id!: number;
  @Field(() => String) username!: string;
  @Field(() => String, { nullable: true }) email!: string | null;
  @Field(() => String, { nullable: true }) firstName!: string | null;
  @Field(() => String, { nullable: true }) lastName!: string | null;
  @Field(() => RoleEnum) role!: Role;
  @Field(() => Boolean) isAdmin!: boolean;
  @Field(() => Boolean) isEditor!: boolean;
  @Field(() => Boolean) isStaff!: boolean;
  @Field(() => Boolean) isDealer!: boolean;
  @Field(() => Boolean) isCharity!: boolean;
}
