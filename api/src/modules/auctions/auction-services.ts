import type { MikroORM } from '@mikro-orm/postgresql';
import type { Env } from '../../config/env';
import type { AppPubSub } from '../../graphql/pubsub';
import { DealerService } from '../dealers/dealer.service';
import { SetPasswordTokens } from '../dealers/set-password-token';
import { Mailer } from '../mail/mailer';
import { AuctionCloser } from './auction-closer';
import { AuctionService } from './auction.service';
import { BidService } from './bid.service';

export interface AuctionServices {
  auctions: AuctionService;
  bids: BidService;
  auctionCloser: AuctionCloser;
  dealers: DealerService;
}

/** The dealer and auction services of one process; the closer starts with it. */
export function createAuctionServices(orm: MikroORM, env: Env, pubSub: AppPubSub, secret: string): AuctionServices {
  const auctions = new AuctionService(pubSub);
  const auctionCloser = new AuctionCloser(orm, auctions);
  auctionCloser.start();
  const mailer = new Mailer(env.mailFrom, env.smtpUrl, env.outboxDir);
  return {
    auctions,
    bids: new BidService(orm, pubSub),
    auctionCloser,
    dealers: new DealerService(mailer, new SetPasswordTokens(secret), env.publicUrl),
  };
}
