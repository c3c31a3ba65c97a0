import { filter, pipe } from '@graphql-yoga/subscription';
import { Arg, Authorized, Ctx, Query, Resolver, Root, Subscription, type SubscribeResolverData } from 'type-graphql';
import { decide } from '@vdp/shared/auth/permissions';
import { donorEmailSchema, trackingCodeSchema } from '@vdp/shared/validation/tracking.schema';
import { forbidden, unauthenticated } from '../../core/errors';
import type { AppPubSub } from '../../core/events/pubsub';
import type { RequestContext } from '../../core/request-context';
import { parseInput } from '../../core/validation';
import { resolverOf } from '../../graphql/resolver-instances';
import { DONATION_STATUS_CHANGED, type DonationStatusChangedEvent } from '../donations/donation.events';
import type { DonationStatusChange } from './donation-change.presenter';
import type { DonationLive } from './donation-live';
import { DonationStatusChangeView } from './donation-live.types';
import type { DonationSummary, DonorPortalView } from './donor-portal.presenter';
import type { DonorPortalService } from './donor-portal.service';
import { DonationSummaryView, DonorPortalViewType } from './donor-portal.types';

/** What the donor portal's doors use. */
export interface DonorPortalServices {
  donorPortal: DonorPortalService;
  live: DonationLive;
  events: AppPubSub;
}

interface CodeArgs {
  accessCode?: string | null;
}

@Resolver()
export class DonorPortalResolver {
  constructor(private readonly services: DonorPortalServices) {}

  @Authorized('donorPortal.lookup')
  @Query(() => DonorPortalViewType, { description: 'Tracking by code, as GET /api/donor-portal/{code}. Each lookup counts.' })
  donorPortal(
    @Arg('accessCode', () => String, {
      description: 'The tracking code of the confirmation e-mail; a wrong one is NOT_FOUND and counts against the rate limit.',
    })
    accessCode: string,
    @Ctx() ctx: RequestContext,
  ): Promise<DonorPortalView> {
    const code = parseInput(trackingCodeSchema, { accessCode }).accessCode;
    return this.services.donorPortal.byCode(ctx.em, code, ctx.clientKey);
  }

  @Authorized('donorPortal.lookup')
  @Query(() => [DonationSummaryView], {
    description: 'Donations of an e-mail address, with the tracking code of one of them, as GET /api/donations/email/{email}.',
  })
  donationsByEmail(
    @Arg('email', () => String, {
      description: 'The donor’s e-mail address (case ignored); answers its latest 50 donations, newest first, or none.',
    })
    email: string,
    @Arg('accessCode', () => String, {
      description:
        'The tracking code of one of the address’s donations (its confirmation e-mail): without a matching one the answer is empty.',
    })
    accessCode: string,
    @Ctx() ctx: RequestContext,
  ): Promise<DonationSummary[]> {
    const input = parseInput(donorEmailSchema, { email, accessCode });
    return this.services.donorPortal.byEmail(ctx.em, input.email, input.accessCode, ctx.clientKey);
  }

  @Authorized('donorPortal.lookup')
  @Subscription(() => DonationStatusChangeView, {
    description:
      'Every change (status, communication, receipt) of the donation of this tracking code. Staff may omit the code to receive every donation’s changes.',
    subscribe: ({ args, context, info }: SubscribeResolverData<unknown, CodeArgs, RequestContext>) =>
      resolverOf(info, DonorPortalResolver).changesOf(args.accessCode, context),
  })
  donationStatusChanged(
    @Root() event: DonationStatusChangedEvent,
    @Arg('accessCode', () => String, {
      nullable: true,
      description: 'The donation’s tracking code; staff (donations.manage) may omit it to follow every donation.',
    })
    _accessCode: string | undefined,
    @Ctx() ctx: RequestContext,
  ): Promise<DonationStatusChange> {
    return this.services.live.change(ctx.em, event, decide('donations.manage', ctx.user?.role) === 'allowed');
  }

  /** donationStatusChanged's subscribe step: one donation's changes by its code, or staff's every change. */
  async changesOf(accessCode: string | null | undefined, ctx: RequestContext): Promise<AsyncIterable<unknown>> {
    if (!accessCode?.trim()) {
      const decision = decide('donations.manage', ctx.user?.role);
      if (decision === 'unauthenticated') throw unauthenticated();
      if (decision === 'forbidden') throw forbidden();
      return this.services.events.subscribe(DONATION_STATUS_CHANGED);
    }
    const code = parseInput(trackingCodeSchema, { accessCode }).accessCode;
    const donationId = await this.services.donorPortal.donationIdOf(ctx.em, code, ctx.clientKey);
    return pipe(
      this.services.events.subscribe(DONATION_STATUS_CHANGED),
      filter((event) => (event as DonationStatusChangedEvent).donationId === donationId),
    );
  }
}
