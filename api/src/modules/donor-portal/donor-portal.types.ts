import { Field, Int, ObjectType } from 'type-graphql';
import { donorReceiptUrl } from '../receipts/receipt.types';
import { donorProgress } from '@vdp/shared/donations/donation-status';
import type { Donation } from '../donations/donation.entity';
import { DonationCommunicationView, DonationStatusUpdate } from '../donations/donation.types';
import type { DonorPortalResult, EmailLookupResult } from './donor-portal.service';

/** Status, vehicle, dates and receipt: what an e-mail lookup may show (no address, phone or VIN). */
@ObjectType()
export class DonationSummary {
  @Field(() => Int) id!: number;
  @Field(() => String) status!: string;
  @Field(() => Int, { description: 'Percent along the donor portal steps.' }) progress!: number;
  @Field(() => String) vehicleType!: string;
  @Field(() => Int) year!: number;
  @Field(() => String) make!: string;
  @Field(() => String) model!: string;
  @Field(() => String, { nullable: true }) trim!: string | null;
  @Field(() => String, { nullable: true, description: 'Decimal dollars.' }) estimatedValue!: string | null;
  @Field(() => String, { nullable: true, description: 'Decimal dollars.' }) finalValue!: string | null;
  @Field(() => Boolean) receiptIssued!: boolean;
  @Field(() => String, { nullable: true }) receiptNumber!: string | null;
  @Field(() => Date, { nullable: true }) receiptDate!: Date | null;
  @Field(() => String, { nullable: true }) pickupDate!: string | null;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date) updatedAt!: Date;
  @Field(() => [DonationStatusUpdate]) statusHistory!: DonationStatusUpdate[];

  static fill<T extends DonationSummary>(view: T, d: Donation): T {
    return Object.assign(view, {
      id: d.id,
      status: d.status,
      progress: donorProgress(d.status),
      vehicleType: d.vehicleType,
      year: d.year,
      make: d.make,
      model: d.model,
      trim: d.trim ?? null,
      estimatedValue: d.estimatedValue ?? null,
      finalValue: d.finalValue ?? null,
      receiptIssued: d.receiptIssued,
      receiptNumber: d.receiptIssued ? (d.receiptNumber ?? null) : null,
      receiptDate: d.receiptDate ?? null,
      pickupDate: d.pickupDate ?? null,
      createdAt: d.createdAt,
      updatedAt: d.updatedAt,
    });
  }

  static of({ donation, statusHistory }: EmailLookupResult): DonationSummary {
    const view = DonationSummary.fill(new DonationSummary(), donation);
    view.statusHistory = statusHistory.map((entry) => DonationStatusUpdate.of(entry));
    return view;
  }
}

/** Everything the tracking page shows to the holder of the code (spec 000 §2.7). */
@ObjectType()
export class TrackedDonation extends DonationSummary {
  @Field(() => Int, { description: 'Kilometres.' }) mileage!: number;
  @Field(() => String, { nullable: true }) condition!: string | null;
  @Field(() => String, { nullable: true }) vin!: string | null;
  @Field(() => Boolean) hasLienOrFinance!: boolean;
  @Field(() => Boolean) hasAccidents!: boolean;
  @Field(() => String) firstName!: string;
  @Field(() => String) lastName!: string;
  @Field(() => String) email!: string;
  @Field(() => String) phone!: string;
  @Field(() => String) address!: string;
  @Field(() => String) city!: string;
  @Field(() => String) province!: string;
  @Field(() => String) postalCode!: string;
  @Field(() => String, { nullable: true, description: 'The donor’s charity choice.' }) preferredCharity!: string | null;
  @Field(() => String, { nullable: true, description: 'The registered charity assigned, when there is one.' })
  charityName!: string | null;
  @Field(() => String, { nullable: true }) pickupPreference!: string | null;
  @Field(() => String, { nullable: true }) preferredDate!: string | null;
  @Field(() => String, { nullable: true }) pickupTime!: string | null;

  static from(d: Donation, charityName: string | null): TrackedDonation {
    return Object.assign(DonationSummary.fill(new TrackedDonation(), d), {
      mileage: d.mileage ?? 0,
      condition: d.condition ?? null,
      vin: d.vin ?? null,
      hasLienOrFinance: d.hasLienOrFinance,
      hasAccidents: d.hasAccidents,
      firstName: d.firstName,
      lastName: d.lastName,
      email: d.email,
      phone: d.phone,
      address: d.address,
      city: d.city,
      province: d.state,
      postalCode: d.zipCode,
      preferredCharity: d.preferredCharity ?? null,
      charityName,
      pickupPreference: d.pickupPreference ?? null,
      preferredDate: d.preferredDate ?? null,
      pickupTime: d.pickupTime ?? null,
    });
  }
}

@ObjectType()
export class DonorAccessInfo {
  @Field(() => Int) accessCount!: number;
  @Field(() => Date) lastAccessedAt!: Date;
}

@ObjectType({ description: 'GET /api/donor-portal/{code}: the donation, its latest updates and messages, and access counts.' })
export class DonorPortalView {
  @Field(() => TrackedDonation) donation!: TrackedDonation;
  @Field(() => [DonationStatusUpdate]) statusHistory!: DonationStatusUpdate[];
  @Field(() => [DonationCommunicationView]) communications!: DonationCommunicationView[];
  @Field(() => DonorAccessInfo) accessInfo!: DonorAccessInfo;
  @Field(() => String, { nullable: true, description: 'Where to download the current tax receipt (PDF), when one is issued.' })
  receiptDownloadUrl!: string | null;

  static of(result: DonorPortalResult): DonorPortalView {
    const statusHistory = result.statusHistory.map((entry) => DonationStatusUpdate.of(entry));
    const donation = TrackedDonation.from(result.donation, result.charityName);
    donation.statusHistory = statusHistory;
    return Object.assign(new DonorPortalView(), {
      donation,
      statusHistory,
      communications: result.communications.map((c) => DonationCommunicationView.of(c)),
      accessInfo: Object.assign(new DonorAccessInfo(), result.accessInfo),
      receiptDownloadUrl:
        result.donation.receiptIssued && result.donation.receiptNumber ? donorReceiptUrl(result.accessCode) : null,
    });
  }
}
