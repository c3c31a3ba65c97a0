import { Field, Int, ObjectType } from 'type-graphql';
import { TaxReceiptView } from '../receipts/receipt.types';
import type { DonationCommunication } from '../donations/donation-communication.entity';
import { staffProgress, toAdminStatus } from '@vdp/shared/donations/donation-status';
import { DonationCommunicationView, DonationStatusUpdate } from '../donations/donation.types';
import type { StaffDetail, StaffRow } from './staff-donation.service';

/** A donation as the staff tracking centre and /admin/donations show it: everything. */
@ObjectType()
export class StaffDonation {
  @Field(() => Int) id!: number;
  @Field(() => String, { description: 'The stored status (a staff or donor status, or cancelled).' }) status!: string;
  @Field(() => String, { description: 'pending, in_progress, completed or cancelled.' }) adminStatus!: string;
  @Field(() => Int, { description: 'Percent along the 7 staff statuses.' }) staffProgress!: number;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date) updatedAt!: Date;
  @Field(() => Int) year!: number;
  @Field(() => String) make!: string;
  @Field(() => String) model!: string;
  @Field(() => String, { nullable: true }) trim!: string | null;
  @Field(() => String, { nullable: true }) vin!: string | null;
  @Field(() => Int, { nullable: true, description: 'Kilometres.' }) mileage!: number | null;
  @Field(() => String, { nullable: true }) condition!: string | null;
  @Field(() => String) vehicleType!: string;
  @Field(() => Boolean) hasAccidents!: boolean;
  @Field(() => Boolean) hasLienOrFinance!: boolean;
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
  @Field(() => String, { nullable: true }) notes!: string | null;
  @Field(() => String, { nullable: true, description: 'Decimal dollars.' }) estimatedValue!: string | null;
  @Field(() => String, { nullable: true, description: 'Decimal dollars.' }) finalValue!: string | null;
  @Field(() => String, { nullable: true, description: 'Eligible amount of the current receipt, decimal dollars.' })
  taxReceiptValue!: string | null;
  @Field(() => Boolean) receiptIssued!: boolean;
  @Field(() => String, { nullable: true }) receiptNumber!: string | null;
  @Field(() => Date, { nullable: true }) receiptDate!: Date | null;
  @Field(() => Boolean) receiptEmailSent!: boolean;
  @Field(() => String, { nullable: true }) pickupDate!: string | null;
  @Field(() => String, { nullable: true }) pickupTime!: string | null;
  @Field(() => String, { nullable: true, description: 'The donor’s tracking code.' }) accessCode!: string | null;

  static of(d: StaffRow): StaffDonation {
    return Object.assign(new StaffDonation(), {
      id: d.id,
      status: d.status,
      adminStatus: toAdminStatus(d.status),
      staffProgress: staffProgress(d.status),
      createdAt: new Date(d.createdAt),
      updatedAt: new Date(d.updatedAt),
      year: d.year,
      make: d.make,
      model: d.model,
      trim: d.trim ?? null,
      vin: d.vin ?? null,
      mileage: d.mileage ?? null,
      condition: d.condition ?? null,
      vehicleType: d.vehicleType,
      hasAccidents: d.hasAccidents,
      hasLienOrFinance: d.hasLienOrFinance,
      firstName: d.firstName,
      lastName: d.lastName,
      email: d.email,
      phone: d.phone,
      address: d.address,
      city: d.city,
      province: d.state,
      postalCode: d.zipCode,
      preferredCharity: d.preferredCharity ?? null,
      charityName: d.charityName ?? null,
      pickupPreference: d.pickupPreference ?? null,
      preferredDate: d.preferredDate ?? null,
      notes: d.notes ?? null,
      estimatedValue: d.estimatedValue ?? null,
      finalValue: d.finalValue ?? null,
      taxReceiptValue: d.taxReceiptValue ?? null,
      receiptIssued: d.receiptIssued,
      receiptNumber: d.receiptNumber ?? null,
      receiptDate: d.receiptDate ? new Date(d.receiptDate) : null,
      receiptEmailSent: d.receiptEmailSent,
      pickupDate: d.pickupDate ?? null,
      pickupTime: d.pickupTime ?? null,
      accessCode: d.accessCode ?? null,
    });
  }
}

@ObjectType({ description: 'GET /api/donations: one page of the staff list, newest first.' })
export class StaffDonationPage {
  @Field(() => [StaffDonation]) items!: StaffDonation[];
  @Field(() => Int) total!: number;
  @Field(() => Int) page!: number;
  @Field(() => Int) pageSize!: number;
}

@ObjectType({ description: 'An e-mail the platform sent the donor (confirmation, receipt).' })
export class DonationNotification {
  @Field(() => Int) id!: number;
  @Field(() => String, { description: 'confirmation or receipt.' }) type!: string;
  @Field(() => String, { nullable: true }) subject!: string | null;
  @Field(() => String, { description: 'How it went out: email.' }) method!: string;
  @Field(() => String, { description: 'queued, sent or failed.' }) status!: string;
  @Field(() => Date) sentAt!: Date;

  static of(c: DonationCommunication): DonationNotification {
    return Object.assign(new DonationNotification(), {
      id: c.id,
      type: c.type,
      subject: c.subject ?? null,
      method: c.method,
      status: c.status,
      sentAt: c.sentAt,
    });
  }
}

@ObjectType({ description: 'GET /api/donations/{id}: the donation with its history, communications, receipts and e-mails.' })
export class StaffDonationDetail {
  @Field(() => StaffDonation) donation!: StaffDonation;
  @Field(() => [DonationStatusUpdate], { description: 'Newest first.' }) statusHistory!: DonationStatusUpdate[];
  @Field(() => [DonationCommunicationView], { description: 'Newest first.' }) communications!: DonationCommunicationView[];
  @Field(() => [TaxReceiptView], { description: 'Newest first; at most one is issued, the others are cancelled.' })
  receipts!: TaxReceiptView[];
  @Field(() => [DonationNotification], { description: 'Newest first.' }) notifications!: DonationNotification[];

  static of(detail: StaffDetail): StaffDonationDetail {
    return Object.assign(new StaffDonationDetail(), {
      donation: StaffDonation.of(detail.donation),
      statusHistory: detail.statusHistory.map((entry) => DonationStatusUpdate.of(entry)),
      communications: detail.communications.map((c) => DonationCommunicationView.of(c)),
      receipts: detail.receipts.map(({ receipt, fileHash }) => TaxReceiptView.of(receipt, fileHash)),
      notifications: detail.notifications.map((c) => DonationNotification.of(c)),
    });
  }
}
