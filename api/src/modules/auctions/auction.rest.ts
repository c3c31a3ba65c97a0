import { PAGE_SIZE } from '@vdp/shared/paging/page-args';
import { placeBidSchema } from '@vdp/shared/validation/auction-bid.schema';
import { auctionListSchema, createAuctionSchema } from '@vdp/shared/validation/auction.schema';
import { parseInput } from '../../core/validation';
import { endpoint } from '../../rest/endpoint';
import { arrayPage, pagedQuery, parsePagedQuery, REST_CURSOR_FIELDS } from '../../rest/paging';
import { RestRoutes } from '../../rest/rest-routes';
import type { AuctionDoorServices } from './auction.resolver';
import { AUCTION_TOPIC } from './auction.events';
import { KEPT_PAGE_MS } from './auction.service';
import { withoutSecrets } from './auction.presenter';
import { bidViewerOf } from './bid-viewer';

const AUCTION_LIST_QUERY = pagedQuery(auctionListSchema);
const BID_LIST_QUERY = pagedQuery();

/**
 * The auction REST twins (below /api): the same services as GraphQL. A bad id in a path is a 404.
 * The lists answer arrays, as the spec gives them; their pages are in the Link headers (rest/paging.ts).
 */
export function auctionRoutes({ auctions, bids }: AuctionDoorServices): RestRoutes {
  return new RestRoutes()
    .get(
      '/auctions',
      endpoint(
        'auctions.read',
        async (ctx, req, res) => {
          const { filters, page } = parsePagedQuery(req, AUCTION_LIST_QUERY);
          const listed = await auctions.page(ctx.em, filters, page, REST_CURSOR_FIELDS);
          const role = ctx.user?.role;
          return arrayPage(req, res, {
            ...listed,
            edges: listed.edges.map((e) => ({ ...e, node: withoutSecrets(e.node, role) })),
          });
        },
        {
          query: AUCTION_LIST_QUERY,
          keep: { clearedBy: [AUCTION_TOPIC], ttlMs: KEPT_PAGE_MS },
          summary: `Auctions, soonest end first, ${PAGE_SIZE.default} a page (limit 1-${PAGE_SIZE.max}, cursor or before; filters status, search): an array, the next page in the Link header`,
        },
      ),
    )
    .get(
      '/auctions/stats',
      endpoint('auctions.manage', (ctx) => auctions.stats(ctx.em), { summary: 'How many auctions there are, by status' }),
    )
    .get(
      '/auctions/donations',
      endpoint('auctions.manage', (ctx) => auctions.donationsWithoutAuction(ctx.em), {
        summary: 'Donations an admin may put up for auction (none has an auction yet)',
      }),
    )
    .get(
      '/auctions/:id',
      endpoint(
        'auctions.read',
        async (ctx, req) => withoutSecrets(await auctions.get(ctx.em, Number(req.params.id)), ctx.user?.role),
        {
          summary: 'One auction by id, with its vehicle',
        },
      ),
    )
    .get(
      '/auctions/:id/bids',
      endpoint(
        'auctions.read',
        async (ctx, req, res) => {
          const { page } = parsePagedQuery(req, BID_LIST_QUERY);
          const viewer = await bidViewerOf(ctx.em, ctx.user);
          const listed = await auctions.bidPage(ctx.em, Number(req.params.id), page, viewer, REST_CURSOR_FIELDS);
          return arrayPage(req, res, listed);
        },
        {
          query: BID_LIST_QUERY,
          summary: `Bids of an auction, highest first, ${PAGE_SIZE.default} a page (limit 1-${PAGE_SIZE.max}, no longer 500; cursor or before): an array, the next page in the Link header`,
        },
      ),
    )
    .post(
      '/auctions',
      endpoint(
        'auctions.manage',
        async (ctx, req, res) => {
          res.status(201).json(await auctions.create(ctx.em, parseInput(createAuctionSchema, req.body), ctx.user!));
        },
        { input: createAuctionSchema, answer: { status: 201 }, summary: 'Creates a scheduled auction of a donation' },
      ),
    )
    .patch(
      '/auctions/:id/start',
      endpoint('auctions.manage', (ctx, req) => auctions.start(ctx.em, Number(req.params.id), ctx.user!), {
        summary: 'Starts a scheduled auction now',
      }),
    )
    .patch(
      '/auctions/:id/end',
      endpoint('auctions.manage', (ctx, req) => auctions.end(ctx.em, Number(req.params.id), ctx.user!), {
        summary: 'Ends an active auction now',
      }),
    )
    .post(
      '/bids',
      // the bidder: the signed-in dealer, or for an admin the body's dealerId (BidService.place)
      endpoint(
        'auctions.bid',
        async (ctx, req, res) => {
          const body = { ...(req.body as object | null) } as { idempotencyKey?: unknown };
          const idempotencyKey = req.get('Idempotency-Key') ?? body.idempotencyKey;
          const bid = await bids.place(ctx.user!, parseInput(placeBidSchema, { ...body, idempotencyKey }));
          res.status(bid.replayed ? 200 : 201).json(bid);
        },
        {
          summary:
            'Places a bid (a dealer for itself, an admin for the dealerId given); the Idempotency-Key header makes a retry safe',
          input: placeBidSchema,
          answer: { status: 201 },
        },
      ),
    );
}
