import { defineModule, type Core } from '../../core/module';
import { AuctionWatch } from './auction-watch.entity';
import { BillOfSale } from './bill-of-sale.entity';
import { BillOfSaleService } from './bill-of-sale.service';
import { NoticeClock } from './notice.constants';
import { AuctionNoticeMail } from './notice-mail.entity';
import { NoticeMail } from './notice-mail';
import { NoticeReactor } from './notice-reactor';
import { NoticeSweep } from './notice-sweep';
import { NoticesLiveResolver } from './notices-live.resolver';
import { NoticesResolver } from './notices.resolver';
import { noticeRoutes } from './notices.rest';
import { NoticesService } from './notices.service';

/**
 * Auction notices (issue 18 §3-4, ADR 30): the dealer's watchlist, notices written once from the
 * auction events and a sweep, live to the dealer, e-mailed at most once per auction per 5
 * minutes, and the winner's bill of sale. Reads the auctions' events; writes nothing of theirs.
 */
export const auctionNoticesModule = defineModule({
  name: 'auction-notices',
  entities: [AuctionWatch, AuctionNoticeMail, BillOfSale],
  resolvers: [NoticesResolver, NoticesLiveResolver],
  routes: noticeRoutes,
  create: ({ orm, env, live, mailer, settings, log }: Core) => {
    const noticeClock = new NoticeClock();
    const clock = noticeClock.now;
    const noticeMail = new NoticeMail(orm, mailer, env.publicUrl, clock, log);
    const billsOfSale = new BillOfSaleService(orm, mailer, settings, clock, log);
    const noticeReactor = new NoticeReactor(orm, live, noticeMail, billsOfSale, clock, log);
    const noticeSweep = new NoticeSweep(orm, noticeMail, clock, log);
    noticeReactor.start();
    noticeSweep.start();
    return { notices: new NoticesService(), billsOfSale, noticeMail, noticeReactor, noticeSweep, noticeClock, live };
  },
  stop: async ({ noticeReactor, noticeSweep }) => {
    await noticeSweep.stop();
    await noticeReactor.stop();
  },
});
