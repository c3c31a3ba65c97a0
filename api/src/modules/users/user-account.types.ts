import { Field, Int, ObjectType } from 'type-graphql';
import type { UserAccount, UserCounts, UserPage } from './user-account.presenter';
import { UserView } from './user.types';

@ObjectType('UserAccount', { description: 'A user as the admin manages it; never the password or its hash.' })
export class UserAccountView extends UserView implements UserAccount {
  @Field(() => String, { nullable: true }) bio!: string | null;
  @Field(() => Boolean, { description: 'false: deactivated; cannot sign in.' }) isActive!: boolean;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date) updatedAt!: Date;
}

@ObjectType('UserPage', { description: 'A page of the admin user list; as GET /api/users.' })
export class UserPageView implements UserPage {
  @Field(() => [UserAccountView]) users!: UserAccount[];
  @Field(() => Int) total!: number;
  @Field(() => Int) page!: number;
  @Field(() => Int) pageSize!: number;
}

@ObjectType('UserCounts', { description: 'Every user, the admins, the editors and the deactivated: one statement.' })
export class UserCountsView implements UserCounts {
  @Field(() => Int) total!: number;
  @Field(() => Int) admins!: number;
  @Field(() => Int) editors!: number;
  @Field(() => Int) inactive!: number;
}
