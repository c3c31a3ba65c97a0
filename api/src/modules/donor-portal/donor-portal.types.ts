import { Field, Int, ObjectType } from 'type-graphql';
import { DonationCommunicationViewType, DonationStatusUpdateView } from '../donations/donation.types';
import type { DonationSummary, DonorAccessInfo, DonorPortalView, TrackedDonation } from './donor-portal.presenter';

/** Status, vehicle, dates and receipt: what an e-mail lookup may show (no address, phone or VIN). */
@ObjectType('DonationSummary', {
  description: 'A donation as an e-mail lookup shows it: status, vehicle, dates and receipt (no address, phone or VIN).',
})
export class DonationSummaryView implements DonationSummary {
  @Field(() => Int, { description: 'The donation’s id.' }) id!: number;
  @Field(() => String, { description: 'Its stored status: one of ALL_STATUSES (@vdp/shared/donations/donation-status).' })
  status!: string;
  @Field(() => Int, { description: 'Percent along the donor portal steps.' }) progress!: number;
  @Field(() => String, {
    description: 'One of VEHICLE_TYPES (@vdp/shared/vehicles/catalogue): car, truck, motorcycle, boat or other.',
  })
  vehicleType!: string;
  @Field(() => Int, { description: 'Model year.' }) year!: number;
  @Field(() => String, { description: 'Manufacturer, e.g. Toyota.' }) make!: string;
  @Field(() => String, { description: 'Model, e.g. Corolla.' }) model!: string;
  @Field(() => String, { nullable: true, description: 'Trim level; null when not given.' }) trim!: string | null;
  @Field(() => String, { nullable: true, description: 'Decimal dollars.' }) estimatedValue!: string | null;
  @Field(() => String, { nullable: true, description: 'Decimal dollars.' }) finalValue!: string | null;
  @Field(() => Boolean, { description: 'Whether a tax receipt has been issued.' }) receiptIssued!: boolean;
  @Field(() => String, { nullable: true, description: 'The current tax receipt’s number, e.g. 2026-000042; null until issued.' })
  receiptNumber!: string | null;
  @Field(() => Date, { nullable: true, description: 'When the current tax receipt was issued; null until then.' })
  receiptDate!: Date | null;
  @Field(() => String, { nullable: true, description: 'The pickup day, YYYY-MM-DD; null until one is scheduled.' })
  pickupDate!: string | null;
  @Field(() => Date, { description: 'When the donation was submitted.' }) createdAt!: Date;
  @Field(() => Date, { description: 'The latest change to any of its details (status, pickup, value, receipt…).' })
  updatedAt!: Date;
  @Field(() => [DonationStatusUpdateView], {
    description: 'Status changes, newest first: all of them for an e-mail lookup, the latest 3 on the tracking page.',
  })
  statusHistory!: DonationStatusUpdateView[];
}

/** Everything the tracking page shows to the holder of the code (spec 000 §2.7). */
@ObjectType('TrackedDonation', {
  description: 'A donation as the holder of its tracking code sees it: the summary, the whole vehicle and the donor.',
})
export class TrackedDonationView extends DonationSummaryView implements TrackedDonation {
  @Field(() => Int, { description: 'Kilometres.' }) mileage!: number;
  @Field(() => String, {
    nullable: true,
    description: 'One of VEHICLE_CONDITIONS (@vdp/shared/vehicles/catalogue): excellent, good, fair or poor.',
  })
  condition!: string | null;
  @Field(() => String, { nullable: true, description: 'Vehicle identification number; null when not given.' })
  vin!: string | null;
  @Field(() => Boolean, { description: 'A loan or lien is still on the vehicle.' }) hasLienOrFinance!: boolean;
  @Field(() => Boolean, { description: 'The vehicle has been in an accident.' }) hasAccidents!: boolean;
  @Field(() => String, { description: 'Donor’s first name.' }) firstName!: string;
  @Field(() => String, { description: 'Donor’s last name.' }) lastName!: string;
  @Field(() => String, { description: 'Donor’s e-mail address, lower-case.' }) email!: string;
  @Field(() => String, { description: 'Donor’s phone number, as given.' }) phone!: string;
  @Field(() => String, { description: 'Donor’s street address.' }) address!: string;
  @Field(() => String, { description: 'Donor’s city.' }) city!: string;
  @Field(() => String, { description: 'Province, territory or state code as given, e.g. ON.' }) province!: string;
  @Field(() => String, { description: 'Postal or ZIP code, upper-case.' }) postalCode!: string;
  @Field(() => String, { nullable: true, description: 'The donor’s charity choice.' }) preferredCharity!: string | null;
  @Field(() => String, {
    description: 'The donor’s language, en or fr: their e-mails, receipt and tracking page use it (set at submission).',
  })
  language!: string;
  @Field(() => String, { nullable: true, description: 'The registered charity assigned, when there is one.' })
  charityName!: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'One of PICKUP_PREFERENCES (@vdp/shared/donations/donation.constants): asap, weekday, weekend or schedule.',
  })
  pickupPreference!: string | null;
  @Field(() => String, { nullable: true, description: 'The donor’s preferred pickup day, YYYY-MM-DD; null when none.' })
  preferredDate!: string | null;
  @Field(() => String, { nullable: true, description: 'The pickup time as staff wrote it (free text); null when not set.' })
  pickupTime!: string | null;
}

@ObjectType('DonorAccessInfo', { description: 'How often the tracking code has been used.' })
export class DonorAccessInfoView implements DonorAccessInfo {
  @Field(() => Int, { description: 'Lookups by this code so far, this one included.' }) accessCount!: number;
  @Field(() => Date, { description: 'When the code was last used: this lookup.' }) lastAccessedAt!: Date;
}

@ObjectType('DonorPortalView', {
  description: 'GET /api/donor-portal/{code}: the donation, its latest updates and messages, and access counts.',
})
export class DonorPortalViewType implements DonorPortalView {
  @Field(() => TrackedDonationView, { description: 'The donation, with the whole vehicle and the donor.' })
  donation!: TrackedDonationView;
  @Field(() => [DonationStatusUpdateView], { description: 'The latest 3 status changes, newest first.' })
  statusHistory!: DonationStatusUpdateView[];
  @Field(() => [DonationCommunicationViewType], { description: 'The latest 3 communications, newest first.' })
  communications!: DonationCommunicationViewType[];
  @Field(() => DonorAccessInfoView, { description: 'How often this code has been used.' }) accessInfo!: DonorAccessInfoView;
  @Field(() => String, { nullable: true, description: 'Where to download the current tax receipt (PDF), when one is issued.' })
  receiptDownloadUrl!: string | null;
}
