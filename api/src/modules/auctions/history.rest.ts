import { PAGE_SIZE } from '@vdp/shared/paging/page-args';
import { endpoint } from '../../rest/endpoint';
import { arrayPage, pagedQuery, parsePagedQuery, REST_CURSOR_FIELDS } from '../../rest/paging';
import { RestRoutes } from '../../rest/rest-routes';
import type { HistoryDoorServices } from './history.resolver';

const HISTORY_QUERY = pagedQuery();

/** The dealer history REST twins (issue 18 §5): the signed-in dealer's own bids and figures. */
export function historyRoutes({ history }: HistoryDoorServices): RestRoutes {
  return new RestRoutes()
    .get(
      '/dealers/me/bids',
      endpoint(
        'auctions.history',
        async (ctx, req, res) => {
          const { page } = parsePagedQuery(req, HISTORY_QUERY);
          return arrayPage(req, res, await history.page(ctx.em, ctx.user!, page, REST_CURSOR_FIELDS));
        },
        {
          query: HISTORY_QUERY,
          summary: `The signed-in dealer's bids, newest first, ${PAGE_SIZE.default} a page (limit 1-${PAGE_SIZE.max}, cursor or before): an array, the next page in the Link header`,
        },
      ),
    )
    .get(
      '/dealers/me/bid-totals',
      endpoint('auctions.history', (ctx) => history.totals(ctx.em, ctx.user!), {
        summary: "The signed-in dealer's bidding figures",
      }),
    );
}
