import { object, type InferType } from 'yup';
import { oneOf, rowId } from './rules';

/** The languages a dealer's notices and e-mails are written in (the web's locales). */
export const NOTICE_LANGUAGES = ['en', 'fr'] as const;
export type NoticeLanguage = (typeof NOTICE_LANGUAGES)[number];

/** setNoticeLanguage / PUT /api/notices/language: the web sends its UI language once a dealer is signed in. */
export const noticeLanguageSchema = object({
  language: oneOf(NOTICE_LANGUAGES, 'notices.language.invalid'),
});
export type NoticeLanguageChoice = InferType<typeof noticeLanguageSchema>;

/** markNoticeRead / POST /api/notices/{id}/read. */
export const noticeIdSchema = object({
  id: rowId('notices.id.invalid'),
});

/** watchAuction, unwatchAuction / PUT and DELETE /api/watchlist/{auctionId}. */
export const watchAuctionSchema = object({
  auctionId: rowId('auctions.bid.noAuction'),
});
