import type { Role } from '@vdp/shared/auth/roles';
import type { Env } from '../../config/env';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../db/seeders/demo-accounts';

export interface DemoAccount {
  username: string;
  role: Role;
}

/** What the login page needs to know of this server: demo mode and its accounts (GraphQL type AppInfo). */
export interface AppInfo {
  demoMode: boolean;
  demoAccounts: DemoAccount[];
  demoPassword: string | null;
}

/** The same for the whole life of the process: made once from the environment. */
export function presentAppInfo(env: Pick<Env, 'demo'>): AppInfo {
  return {
    demoMode: env.demo,
    demoAccounts: env.demo ? DEMO_ACCOUNTS.map(({ username, role }) => ({ username, role })) : [],
    demoPassword: env.demo ? DEMO_PASSWORD : null,
  };
}
