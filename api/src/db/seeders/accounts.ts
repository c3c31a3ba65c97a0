import type { EntityManager } from '@mikro-orm/postgresql';
import { hashPassword, passwordPolicyRefusal, passwordProblem } from '../../modules/auth/password';
import { User } from '../../modules/users/user.entity';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';

/** Demo mode: one account per role, all with the published demo password. */
export async function seedDemoAccounts(em: EntityManager): Promise<void> {
  const hash = await hashPassword(DEMO_PASSWORD);
  for (const account of DEMO_ACCOUNTS) {
    if (await em.findOne(User, { username: account.username })) continue;
    em.create(User, { ...account, email: `${account.username}@demo.cardonation.example`, password: hash });
  }
  await em.flush();
}

/** Creates an admin account (ADMIN_USERNAME/ADMIN_PASSWORD or `npm run create-admin`). */
export async function createAdmin(em: EntityManager, username: string, password: string): Promise<'created' | 'exists'> {
  const problem = passwordProblem(password) ?? (await passwordPolicyRefusal(em, password));
  if (problem) throw new Error(problem);
  if (!/^[A-Za-z0-9._-]{3,50}$/.test(username))
    throw new Error('Username must be 3 to 50 letters, digits, dots, dashes or underscores.');
  if (await em.findOne(User, { username })) return 'exists';
  em.create(User, { username, role: 'admin', password: await hashPassword(password) });
  await em.flush();
  return 'created';
}
