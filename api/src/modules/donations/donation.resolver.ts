import { pipe, filter } from '@graphql-yoga/subscription';
import { Arg, Authorized, Ctx, Mutation, Query, Resolver, Root, Subscription, type SubscribeResolverData } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { decide } from '@vdp/shared/auth/permissions';
import { forbidden, unauthenticated } from '../../common/errors';
import { liveChange } from './donation-live';
import { DonationStatusChange } from './donation-live.types';
import { DONATION_STATUS_CHANGED, type DonationStatusChangedEvent } from './donation.events';
import { DonationSubmitInput } from './donation.inputs';
import { DonationSubmitResult, DonationSummary, DonorPortalView } from './donation.types';

interface CodeArgs {
  accessCode?: string;
}

@Resolver()
export class DonationResolver {
  @Authorized('donations.submit')
  @Mutation(() => DonationSubmitResult, { description: 'Submits a donation request, as POST /api/donations.' })
  async donationSubmit(
    @Arg('input', () => DonationSubmitInput) input: DonationSubmitInput,
    @Ctx() ctx: RequestContext,
  ): Promise<DonationSubmitResult> {
    const { id, accessCode } = await ctx.services.donations.submit(ctx.em, { ...input });
    return { id, accessCode, trackingUrl: ctx.services.donations.trackingUrl(accessCode) };
  }

  @Authorized('donorPortal.lookup')
  @Query(() => DonorPortalView, { description: 'Tracking by code, as GET /api/donor-portal/{code}. Each lookup counts.' })
  async donorPortal(@Arg('accessCode', () => String) accessCode: string, @Ctx() ctx: RequestContext): Promise<DonorPortalView> {
    return DonorPortalView.of(await ctx.services.donorPortal.byCode(ctx.em, accessCode, ctx.clientKey));
  }

  @Authorized('donorPortal.lookup')
  @Query(() => [DonationSummary], { description: 'Donations of an e-mail address, as GET /api/donations/email/{email}.' })
  async donationsByEmail(@Arg('email', () => String) email: string, @Ctx() ctx: RequestContext): Promise<DonationSummary[]> {
    const results = await ctx.services.donorPortal.byEmail(ctx.em, email, ctx.clientKey);
    return results.map((result) => DonationSummary.of(result));
  }

  @Authorized('donorPortal.lookup')
  @Subscription(() => DonationStatusChange, {
    description:
      'Every change (status, communication, receipt) of the donation of this tracking code. Staff may omit the code to receive every donation’s changes.',
    subscribe: async ({ args, context }: SubscribeResolverData<unknown, CodeArgs, RequestContext>) => {
      if (!args.accessCode?.trim()) {
        const decision = decide('donations.manage', context.user?.role);
        if (decision === 'unauthenticated') throw unauthenticated();
        if (decision === 'forbidden') throw forbidden();
        return context.services.pubSub.subscribe(DONATION_STATUS_CHANGED);
      }
      const donationId = await context.services.donorPortal.donationIdOf(context.em, args.accessCode, context.clientKey);
      return pipe(
        context.services.pubSub.subscribe(DONATION_STATUS_CHANGED),
        filter((event) => (event as DonationStatusChangedEvent).donationId === donationId),
      );
    },
  })
  async donationStatusChanged(
    @Root() event: DonationStatusChangedEvent,
    @Arg('accessCode', () => String, { nullable: true }) _accessCode: string | undefined,
    @Ctx() ctx: RequestContext,
  ): Promise<DonationStatusChange> {
    const staff = decide('donations.manage', ctx.user?.role) === 'allowed';
    return liveChange(ctx.em, ctx.services, event, staff);
  }
}
