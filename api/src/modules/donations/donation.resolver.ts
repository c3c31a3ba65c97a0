import { Arg, Authorized, Ctx, Mutation, Resolver } from 'type-graphql';
import type { RequestContext } from '../../core/request-context';
import { DonationSubmitInput } from './donation.inputs';
import { DonationSubmitResult } from './donation.types';
import type { DonationService } from './donation.service';

@Resolver()
export class DonationResolver {
  constructor(private readonly services: { donations: DonationService }) {}

  @Authorized('donations.submit')
  @Mutation(() => DonationSubmitResult, { description: 'Submits a donation request, as POST /api/donations.' })
  async donationSubmit(
    @Arg('input', () => DonationSubmitInput) input: DonationSubmitInput,
    @Ctx() ctx: RequestContext,
  ): Promise<DonationSubmitResult> {
    const { id, accessCode } = await this.services.donations.submit(ctx.em, { ...input });
    return { id, accessCode, trackingUrl: this.services.donations.trackingUrl(accessCode) };
  }
}
