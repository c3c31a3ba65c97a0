import 'reflect-metadata';
import { loadEnv } from '../src/config/env';
import { openDatabase } from '../src/db/database';
import { createAppPubSub } from '../src/core/events/pubsub';
import { Mailer } from '../src/core/mailer';
import { Transactions } from '../src/core/transactions';
import { DonationService } from '../src/modules/donations/donation.service';

/**
 * `DATABASE_URL=... node -r @swc-node/register test/set-status.cli.ts <donationId> <status> [notes]`:
 * records a status change as the staff screens will, on a running installation's database; every
 * api process on it pushes the change to the donor's open tracking pages.
 */
async function main(): Promise<void> {
  const [idText, status, notes] = process.argv.slice(2);
  const donationId = Number(idText);
  if (!Number.isInteger(donationId) || !status) throw new Error('usage: set-status <donationId> <status> [notes]');
  const env = loadEnv();
  if (!env.databaseUrl) throw new Error('Set DATABASE_URL to the database of the running installation.');
  const db = await openDatabase(env, () => undefined);
  const events = await createAppPubSub(db.url);
  try {
    const mailer = new Mailer(env.mailFrom, env.smtpUrl, env.outboxDir);
    const service = new DonationService(new Transactions(events.pubSub), mailer, env.publicUrl);
    const entry = await service.changeStatus(db.orm.em.fork(), donationId, status, {
      notes: notes ?? null,
      updatedByName: 'command line',
    });
    console.log(`Donation ${donationId}: ${entry.previousStatus} -> ${entry.status}`);
    // NOTIFY is sent on the event pool: give it a moment before closing the pool
    await new Promise((resolve) => setTimeout(resolve, 200));
  } finally {
    await events.close();
    await db.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
