import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import type { RunningServer } from '../src/app/server';
import type { Env } from '../src/config/env';
import { FakeOpenAi } from './fake-openai';
import { TestClient } from './client';
import { startTestServer } from './harness';
import type { WriteLedger } from './fuzz-ledger';
import type { Faults, Tally } from './fuzz-verdict';

/** Generated inputs per route or mutation; FUZZ_RUNS=2000 for a long run. */
export const RUNS_PER_TARGET = Number(process.env.FUZZ_RUNS ?? 110);
/** Fixed, so a failure comes back the same; FUZZ_SEED=<n> explores elsewhere. */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20_16_2);

const PLENTY = 1_000_000;

/**
 * A server for fuzzing: limits so high that the rules, not the counters, answer; the AI provider
 * faked (else valid drafts and chat answers would be 503 by design); webhooks left in their outbox.
 */
export async function startFuzzServer(): Promise<{ server: RunningServer; admin: TestClient; stop: () => Promise<void> }> {
  const fake = new FakeOpenAi();
  // a draft the post generator can use; the chat shows it as text
  const draft = JSON.stringify({
    title: 'Fuzz',
    content: '<p>Fuzz</p>',
    excerpt: 'Fuzz',
    seoTitle: 'Fuzz',
    seoDescription: 'Fuzz',
  });
  fake.behaviour = { reply: () => draft, chunkSize: 64, delayMs: 0 };
  const url = await fake.start();
  const overrides: Partial<Env> = {
    openaiApiKey: 'test-key',
    openaiBaseUrl: url,
    outboxDir: fs.mkdtempSync(path.join(os.tmpdir(), 'fuzz-outbox-')),
    webhookWorker: false,
    webhookAllowedHosts: ['localhost'],
    loginMaxFailuresPerUsername: PLENTY,
    loginMaxFailuresPerClient: PLENTY,
    donorLookupsPerMinute: PLENTY,
    formSubmissionsPerMinute: PLENTY,
    chatMaxPerSessionPerMinute: PLENTY,
    chatMaxPerClientPerMinute: PLENTY,
    graphqlMaxCost: PLENTY,
  };
  const server = await startTestServer(overrides);
  const admin = new TestClient(server.url);
  await admin.login('admin');
  return {
    server,
    admin,
    stop: async () => {
      await server.close();
      await fake.stop();
    },
  };
}

/** What one target's run found: the shrunk input that failed and why. */
export interface TargetFinding {
  faults: string;
  input: string;
}

/**
 * Runs `attempt` on `numRuns` generated inputs, then compares the database's fingerprint with the
 * one before, leaving out the tables accepted requests wrote: a refused request must leave none.
 */
export async function fuzzTarget<T>(
  ledger: WriteLedger,
  arbitrary: fc.Arbitrary<T>,
  attempt: (input: T, accepted: Set<string>) => Promise<Faults>,
  seedOffset: number,
): Promise<TargetFinding | undefined> {
  const accepted = new Set<string>();
  const before = await ledger.fingerprint();
  const result = await fc.check(
    fc.asyncProperty(arbitrary, async (input) => {
      const faults = await attempt(input, accepted);
      if (faults.length > 0) throw new Error(faults.join('; '));
    }),
    { numRuns: RUNS_PER_TARGET, seed: FUZZ_SEED + seedOffset },
  );
  if (result.failed) {
    const error = result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance);
    return { faults: error.slice(0, 600), input: shortly(result.counterexample) };
  }
  const after = await ledger.fingerprint(accepted);
  const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
  if (changed.length > 0)
    return { faults: `tables changed though only refused requests touched them: ${changed.join(', ')}`, input: '' };
  return undefined;
}

/** Reads an answer's text as JSON when it is JSON. */
export function parsed(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** A value for a message, cut short; one too deep to write out is named as such. */
export function shortly(value: unknown): string {
  let text: string;
  try {
    text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  } catch {
    text = '(nested too deep to write out)';
  }
  return text.length > 300 ? `${text.slice(0, 300)}…` : text;
}

/** Names a run of a target in the summary (seed offsets differ per target so each gets its own inputs). */
export const seedOffsetOf = (name: string): number => crypto.createHash('sha1').update(name).digest().readUInt16BE(0);

export type { Tally };
