import { filter, map, pipe, Repeater } from '@graphql-yoga/subscription';
import { Authorized, Ctx, Query, Resolver, Root, Subscription, type SubscribeResolverData } from 'type-graphql';
import { decide } from '@vdp/shared/auth/permissions';
import { forbidden, unauthenticated } from '../../core/errors';
import type { RequestContext } from '../../core/request-context';
import { resolverOf } from '../../graphql/resolver-instances';
import { AUCTION_TOPIC, type AuctionEventPayload } from '../auctions/auction.events';
import { DONATION_CREATED, DONATION_STATUS_CHANGED, type DonationStatusChangedEvent } from '../donations/donation.events';
import type { CharityServices } from './charity.services';
import type { CharityPortalChangeRecord, CharityPortalRecord } from './charity-portal.presenter';
import { CharityPortalChangeView, CharityPortalView } from './charity-portal.types';

const isAuctionEvent = (event: unknown): event is AuctionEventPayload =>
  typeof event === 'object' && event !== null && 'auctionId' in event && 'reasons' in event;

/** The signed-in charity's own portal and its live changes (issue 10 item 6). */
@Resolver()
export class CharityPortalResolver {
  constructor(private readonly services: CharityServices) {}

  @Authorized('charities.portal')
  @Query(() => CharityPortalView, {
    description: 'Donations, receipts and auctions of the charity; as GET /api/charities/mine/portal.',
  })
  charityPortal(@Ctx() ctx: RequestContext): Promise<CharityPortalRecord> {
    return this.services.portal.portal(ctx.em, ctx.user!.id);
  }

  @Authorized('charities.portal')
  @Subscription(() => CharityPortalChangeView, {
    description:
      "A change of the charity's donations (a new one, a status, a receipt) or of their auctions (bids, end): refetch charityPortal.",
    subscribe: ({ context, info }: SubscribeResolverData<unknown, object, RequestContext>) =>
      resolverOf(info, CharityPortalResolver).changesOf(context),
  })
  charityPortalChanged(@Root() change: CharityPortalChangeRecord): CharityPortalChangeRecord {
    return change;
  }

  /** The subscribe step: donation (new, changed) and auction events, kept when they concern the account's charity. */
  async changesOf(ctx: RequestContext): Promise<AsyncIterable<unknown>> {
    const decision = decide('charities.portal', ctx.user?.role);
    if (decision === 'unauthenticated') throw unauthenticated();
    if (decision === 'forbidden') throw forbidden();
    const { events, portal } = this.services;
    const charity = await portal.charityOf(ctx.em, ctx.user!.id);
    const em = ctx.em;
    return pipe(
      Repeater.merge([
        events.subscribe(DONATION_CREATED),
        events.subscribe(DONATION_STATUS_CHANGED),
        events.subscribe(AUCTION_TOPIC),
      ]),
      map((event: unknown) =>
        isAuctionEvent(event)
          ? portal.auctionChange(em, charity.id, event)
          : portal.donationChange(em, charity.id, event as DonationStatusChangedEvent),
      ),
      filter((change): change is CharityPortalChangeRecord => change !== null),
    );
  }
}
