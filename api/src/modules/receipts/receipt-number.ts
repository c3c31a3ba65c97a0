import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Takes the next number of `year` inside the caller's transaction. The upsert locks the year's
 * row until commit, so concurrent receipts queue here and each gets the next number; a receipt
 * whose transaction rolls back gives its number back. Unique and without gaps.
 */
export async function nextReceiptNumber(tx: EntityManager, year: number): Promise<string> {
  const [row] = await tx.execute<Array<{ last_number: number }>>(
    `insert into receipt_number_sequences (year, last_number) values (?, 1)
     on conflict (year) do update set last_number = receipt_number_sequences.last_number + 1
     returning last_number`,
    [year],
  );
  return formatReceiptNumber(year, row.last_number);
}

/** 2026-000042: the year, then the sequence in that year. */
export function formatReceiptNumber(year: number, sequence: number): string {
  return `${year}-${String(sequence).padStart(6, '0')}`;
}

export const RECEIPT_NUMBER_PATTERN = /^(\d{4})-(\d{6,})$/;
