import { Arg, Authorized, Ctx, Mutation, Resolver } from 'type-graphql';
import { donationSubmissionSchema } from '@vdp/shared/validation/donation.schema';
import type { RequestContext } from '../../core/request-context';
import { parseInput } from '../../core/validation';
import { DonationSubmitInput } from './donation.inputs';
import type { DonationSubmitResult } from './donation.presenter';
import type { DonationService } from './donation.service';
import { DonationSubmitResultView } from './donation.types';

@Resolver()
export class DonationResolver {
  constructor(private readonly services: { donations: DonationService }) {}

  @Authorized('donations.submit')
  @Mutation(() => DonationSubmitResultView, { description: 'Submits a donation request, as POST /api/donations.' })
  async donationSubmit(
    @Arg('input', () => DonationSubmitInput, {
      description: 'The vehicle and the donor, checked by donationSubmissionSchema (@vdp/shared/validation/donation.schema).',
    })
    input: DonationSubmitInput,
    @Ctx() ctx: RequestContext,
  ): Promise<DonationSubmitResult> {
    const submission = parseInput(donationSubmissionSchema, input);
    return (await this.services.donations.submit(ctx.em, submission, ctx.language)).donation;
  }
}
