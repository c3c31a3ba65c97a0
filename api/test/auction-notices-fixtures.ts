import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { RunningServer } from '../src/app/server';
import { sql } from './harness';

export interface NoticeRowRead {
  dealer_id: number;
  notification_type: string;
  message: string;
  message_values: Record<string, unknown>;
  mail_status: string;
}

/** The notices of an auction, oldest first. */
export function noticesOf(server: RunningServer, auctionId: number): Promise<NoticeRowRead[]> {
  return sql<NoticeRowRead>(
    server,
    'select dealer_id, notification_type, message, message_values, mail_status from auction_notifications where auction_id = ? order by id',
    [auctionId],
  );
}

/** The decoded .eml files of the outbox sent to `email`, oldest first (quoted-printable soft breaks joined). */
export async function mailsTo(outboxDir: string, email: string): Promise<string[]> {
  const mails: string[] = [];
  for (const name of (await readdir(outboxDir)).sort()) {
    const raw = await readFile(path.join(outboxDir, name), 'utf8');
    if (!raw.includes(`To: ${email}`)) continue;
    mails.push(decodeQuotedPrintable(raw));
  }
  return mails;
}

function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  return Buffer.from(
    joined.replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}

/** Moves every process's notice clock forward (the 5-minute e-mail window), as time passing would. */
export function shiftClocks(servers: RunningServer[], ms: number): void {
  for (const server of servers) server.services.noticeClock.shift(ms);
}

/** Resolves once both processes handled every event they received so far. */
export async function settled(servers: RunningServer[]): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 200));
  for (const server of servers) await server.services.noticeReactor.settled();
}
