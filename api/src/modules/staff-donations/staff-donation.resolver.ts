import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../core/request-context';
import { DonationCommunicationView } from '../donations/donation.types';
import { DonationCommunicationInput, DonationStatusUpdateInput } from './staff-donation.inputs';
import { StaffDonation, StaffDonationDetail, StaffDonationPage } from './staff-donation.types';
import type { StaffDonationService } from './staff-donation.service';

/** The staff tracking centre and /admin/donations: thin doors to StaffDonationService. */
@Resolver()
export class StaffDonationResolver {
  constructor(private readonly services: { staffDonations: StaffDonationService }) {}

  @Authorized('donations.manage')
  @Query(() => StaffDonationPage, {
    description:
      'Staff list, newest first, as GET /api/donations. search: id, donor name, e-mail, phone, make, model, VIN, receipt number, tracking code; status: any stored or admin status.',
  })
  async staffDonations(
    @Ctx() ctx: RequestContext,
    @Arg('search', () => String, { nullable: true }) search?: string | null,
    @Arg('status', () => String, { nullable: true }) status?: string | null,
    @Arg('page', () => Int, { nullable: true, defaultValue: 1 }) page?: number | null,
    @Arg('pageSize', () => Int, { nullable: true, defaultValue: 20 }) pageSize?: number | null,
  ): Promise<StaffDonationPage> {
    const result = await this.services.staffDonations.list(ctx.em, { search, status, page, pageSize });
    return Object.assign(new StaffDonationPage(), { ...result, items: result.items.map((row) => StaffDonation.of(row)) });
  }

  @Authorized('donations.manage')
  @Query(() => StaffDonationDetail, { description: 'One donation with its history, communications, receipts and e-mails.' })
  async staffDonation(@Arg('id', () => Int) id: number, @Ctx() ctx: RequestContext): Promise<StaffDonationDetail> {
    return StaffDonationDetail.of(await this.services.staffDonations.detail(ctx.em, id));
  }

  @Authorized('donations.manage')
  @Mutation(() => StaffDonation, { description: 'Sets the status, as PATCH /api/donations/{id}/status.' })
  async donationStatusUpdate(
    @Arg('input', () => DonationStatusUpdateInput) input: DonationStatusUpdateInput,
    @Ctx() ctx: RequestContext,
  ): Promise<StaffDonation> {
    const { row } = await this.services.staffDonations.changeStatus(ctx.em, ctx.user!, { ...input });
    return StaffDonation.of(row);
  }

  @Authorized('donations.manage')
  @Mutation(() => DonationCommunicationView, {
    description: 'Records a communication, as POST /api/donations/{id}/communications.',
  })
  async donationCommunicationAdd(
    @Arg('input', () => DonationCommunicationInput) input: DonationCommunicationInput,
    @Ctx() ctx: RequestContext,
  ): Promise<DonationCommunicationView> {
    return DonationCommunicationView.of(await this.services.staffDonations.addCommunication(ctx.em, ctx.user!, { ...input }));
  }
}
