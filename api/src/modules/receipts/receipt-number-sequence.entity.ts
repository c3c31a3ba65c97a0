import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * receipt_number_sequences: the last receipt number issued in each year. Taking a number updates
 * this row in the receipt's own transaction, so numbers are unique, and a rolled-back receipt
 * gives its number back: no gaps (docs/receipts.md).
 */
@Entity({ tableName: 'receipt_number_sequences' })
export class ReceiptNumberSequence {
  @PrimaryKey({ type: 'integer', autoincrement: false })
  year!: number;

  @Property({ type: 'integer' })
  lastNumber!: number;
}
