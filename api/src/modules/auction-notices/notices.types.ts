import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { connectionTypes } from '../../graphql/connection';
import type { BillOfSaleInfo } from './bill-of-sale.presenter';
import type { Notice, NoticeCounts, WatchedAuction, WatchState } from './notice.presenter';

@ObjectType('DealerNotice', {
  description: 'A notice to the signed-in dealer about an auction (outbid, started, ending, won, lost...).',
})
export class DealerNoticeView implements Notice {
  @Field(() => ID, { description: 'The notice’s id.' }) id!: number;
  @Field(() => ID, { description: 'The auction it is about.' }) auctionId!: number;
  @Field(() => String, { description: 'outbid, started, ending, won, lost, provisional (more may come).' }) type!: string;
  @Field(() => String, {
    description: 'The catalog id of its message (notices.outbid...): render it with `values` in the reader’s language.',
  })
  messageId!: string;
  @Field(() => GraphQLJSONObject, {
    description: 'The message’s values: auctionId, vehicle, amount (a number of dollars) as the message needs.',
  })
  values!: Record<string, unknown>;
  @Field(() => String, { description: 'The message rendered in the dealer’s stored language.' }) text!: string;
  @Field(() => Boolean, { description: 'Whether the dealer has marked it read.' }) isRead!: boolean;
  @Field(() => Date, { description: 'When it was written.' }) createdAt!: Date;
}

export const DealerNoticeConnectionView = connectionTypes('DealerNotice', DealerNoticeView, {
  description: 'A page of the dealer’s notices, newest first (GraphQL Cursor Connections).',
  totalCount: 'How many notices the dealer has.',
});

@ObjectType('DealerNoticeCounts', {
  description: 'How many notices the signed-in dealer has, and how many are unread (the bell).',
})
export class DealerNoticeCountsView implements NoticeCounts {
  @Field(() => Int, { description: 'Every notice.' }) total!: number;
  @Field(() => Int, { description: 'Notices not marked read.' }) unread!: number;
}

@ObjectType('DealerNotification', {
  description: 'A new notice, live: its id and what it is about (read the notice list for its text).',
})
export class DealerNotificationView {
  @Field(() => ID, { description: 'The new notice’s id.' }) id!: number;
  @Field(() => ID, { description: 'The auction it is about.' }) auctionId!: number;
  @Field(() => String, { description: 'Its type (outbid, started, ending, won, lost...).' }) notificationType!: string;
}

@ObjectType('WatchedAuction', { description: 'An auction on the dealer’s watchlist.' })
export class WatchedAuctionView implements WatchedAuction {
  @Field(() => ID, { description: 'The auction.' }) auctionId!: number;
  @Field(() => Date, { description: 'When the dealer started watching it.' }) watchedAt!: Date;
  @Field(() => String, { description: 'The auction’s status.' }) status!: string;
  @Field(() => Date, { description: 'When it opens for bids.' }) startDate!: Date;
  @Field(() => Date, { description: 'When it ends (a soft close moves it).' }) endDate!: Date;
  @Field(() => String, { description: 'The high bid, decimal dollars ("1250.00").' }) currentHighBid!: string;
  @Field(() => String, { description: 'The vehicle: year, make and model.' }) vehicle!: string;
}

export const WatchedAuctionConnectionView = connectionTypes('WatchedAuction', WatchedAuctionView, {
  description: 'A page of the dealer’s watchlist, last watched first.',
  totalCount: 'How many auctions the dealer watches.',
});

@ObjectType('WatchState', { description: 'Whether the signed-in dealer watches an auction.' })
export class WatchStateView implements WatchState {
  @Field(() => ID, { description: 'The auction.' }) auctionId!: number;
  @Field(() => Boolean, { description: 'True while on the dealer’s watchlist.' }) watching!: boolean;
}

@ObjectType('BillOfSale', { description: 'The bill of sale of a sold auction, archived with its SHA-256.' })
export class BillOfSaleView implements BillOfSaleInfo {
  @Field(() => ID, { description: 'The auction sold.' }) auctionId!: number;
  @Field(() => ID, { description: 'The buyer, the winning dealer.' }) dealerId!: number;
  @Field(() => String, { description: 'The PDF’s file name.' }) fileName!: string;
  @Field(() => Int, { description: 'The PDF’s size in bytes.' }) fileSize!: number;
  @Field(() => String, { description: 'SHA-256 of the PDF, hex.' }) sha256!: string;
  @Field(() => String, { description: 'The price, decimal dollars.' }) salePrice!: string;
  @Field(() => Date, { description: 'When it was made.' }) createdAt!: Date;
  @Field(() => String, { description: 'Where to download the PDF (GET, with the session cookie).' }) url!: string;
}
