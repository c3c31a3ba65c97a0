import { Field, Int, ObjectType } from 'type-graphql';
import { connectionTypes } from '../../graphql/connection';
import type { UserAccount, UserCounts } from './user-account.presenter';
import { UserView } from './user.types';

@ObjectType('UserAccount', { description: 'A user as the admin manages it; never the password or its hash.' })
export class UserAccountView extends UserView implements UserAccount {
  @Field(() => String, { nullable: true, description: 'A short biography, as the admin wrote it; null when none.' })
  bio!: string | null;
  @Field(() => Boolean, { description: 'false: deactivated; cannot sign in.' }) isActive!: boolean;
  @Field(() => Date, { description: 'When the account was created.' }) createdAt!: Date;
  @Field(() => Date, { description: 'The latest change to the account (form, role, password, active).' }) updatedAt!: Date;
}

export const UserConnectionView = connectionTypes('User', UserAccountView, {
  description: 'A page of the admin user list, newest first (GraphQL Cursor Connections); as GET /api/users.',
  totalCount: 'Users matching the search, on every page.',
});

@ObjectType('UserCounts', { description: 'Every user, the admins, the editors and the deactivated: one statement.' })
export class UserCountsView implements UserCounts {
  @Field(() => Int, { description: 'Every account, active or not.' }) total!: number;
  @Field(() => Int, { description: 'Accounts of role admin, active or not.' }) admins!: number;
  @Field(() => Int, { description: 'Accounts of role editor, active or not.' }) editors!: number;
  @Field(() => Int, { description: 'Deactivated accounts.' }) inactive!: number;
}
