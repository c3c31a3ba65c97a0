import { pipe, filter } from '@graphql-yoga/subscription';
import { Arg, Authorized, Ctx, Query, Resolver, Root, Subscription, type SubscribeResolverData } from 'type-graphql';
import type { RequestContext } from '../../core/request-context';
import { decide } from '@vdp/shared/auth/permissions';
import { forbidden, unauthenticated } from '../../core/errors';
import type { AppPubSub } from '../../core/events/pubsub';
import { resolverOf } from '../../graphql/resolver-instances';
import { DONATION_STATUS_CHANGED, type DonationStatusChangedEvent } from '../donations/donation.events';
import type { StaffDonationService } from '../staff-donations/staff-donation.service';
import { liveChange } from './donation-live';
import { DonationStatusChange } from './donation-live.types';
import type { DonorPortalService } from './donor-portal.service';
import { DonationSummary, DonorPortalView } from './donor-portal.types';

/** What the donor portal's doors use. */
export interface DonorPortalServices {
  donorPortal: DonorPortalService;
  staffDonations: StaffDonationService;
  events: AppPubSub;
}

interface CodeArgs {
  accessCode?: string;
}

@Resolver()
export class DonorPortalResolver {
  constructor(private readonly services: DonorPortalServices) {}

  @Authorized('donorPortal.lookup')
  @Query(() => DonorPortalView, { description: 'Tracking by code, as GET /api/donor-portal/{code}. Each lookup counts.' })
  async donorPortal(@Arg('accessCode', () => String) accessCode: string, @Ctx() ctx: RequestContext): Promise<DonorPortalView> {
    return DonorPortalView.of(await this.services.donorPortal.byCode(ctx.em, accessCode, ctx.clientKey));
  }

  @Authorized('donorPortal.lookup')
  @Query(() => [DonationSummary], { description: 'Donations of an e-mail address, as GET /api/donations/email/{email}.' })
  async donationsByEmail(@Arg('email', () => String) email: string, @Ctx() ctx: RequestContext): Promise<DonationSummary[]> {
    const results = await this.services.donorPortal.byEmail(ctx.em, email, ctx.clientKey);
    return results.map((result) => DonationSummary.of(result));
  }

  @Authorized('donorPortal.lookup')
  @Subscription(() => DonationStatusChange, {
    description:
      'Every change (status, communication, receipt) of the donation of this tracking code. Staff may omit the code to receive every donation’s changes.',
    subscribe: ({ args, context, info }: SubscribeResolverData<unknown, CodeArgs, RequestContext>) =>
      resolverOf(info, DonorPortalResolver).changesOf(args.accessCode, context),
  })
  async donationStatusChanged(
    @Root() event: DonationStatusChangedEvent,
    @Arg('accessCode', () => String, { nullable: true }) _accessCode: string | undefined,
    @Ctx() ctx: RequestContext,
  ): Promise<DonationStatusChange> {
    const staff = decide('donations.manage', ctx.user?.role) === 'allowed';
    return liveChange(ctx.em, this.services.staffDonations, event, staff);
  }

  /** donationStatusChanged's subscribe step: one donation's changes by its code, or staff's every change. */
  async changesOf(accessCode: string | undefined, ctx: RequestContext): Promise<AsyncIterable<unknown>> {
    if (!accessCode?.trim()) {
      const decision = decide('donations.manage', ctx.user?.role);
      if (decision === 'unauthenticated') throw unauthenticated();
      if (decision === 'forbidden') throw forbidden();
      return this.services.events.subscribe(DONATION_STATUS_CHANGED);
    }
    const donationId = await this.services.donorPortal.donationIdOf(ctx.em, accessCode, ctx.clientKey);
    return pipe(
      this.services.events.subscribe(DONATION_STATUS_CHANGED),
      filter((event) => (event as DonationStatusChangedEvent).donationId === donationId),
    );
  }
}
