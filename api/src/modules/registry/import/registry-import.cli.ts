import 'reflect-metadata';
import path from 'node:path';
import { ConfigError, loadEnv } from '../../../config/env';
import { formatSummary, progressReporter } from './import-progress';
import { isRegistrySource, REGISTRY_SOURCES, RegistryImportError } from './import.types';
import { importRegistryFile } from './registry-import';
import { connectRegistryDatabase } from './registry-database';

const USAGE = `Usage: npm run registry:import -- <source> <file>
  source: ${REGISTRY_SOURCES.join(' | ')}
  The database is DATABASE_URL's, else the embedded one under DATA_DIR (default .data), as for npm start.
  See docs/registry.md for where the files are published.`;

/** `npm run registry:import -- <source> <file>`: one published registry file into the registry, all or nothing. */
async function main(): Promise<number> {
  const [source, file, ...rest] = process.argv.slice(2);
  if (!source || !file || rest.length > 0 || !isRegistrySource(source)) {
    console.error(source && !isRegistrySource(source) ? `Unknown source "${source}".\n${USAGE}` : USAGE);
    return 2;
  }
  // npm runs workspace scripts in api/: a relative path is the caller's (INIT_CWD).
  const absolute = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
  const connection = await connectRegistryDatabase(loadEnv());
  const progress = progressReporter();
  try {
    const summary = await importRegistryFile(connection.client, source, absolute, { onProgress: progress.update });
    progress.stop();
    console.log(formatSummary(summary));
    return 0;
  } catch (error) {
    progress.stop();
    if (!(error instanceof RegistryImportError)) throw error;
    console.error(`Refused ${absolute} (${source}): ${error.message}`);
    console.error('Nothing was imported: fix the file and run the command again (added 0, changed 0, refused the whole file).');
    return 1;
  } finally {
    await connection.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(
      error instanceof ConfigError ? `Configuration error: ${error.message}` : error instanceof Error ? error.message : error,
    );
    process.exit(1);
  },
);
