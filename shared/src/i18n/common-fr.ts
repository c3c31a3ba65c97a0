import type { commonCatalogue as english } from './common-en';
import analytics from './fr/analytics.json';
import auctions from './fr/auctions.json';
import auth from './fr/auth.json';
import charities from './fr/charities.json';
import chat from './fr/chat.json';
import dealers from './fr/dealers.json';
import donations from './fr/donations.json';
import home from './fr/home.json';
import receipts from './fr/receipts.json';
import staff from './fr/staff.json';
import valuation from './fr/valuation.json';
import paging from './fr/paging.json';

/** Every shared message but the content editor's and the custom forms', French: the same ids as ./common-en.ts. */
export const commonCatalogue: Record<keyof typeof english, string> = {
  ...auth,
  ...analytics,
  ...dealers,
  ...charities,
  ...auctions,
  ...donations,
  ...staff,
  ...receipts,
  ...chat,
  ...valuation,
  ...paging,
  ...home,
};
