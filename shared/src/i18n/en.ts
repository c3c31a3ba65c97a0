import auth from './en/auth.json';
import dealers from './en/dealers.json';
import donations from './en/donations.json';
import receipts from './en/receipts.json';
import staff from './en/staff.json';

/** The shared validation messages, English: one file per domain under ./en/. */
export const catalogue = { ...auth, ...dealers, ...donations, ...staff, ...receipts };
