import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { pageArgsSchema } from '@vdp/shared/validation/page.schema';
import { noticeIdSchema, noticeLanguageSchema, watchAuctionSchema } from '@vdp/shared/validation/notice.schema';
import type { Connection } from '../../core/keyset';
import type { RequestContext } from '../../core/request-context';
import { parseInput } from '../../core/validation';
import { PageArgsInput } from '../../graphql/connection';
import type { BillOfSaleInfo } from './bill-of-sale.presenter';
import type { BillOfSaleService } from './bill-of-sale.service';
import type { Notice, NoticeCounts, WatchedAuction, WatchState } from './notice.presenter';
import type { NoticesService } from './notices.service';
import {
  BillOfSaleView,
  DealerNoticeConnectionView,
  DealerNoticeCountsView,
  WatchedAuctionConnectionView,
  WatchStateView,
} from './notices.types';

/** What the notice doors use. */
export interface NoticeDoorServices {
  notices: NoticesService;
  billsOfSale: BillOfSaleService;
}

/** The dealer's watchlist, notices and the bill of sale (issue 18 §3-4); the live feed is NoticesLiveResolver. */
@Resolver()
export class NoticesResolver {
  constructor(private readonly services: NoticeDoorServices) {}

  @Authorized('notices.use')
  @Query(() => DealerNoticeConnectionView, { description: 'The signed-in dealer’s notices, newest first; as GET /api/notices.' })
  dealerNotices(@Ctx() ctx: RequestContext, @Args(() => PageArgsInput) page: PageArgsInput): Promise<Connection<Notice>> {
    return this.services.notices.page(ctx.em, ctx.user!, parseInput(pageArgsSchema, page));
  }

  @Authorized('notices.use')
  @Query(() => DealerNoticeCountsView, { description: 'How many notices the signed-in dealer has, and unread (the bell).' })
  dealerNoticeCounts(@Ctx() ctx: RequestContext): Promise<NoticeCounts> {
    return this.services.notices.counts(ctx.em, ctx.user!);
  }

  @Authorized('notices.use')
  @Query(() => WatchedAuctionConnectionView, {
    description: 'The signed-in dealer’s watchlist, last watched first; as GET /api/watchlist.',
  })
  watchlist(@Ctx() ctx: RequestContext, @Args(() => PageArgsInput) page: PageArgsInput): Promise<Connection<WatchedAuction>> {
    return this.services.notices.watchlist(ctx.em, ctx.user!, parseInput(pageArgsSchema, page));
  }

  @Authorized('notices.use')
  @Query(() => WatchStateView, { description: 'Whether the signed-in dealer watches the auction.' })
  watchState(
    @Ctx() ctx: RequestContext,
    @Arg('auctionId', () => ID, { description: 'The auction.' }) auctionId: string,
  ): Promise<WatchState> {
    return this.services.notices.isWatching(ctx.em, ctx.user!, parseInput(watchAuctionSchema, { auctionId }).auctionId);
  }

  @Authorized('notices.use')
  @Mutation(() => WatchStateView, { description: 'Puts the auction on the signed-in dealer’s watchlist (again: no change).' })
  watchAuction(
    @Ctx() ctx: RequestContext,
    @Arg('auctionId', () => ID, { description: 'The auction to watch.' }) auctionId: string,
  ): Promise<WatchState> {
    return this.services.notices.watch(ctx.em, ctx.user!, parseInput(watchAuctionSchema, { auctionId }).auctionId);
  }

  @Authorized('notices.use')
  @Mutation(() => WatchStateView, { description: 'Takes the auction off the signed-in dealer’s watchlist.' })
  unwatchAuction(
    @Ctx() ctx: RequestContext,
    @Arg('auctionId', () => ID, { description: 'The auction to stop watching.' }) auctionId: string,
  ): Promise<WatchState> {
    return this.services.notices.unwatch(ctx.em, ctx.user!, parseInput(watchAuctionSchema, { auctionId }).auctionId);
  }

  @Authorized('notices.use')
  @Mutation(() => DealerNoticeCountsView, { description: 'Marks one of the dealer’s notices read; answers the new counts.' })
  markNoticeRead(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID, { description: 'The notice.' }) id: string,
  ): Promise<NoticeCounts> {
    return this.services.notices.markRead(ctx.em, ctx.user!, parseInput(noticeIdSchema, { id }).id);
  }

  @Authorized('notices.use')
  @Mutation(() => DealerNoticeCountsView, { description: 'Marks every notice of the dealer read; answers the new counts.' })
  markAllNoticesRead(@Ctx() ctx: RequestContext): Promise<NoticeCounts> {
    return this.services.notices.markAllRead(ctx.em, ctx.user!);
  }

  @Authorized('notices.use')
  @Mutation(() => String, {
    description: 'Sets the language (en, fr) of the dealer’s notices and e-mails; the web sends its own.',
  })
  setNoticeLanguage(
    @Ctx() ctx: RequestContext,
    @Arg('language', () => String, { description: 'en or fr.' }) language: string,
  ): Promise<string> {
    return this.services.notices.setLanguage(ctx.em, ctx.user!, parseInput(noticeLanguageSchema, { language }).language);
  }

  @Authorized('billsOfSale.read')
  @Query(() => BillOfSaleView, {
    description:
      'The bill of sale of a sold auction: the winning dealer’s own, or any for staff; as GET /api/bills-of-sale/{auctionId}.',
  })
  billOfSale(
    @Ctx() ctx: RequestContext,
    @Arg('auctionId', () => ID, { description: 'The auction sold.' }) auctionId: string,
  ): Promise<BillOfSaleInfo> {
    return this.services.billsOfSale.info(ctx.em, ctx.user!, Number(auctionId));
  }
}
