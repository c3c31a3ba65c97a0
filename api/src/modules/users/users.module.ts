import { defineModule } from '../../core/module';
import type { Core } from '../../core/module';
import type { AccountService } from '../auth/account.service';
import type { SessionStore } from '../auth/session.store';
import { User } from './user.entity';
import { UserAccountResolver } from './user-account.resolver';
import { userAccountRoutes } from './user-account.rest';
import { UserAccountService } from './user-account.service';

/** Accounts (spec 001 §3 users) and their management by admins (issue 13); signing in is the auth module's. */
export const usersModule = defineModule({
  name: 'users',
  entities: [User],
  resolvers: [UserAccountResolver],
  routes: userAccountRoutes,
  create: ({ transactions, accounts, sessions, audit }: Core & { accounts: AccountService; sessions: SessionStore }) => ({
    userAccounts: new UserAccountService(transactions, accounts, sessions, audit),
  }),
});
