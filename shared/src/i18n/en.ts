import auctions from './en/auctions.json';
import auth from './en/auth.json';
import chat from './en/chat.json';
import dealers from './en/dealers.json';
import valuation from './en/valuation.json';

/** The shared validation messages, English: one file per domain under ./en/. */
export const catalogue = { ...auth, ...dealers, ...auctions, ...chat, ...valuation };
