import 'reflect-metadata';
import { ConfigError, loadEnv } from './config/env';
import { startServer } from './app/server';
import { logOpenFilesLimit } from './core/fd-limit';

async function main(): Promise<void> {
  const started = Date.now();
  const env = loadEnv();
  const server = await startServer(env);
  console.log(
    `Serving ${server.url} in ${Date.now() - started} ms (${server.db.embedded ? `embedded PostgreSQL in ${env.dataDir}` : 'DATABASE_URL'}${env.demo ? ', demo mode' : ''})`,
  );
  logOpenFilesLimit(console.log);
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: shutting down`);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : error);
  process.exit(1);
});
