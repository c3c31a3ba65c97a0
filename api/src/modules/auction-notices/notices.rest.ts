import { PAGE_SIZE } from '@vdp/shared/paging/page-args';
import { noticeIdSchema, noticeLanguageSchema, watchAuctionSchema } from '@vdp/shared/validation/notice.schema';
import { parseInput } from '../../core/validation';
import { endpoint } from '../../rest/endpoint';
import { arrayPage, pagedQuery, parsePagedQuery, REST_CURSOR_FIELDS } from '../../rest/paging';
import { RestRoutes } from '../../rest/rest-routes';
import type { NoticeDoorServices } from './notices.resolver';

const PAGE_QUERY = pagedQuery();
const PAGE_TEXT = `${PAGE_SIZE.default} a page (limit 1-${PAGE_SIZE.max}, cursor or before): an array, the next page in the Link header`;

/** The REST twins of the notice doors (below /api): the same services as GraphQL; a bad id in a path is a 404 or a 400 naming it. */
export function noticeRoutes({ notices, billsOfSale }: NoticeDoorServices): RestRoutes {
  return new RestRoutes()
    .get(
      '/notices',
      endpoint(
        'notices.use',
        async (ctx, req, res) => {
          const { page } = parsePagedQuery(req, PAGE_QUERY);
          return arrayPage(req, res, await notices.page(ctx.em, ctx.user!, page, REST_CURSOR_FIELDS));
        },
        { query: PAGE_QUERY, summary: `The signed-in dealer’s notices, newest first, ${PAGE_TEXT}` },
      ),
    )
    .get(
      '/notices/counts',
      endpoint('notices.use', (ctx) => notices.counts(ctx.em, ctx.user!), {
        summary: 'How many notices the signed-in dealer has, and how many are unread',
      }),
    )
    .post(
      '/notices/read-all',
      endpoint('notices.use', (ctx) => notices.markAllRead(ctx.em, ctx.user!), {
        summary: 'Marks every notice of the signed-in dealer read; answers the new counts',
      }),
    )
    .post(
      '/notices/:id/read',
      endpoint(
        'notices.use',
        (ctx, req) => notices.markRead(ctx.em, ctx.user!, parseInput(noticeIdSchema, { id: req.params.id }).id),
        {
          summary: 'Marks one of the signed-in dealer’s notices read; answers the new counts',
        },
      ),
    )
    .put(
      '/notices/language',
      endpoint(
        'notices.use',
        async (ctx, req) => ({
          language: await notices.setLanguage(ctx.em, ctx.user!, parseInput(noticeLanguageSchema, req.body).language),
        }),
        { input: noticeLanguageSchema, summary: 'Sets the language (en, fr) of the signed-in dealer’s notices and e-mails' },
      ),
    )
    .get(
      '/watchlist',
      endpoint(
        'notices.use',
        async (ctx, req, res) => {
          const { page } = parsePagedQuery(req, PAGE_QUERY);
          return arrayPage(req, res, await notices.watchlist(ctx.em, ctx.user!, page, REST_CURSOR_FIELDS));
        },
        { query: PAGE_QUERY, summary: `The signed-in dealer’s watchlist, last watched first, ${PAGE_TEXT}` },
      ),
    )
    .get(
      '/watchlist/:auctionId',
      endpoint('notices.use', (ctx, req) => notices.isWatching(ctx.em, ctx.user!, auctionIdOf(req.params.auctionId)), {
        summary: 'Whether the signed-in dealer watches the auction',
      }),
    )
    .put(
      '/watchlist/:auctionId',
      endpoint('notices.use', (ctx, req) => notices.watch(ctx.em, ctx.user!, auctionIdOf(req.params.auctionId)), {
        summary: 'Puts the auction on the signed-in dealer’s watchlist (again: no change)',
      }),
    )
    .delete(
      '/watchlist/:auctionId',
      endpoint('notices.use', (ctx, req) => notices.unwatch(ctx.em, ctx.user!, auctionIdOf(req.params.auctionId)), {
        summary: 'Takes the auction off the signed-in dealer’s watchlist',
      }),
    )
    .get(
      '/bills-of-sale/:auctionId',
      endpoint('billsOfSale.read', (ctx, req) => billsOfSale.info(ctx.em, ctx.user!, Number(req.params.auctionId)), {
        summary:
          'The bill of sale of a sold auction (the winning dealer’s own, or any for staff): its archive facts and PDF address',
      }),
    )
    .get(
      '/bills-of-sale/:auctionId/pdf',
      endpoint(
        'billsOfSale.read',
        async (ctx, req, res) => {
          const file = await billsOfSale.file(ctx.em, ctx.user!, Number(req.params.auctionId));
          res
            .status(200)
            .setHeader('Content-Type', 'application/pdf')
            .setHeader('Content-Disposition', `attachment; filename="${file.fileName}"`)
            .setHeader('Cache-Control', 'private, no-store')
            .setHeader('Digest', `sha-256=${Buffer.from(file.sha256, 'hex').toString('base64')}`)
            .send(file.pdf);
        },
        { summary: 'The bill of sale as PDF', answer: { mediaType: 'application/pdf', schema: { type: 'string' } } },
      ),
    );
}

const auctionIdOf = (raw: string | undefined): number => parseInput(watchAuctionSchema, { auctionId: raw }).auctionId;
