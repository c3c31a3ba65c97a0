import analytics from './en/analytics.json';
import auctions from './en/auctions.json';
import auth from './en/auth.json';
import charities from './en/charities.json';
import chat from './en/chat.json';
import dealers from './en/dealers.json';
import donations from './en/donations.json';
import home from './en/home.json';
import receipts from './en/receipts.json';
import staff from './en/staff.json';
import valuation from './en/valuation.json';
import paging from './en/paging.json';

/**
 * Every shared message but the content editor's (./content-en.ts) and the custom forms'
 * (./forms-en.ts), English: the part of the catalogue (./en.ts) the web loads up front; it loads
 * those two with the pages that show them (its entry bundle's budget). One file per domain under
 * ./en/.
 */
export const commonCatalogue = {
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
