import { Args, Authorized, Ctx, Query, Resolver } from 'type-graphql';
import { PAGE_SIZE } from '@vdp/shared/paging/page-args';
import { pageArgsSchema } from '@vdp/shared/validation/page.schema';
import type { Connection } from '../../core/keyset';
import type { RequestContext } from '../../core/request-context';
import { parseInput } from '../../core/validation';
import { PageArgsInput } from '../../graphql/connection';
import type { MyBid, MyBidTotals } from './history.presenter';
import type { HistoryService } from './history.service';
import { MyBidConnectionView, MyBidTotalsView, MyBidView } from './history.types';

/** What the history doors use. */
export interface HistoryDoorServices {
  history: HistoryService;
}

/** The dealer history (issue 18 §5). */
@Resolver(() => MyBidView)
export class HistoryResolver {
  constructor(private readonly services: HistoryDoorServices) {}

  @Authorized('auctions.history')
  @Query(() => MyBidConnectionView, {
    description: `The signed-in dealer’s bids, newest first, ${PAGE_SIZE.default} a page unless \`first\` or \`last\` says; as GET /api/dealers/me/bids.`,
  })
  myBids(@Ctx() ctx: RequestContext, @Args(() => PageArgsInput) page: PageArgsInput): Promise<Connection<MyBid>> {
    return this.services.history.page(ctx.em, ctx.user!, parseInput(pageArgsSchema, page));
  }

  @Authorized('auctions.history')
  @Query(() => MyBidTotalsView, { description: 'The signed-in dealer’s bidding figures; as GET /api/dealers/me/bid-totals.' })
  myBidTotals(@Ctx() ctx: RequestContext): Promise<MyBidTotals> {
    return this.services.history.totals(ctx.em, ctx.user!);
  }
}
