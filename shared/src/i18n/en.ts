import auctions from './en/auctions.json';
import auth from './en/auth.json';
import charities from './en/charities.json';
import chat from './en/chat.json';
import content from './en/content.json';
import dealers from './en/dealers.json';
import forms from './en/forms.json';
import donations from './en/donations.json';
import home from './en/home.json';
import receipts from './en/receipts.json';
import staff from './en/staff.json';
import valuation from './en/valuation.json';

/**
 * The messages both sides show, English: the forms' validation messages and the home page's FAQ
 * (which the assistant answers from too). One file per domain under ./en/.
 */
export const catalogue = {
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
