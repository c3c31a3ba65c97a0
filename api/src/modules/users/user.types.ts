import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { ROLES, type Role } from '@vdp/shared/auth/roles';
import type { UserProfile } from './user.presenter';

export const RoleEnum = Object.fromEntries(ROLES.map((r) => [r, r])) as { [K in Role]: K };
/** What each role may do, in a line: the permission table (@vdp/shared/auth/permissions) is the rule. */
const ROLE_DESCRIPTIONS: { [K in Role]: string } = {
  admin: 'Everything, including settings, users and the audit trail',
  editor: 'The staff screens (donations) and the charity checks',
  staff: 'The staff screens: donations, their statuses, communications and receipts',
  dealer: 'A dealer: reads and bids on auctions once verified',
  charity: 'A charity: its own donations and receipts in the charity portal',
  user: 'A signed-in account with no staff rights',
};
registerEnumType(RoleEnum, {
  name: 'Role',
  description: 'Account roles (spec 000 §6)',
  valuesConfig: Object.fromEntries(ROLES.map((role) => [role, { description: ROLE_DESCRIPTIONS[role] }])),
});

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
