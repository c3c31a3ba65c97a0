import type { catalogue as english } from './en';
import auctions from './fr/auctions.json';
import auth from './fr/auth.json';
import charities from './fr/charities.json';
import chat from './fr/chat.json';
import content from './fr/content.json';
import dealers from './fr/dealers.json';
import forms from './fr/forms.json';
import donations from './fr/donations.json';
import home from './fr/home.json';
import receipts from './fr/receipts.json';
import staff from './fr/staff.json';
import valuation from './fr/valuation.json';

/** The messages both sides show, French: the same ids as English (checked here and by a test). */
export const catalogue: Record<keyof typeof english, string> = {
  ...auth,
  ...dealers,
  ...charities,
  ...content,
  ...forms,
  ...auctions,
  ...donations,
  ...staff,
  ...receipts,
  ...chat,
  ...valuation,
  ...home,
};
