import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import {
  donationCommunicationSchema,
  donationIdSchema,
  donationStatusUpdateSchema,
  staffDonationListSchema,
} from '@vdp/shared/validation/staff-donation.schema';
import type { RequestContext } from '../../core/request-context';
import { parseInput } from '../../core/validation';
import type { DonationCommunicationView } from '../donations/donation.presenter';
import { DonationCommunicationViewType } from '../donations/donation.types';
import { DonationCommunicationInput, DonationStatusUpdateInput } from './staff-donation.inputs';
import type { StaffDonation, StaffDonationDetail, StaffDonationPage } from './staff-donation.presenter';
import type { StaffDonationService } from './staff-donation.service';
import { StaffDonationDetailView, StaffDonationPageView, StaffDonationView } from './staff-donation.types';

/** The staff tracking centre and /admin/donations: thin doors to StaffDonationService. */
@Resolver()
export class StaffDonationResolver {
  constructor(private readonly services: { staffDonations: StaffDonationService }) {}

  @Authorized('donations.manage')
  @Query(() => StaffDonationPageView, {
    description:
      'Staff list, newest first, as GET /api/donations. search: id, donor name, e-mail, phone, make, model, VIN, receipt number, tracking code; status: any stored or admin status.',
  })
  staffDonations(
    @Ctx() ctx: RequestContext,
    @Arg('search', () => String, { nullable: true }) search?: string | null,
    @Arg('status', () => String, { nullable: true }) status?: string | null,
    @Arg('page', () => Int, { nullable: true, defaultValue: 1 }) page?: number | null,
    @Arg('pageSize', () => Int, { nullable: true, defaultValue: 20 }) pageSize?: number | null,
  ): Promise<StaffDonationPage> {
    return this.services.staffDonations.list(ctx.em, parseInput(staffDonationListSchema, { search, status, page, pageSize }));
  }

  @Authorized('donations.manage')
  @Query(() => StaffDonationDetailView, { description: 'One donation with its history, communications, receipts and e-mails.' })
  staffDonation(@Arg('id', () => Int) id: number, @Ctx() ctx: RequestContext): Promise<StaffDonationDetail> {
    return this.services.staffDonations.detail(ctx.em, parseInput(donationIdSchema, { donationId: id }).donationId);
  }

  @Authorized('donations.manage')
  @Mutation(() => StaffDonationView, { description: 'Sets the status, as PATCH /api/donations/{id}/status.' })
  donationStatusUpdate(
    @Arg('input', () => DonationStatusUpdateInput) input: DonationStatusUpdateInput,
    @Ctx() ctx: RequestContext,
  ): Promise<StaffDonation> {
    return this.services.staffDonations.changeStatus(ctx.em, ctx.user!, parseInput(donationStatusUpdateSchema, input));
  }

  @Authorized('donations.manage')
  @Mutation(() => DonationCommunicationViewType, {
    description: 'Records a communication, as POST /api/donations/{id}/communications.',
  })
  donationCommunicationAdd(
    @Arg('input', () => DonationCommunicationInput) input: DonationCommunicationInput,
    @Ctx() ctx: RequestContext,
  ): Promise<DonationCommunicationView> {
    return this.services.staffDonations.addCommunication(ctx.em, ctx.user!, parseInput(donationCommunicationSchema, input));
  }
}
