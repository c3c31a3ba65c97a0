import type { catalogue as english } from './en';
import auth from './fr/auth.json';
import dealers from './fr/dealers.json';
import donations from './fr/donations.json';
import receipts from './fr/receipts.json';
import staff from './fr/staff.json';

/** The shared validation messages, French: the same ids as English (checked here and by a test). */
export const catalogue: Record<keyof typeof english, string> = { ...auth, ...dealers, ...donations, ...staff, ...receipts };
