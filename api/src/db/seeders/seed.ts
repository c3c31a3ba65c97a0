import type { MikroORM } from '@mikro-orm/postgresql';
import type { Env } from '../../config/env';
import { createAdmin, seedDemoAccounts } from './accounts';
import { seedReferenceData } from './reference-data';
import { seedChatConfig } from './chat-config';
import { seedDemoCharities } from './demo-charities';
import { seedDemoContent } from './demo-content';
import { seedDemoDealers } from './demo-dealers';
import { seedDemoForms } from './demo-forms';
import { seedDemoRegistry } from './demo-registry';

/**
 * At every start: reference data when missing; the demo accounts in demo mode; the admin of
 * ADMIN_USERNAME/ADMIN_PASSWORD when given. Production never gets an account with a known password.
 */
export async function seedDatabase(orm: MikroORM, env: Env, log: (m: string) => void): Promise<void> {
  const em = orm.em.fork();
  await seedReferenceData(em);
  if (env.demo) await seedDemoAccounts(em);
  if (env.demo) await seedChatConfig(em);
  if (env.demo) await seedDemoDealers(em);
  // the registry's sample files first: the demo charities are verified against them
  if (env.demo) await seedDemoRegistry(orm, log);
  if (env.demo) await seedDemoCharities(em);
  if (env.demo) await seedDemoContent(em);
  if (env.demo) await seedDemoForms(em);
  if (env.adminUsername && env.adminPassword) {
    const result = await createAdmin(em, env.adminUsername, env.adminPassword);
    if (result === 'created') log(`Created the admin account "${env.adminUsername}".`);
  }
}
