import { defineModule } from '../../core/module';
import type { Core } from '../../app/core';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../db/seeders/demo-accounts';
import { AppInfoResolver } from './app-info.resolver';

/** What the client needs to know of this server: demo mode and its accounts (the login page). */
export const appInfoModule = defineModule({
  name: 'app-info',
  entities: [],
  resolvers: [AppInfoResolver],
  create: ({ env }: Core) => ({
    appInfo: {
      demoMode: env.demo,
      demoAccounts: env.demo ? DEMO_ACCOUNTS.map(({ username, role }) => ({ username, role })) : [],
      demoPassword: env.demo ? DEMO_PASSWORD : null,
    },
  }),
});
