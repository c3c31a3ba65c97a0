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
@ObjectType('User', {
  description: 'An account as its owner sees it (me, login): never the password or its hash; with the flags its role gives.',
})
export class UserView implements UserProfile {
  @Field(() => ID, { description: 'The account’s id.' }) id!: number;
  @Field(() => String, {
    description:
      'The sign-in name, unique: letters, digits and . _ - @ (an approved dealer’s or charity’s is its e-mail address).',
  })
  username!: string;
  @Field(() => String, {
    nullable: true,
    description: 'E-mail address, lower-case and unique; null for accounts made from the command line without one.',
  })
  email!: string | null;
  @Field(() => String, { nullable: true, description: 'First name; null when not given.' }) firstName!: string | null;
  @Field(() => String, { nullable: true, description: 'Last name; null when not given.' }) lastName!: string | null;
  @Field(() => RoleEnum, { description: 'What the account may do: the permission table (@vdp/shared/auth/permissions).' })
  role!: Role;
  @Field(() => Boolean, { description: 'role is admin.' }) isAdmin!: boolean;
  @Field(() => Boolean, { description: 'role is editor or admin.' }) isEditor!: boolean;
  @Field(() => Boolean, { description: 'role is staff, editor or admin: the staff screens are open to it.' }) isStaff!: boolean;
  @Field(() => Boolean, { description: 'role is dealer.' }) isDealer!: boolean;
  @Field(() => Boolean, { description: 'role is charity.' }) isCharity!: boolean;
}
