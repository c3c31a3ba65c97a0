import { Field, Int, ObjectType } from 'type-graphql';
import { connectionTypes } from '../../graphql/connection';
import { DonationCommunicationViewType, DonationNotificationView, DonationStatusUpdateView } from '../donations/donation.types';
import { TaxReceiptViewType } from '../receipts/receipt.types';
import type { StaffDonation, StaffDonationDetail } from './staff-donation.presenter';

/** A donation as the staff tracking centre and /admin/donations show it: everything. */
@ObjectType('StaffDonation', {
  description: 'A donation as the staff tracking centre and /admin/donations show it, with its tracking code.',
})
export class StaffDonationView implements StaffDonation {
  @Field(() => Int, { description: 'The donation’s id.' }) id!: number;
  @Field(() => String, { description: 'The stored status (a staff or donor status, or cancelled).' }) status!: string;
  @Field(() => String, { description: 'pending, in_progress, completed or cancelled.' }) adminStatus!: string;
  @Field(() => Int, { description: 'Percent along the 7 staff statuses.' }) staffProgress!: number;
  @Field(() => Date, { description: 'When the donation was submitted.' }) createdAt!: Date;
  @Field(() => Date, { description: 'The latest change to any of its details (status, pickup, value, receipt…).' })
  updatedAt!: Date;
  @Field(() => Int, { description: 'Model year.' }) year!: number;
  @Field(() => String, { description: 'Manufacturer, e.g. Toyota.' }) make!: string;
  @Field(() => String, { description: 'Model, e.g. Corolla.' }) model!: string;
  @Field(() => String, { nullable: true, description: 'Trim level; null when not given.' }) trim!: string | null;
  @Field(() => String, { nullable: true, description: 'Vehicle identification number, upper-case; null when not given.' })
  vin!: string | null;
  @Field(() => Int, { nullable: true, description: 'Kilometres.' }) mileage!: number | null;
  @Field(() => String, {
    nullable: true,
    description: 'One of VEHICLE_CONDITIONS (@vdp/shared/vehicles/catalogue): excellent, good, fair or poor.',
  })
  condition!: string | null;
  @Field(() => String, {
    description: 'One of VEHICLE_TYPES (@vdp/shared/vehicles/catalogue): car, truck, motorcycle, boat or other.',
  })
  vehicleType!: string;
  @Field(() => Boolean, { description: 'The vehicle has been in an accident.' }) hasAccidents!: boolean;
  @Field(() => Boolean, { description: 'A loan or lien is still on the vehicle.' }) hasLienOrFinance!: boolean;
  @Field(() => String, { description: 'Donor’s first name.' }) firstName!: string;
  @Field(() => String, { description: 'Donor’s last name.' }) lastName!: string;
  @Field(() => String, { description: 'Donor’s e-mail address, lower-case.' }) email!: string;
  @Field(() => String, { description: 'Donor’s phone number, as given.' }) phone!: string;
  @Field(() => String, { description: 'Donor’s street address: where the vehicle is picked up.' }) address!: string;
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
  @Field(() => String, { nullable: true, description: 'The donor’s notes from the donation form; null when none.' })
  notes!: string | null;
  @Field(() => String, { nullable: true, description: 'Decimal dollars.' }) estimatedValue!: string | null;
  @Field(() => String, { nullable: true, description: 'Decimal dollars.' }) finalValue!: string | null;
  @Field(() => String, { nullable: true, description: 'Eligible amount of the current receipt, decimal dollars.' })
  taxReceiptValue!: string | null;
  @Field(() => Boolean, { description: 'Whether a tax receipt has been issued.' }) receiptIssued!: boolean;
  @Field(() => String, { nullable: true, description: 'The current tax receipt’s number, e.g. 2026-000042; null until issued.' })
  receiptNumber!: string | null;
  @Field(() => Date, { nullable: true, description: 'When the current tax receipt was issued; null until then.' })
  receiptDate!: Date | null;
  @Field(() => Boolean, { description: 'Whether the current tax receipt has been e-mailed to the donor.' })
  receiptEmailSent!: boolean;
  @Field(() => String, { nullable: true, description: 'The pickup day, YYYY-MM-DD; null until one is scheduled.' })
  pickupDate!: string | null;
  @Field(() => String, { nullable: true, description: 'The pickup time as staff wrote it (free text); null when not set.' })
  pickupTime!: string | null;
  @Field(() => String, { nullable: true, description: 'The donor’s tracking code.' }) accessCode!: string | null;
}

export const StaffDonationConnectionView = connectionTypes('StaffDonation', StaffDonationView, {
  description: 'A page of the staff list, newest first (GraphQL Cursor Connections); as GET /api/donations.',
  totalCount: 'Donations matching the search and status, on every page.',
});

@ObjectType('StaffDonationDetail', {
  description: 'GET /api/donations/{id}: the donation with its history, communications, receipts and e-mails.',
})
export class StaffDonationDetailView implements StaffDonationDetail {
  @Field(() => StaffDonationView, { description: 'The donation, with the donor and the vehicle.' }) donation!: StaffDonationView;
  @Field(() => [DonationStatusUpdateView], { description: 'Newest first.' }) statusHistory!: DonationStatusUpdateView[];
  @Field(() => [DonationCommunicationViewType], { description: 'Newest first.' })
  communications!: DonationCommunicationViewType[];
  @Field(() => [TaxReceiptViewType], { description: 'Newest first; at most one is issued, the others are cancelled.' })
  receipts!: TaxReceiptViewType[];
  @Field(() => [DonationNotificationView], { description: 'Newest first.' }) notifications!: DonationNotificationView[];
}
