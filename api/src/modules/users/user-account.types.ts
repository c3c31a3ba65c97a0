import { Field, Int, ObjectType } from 'type-graphql';
import { connectionTypes } from '../../graphql/connection';
import type { UserAccount, UserCounts } from './user-account.presenter';
import { UserView } from './user.types';

@ObjectType('UserAccount', { description: 'A user as the admin manages it; never the password or its hash.' })
export class UserAccountView extends UserView implements UserAccount {
  @Field(() => String, { nullable: true }) bio!: string | null;
  @Field(() => Boolean, { description: 'false: deactivated; cannot sign in.' }) isActive!: boolean;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date) updatedAt!: Date;
}

export const UserConnectionView = connectionTypes('User', UserAccountView, {
  description: 'A page of the admin user list, newest first (GraphQL Cursor Connections); as GET /api/users.',
  totalCount: 'Users matching the search, on every page.',
});

@ObjectType('UserCounts', { description: 'Every user, the admins, the editors and the deactivated: one statement.' })
export class UserCountsView implements UserCounts {
  @Field(() => Int) total!: number;
  @Field(() => Int) admins!: number;
  @Field(() => Int) editors!: number;
  @Field(() => Int) inactive!: number;
}
