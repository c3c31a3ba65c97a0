import 'reflect-metadata';
import readline from 'node:readline/promises';
import { loadEnv } from '../../config/env';
import { openDatabase } from '../../db/database';
import { createAdmin } from '../../db/seeders/accounts';

/**
 * `npm run create-admin [-- <username>]`: creates an admin account on the configured database.
 * The password comes from ADMIN_PASSWORD or is asked for (not echoed).
 */
async function main(): Promise<void> {
  const env = loadEnv();
  const username = process.argv[2] ?? env.adminUsername ?? (await ask('Admin username: ', false));
  const password = env.adminPassword ?? (await ask('Password (8+ characters): ', true));
  const db = await openDatabase(env, () => undefined);
  try {
    const result = await createAdmin(db.orm.em.fork(), username.trim(), password);
    console.log(
      result === 'created' ? `Created admin "${username}".` : `A user named "${username}" already exists; nothing changed.`,
    );
  } finally {
    await db.close();
  }
}

async function ask(question: string, hidden: boolean): Promise<string> {
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  if (hidden) {
    const write = (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput.bind(rl);
    (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = (s) => write(s.startsWith(question) ? s : '');
  }
  const answer = await rl.question(question);
  rl.close();
  if (hidden) process.stdout.write('\n');
  return answer;
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
