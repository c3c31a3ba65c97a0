import { Arg, Args, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import {
  donationCommunicationSchema,
  donationIdSchema,
  donationStatusUpdateSchema,
  staffDonationListSchema,
} from '@vdp/shared/validation/staff-donation.schema';
import { pageArgsSchema } from '@vdp/shared/validation/page.schema';
import type { Connection } from '../../core/keyset';
import type { RequestContext } from '../../core/request-context';
import { parseInput } from '../../core/validation';
import { PageArgsInput } from '../../graphql/connection';
import type { DonationCommunicationView } from '../donations/donation.presenter';
import { DonationCommunicationViewType } from '../donations/donation.types';
import { DonationCommunicationInput, DonationStatusUpdateInput } from './staff-donation.inputs';
import type { StaffDonation, StaffDonationDetail } from './staff-donation.presenter';
import type { StaffDonationService } from './staff-donation.service';
import { StaffDonationConnectionView, StaffDonationDetailView, StaffDonationView } from './staff-donation.types';

/** The staff tracking centre and /admin/donations: thin doors to StaffDonationService. */
@Resolver()
export class StaffDonationResolver {
  constructor(private readonly services: { staffDonations: StaffDonationService }) {}

  @Authorized('donations.manage')
  @Query(() => StaffDonationConnectionView, {
    description: 'The staff list, newest first, 20 a page unless `first` or `last` says; as GET /api/donations.',
  })
  staffDonations(
    @Ctx() ctx: RequestContext,
    @Arg('search', () => String, {
      nullable: true,
      description:
        'Part of the donor’s name, e-mail or phone, or of the make, model, VIN or receipt number; or exactly a donation id, receipt number or tracking code.',
    })
    search: string | null | undefined,
    @Arg('status', () => String, {
      nullable: true,
      description:
        'A stored status or an admin status (pending, in_progress, completed, cancelled); empty or "all" for every one.',
    })
    status: string | null | undefined,
    @Args(() => PageArgsInput) page: PageArgsInput,
  ): Promise<Connection<StaffDonation>> {
    const filter = parseInput(staffDonationListSchema, { search, status });
    return this.services.staffDonations.list(ctx.em, filter, parseInput(pageArgsSchema, page));
  }

  @Authorized('donations.manage')
  @Query(() => StaffDonationDetailView, { description: 'One donation with its history, communications, receipts and e-mails.' })
  staffDonation(
    @Arg('id', () => Int, { description: 'The donation’s id.' }) id: number,
    @Ctx() ctx: RequestContext,
  ): Promise<StaffDonationDetail> {
    return this.services.staffDonations.detail(ctx.em, parseInput(donationIdSchema, { donationId: id }).donationId);
  }

  @Authorized('donations.manage')
  @Mutation(() => StaffDonationView, { description: 'Sets the status, as PATCH /api/donations/{id}/status.' })
  donationStatusUpdate(
    @Arg('input', () => DonationStatusUpdateInput, {
      description: 'The donation, its new status and a note, checked by donationStatusUpdateSchema.',
    })
    input: DonationStatusUpdateInput,
    @Ctx() ctx: RequestContext,
  ): Promise<StaffDonation> {
    return this.services.staffDonations.changeStatus(ctx.em, ctx.user!, parseInput(donationStatusUpdateSchema, input));
  }

  @Authorized('donations.manage')
  @Mutation(() => DonationCommunicationViewType, {
    description: 'Records a communication, as POST /api/donations/{id}/communications.',
  })
  donationCommunicationAdd(
    @Arg('input', () => DonationCommunicationInput, {
      description: 'The donation and the communication, checked by donationCommunicationSchema.',
    })
    input: DonationCommunicationInput,
    @Ctx() ctx: RequestContext,
  ): Promise<DonationCommunicationView> {
    return this.services.staffDonations.addCommunication(ctx.em, ctx.user!, parseInput(donationCommunicationSchema, input));
  }
}
