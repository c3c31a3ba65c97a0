import { Field, Int, ObjectType } from 'type-graphql';
import type { TaxReceiptView } from './tax-receipt.presenter';

@ObjectType('TaxReceiptView', { description: 'An official tax receipt (spec 001 §3 tax_receipts) as staff see it.' })
export class TaxReceiptViewType implements TaxReceiptView {
  @Field(() => Int, { description: 'The receipt’s id.' }) id!: number;
  @Field(() => String, { description: 'Its unique number: the year, then a gapless 6-digit sequence, e.g. 2026-000042.' })
  receiptNumber!: string;
  @Field(() => String, { description: 'issued or cancelled (replaced by a later receipt).' }) status!: string;
  @Field(() => String, { description: 'Fair market value of the vehicle, decimal dollars.' }) receiptAmount!: string;
  @Field(() => String, { description: 'Eligible amount of the gift (value less advantage), decimal dollars.' })
  eligibleAmount!: string;
  @Field(() => String, { nullable: true, description: 'Decimal dollars.' }) advantageAmount!: string | null;
  @Field(() => String, { nullable: true, description: 'What the advantage was; null when there was none.' })
  advantageDescription!: string | null;
  @Field(() => String, { nullable: true, description: 'Who appraised the vehicle; null when not given.' })
  appraiserName!: string | null;
  @Field(() => String, { nullable: true, description: 'The appraiser’s address; null when not given.' })
  appraiserAddress!: string | null;
  @Field(() => String, { description: 'en or fr.' }) language!: string;
  @Field(() => Date, { description: 'The instant of issue; the receipt is dated and numbered by its day in America/Toronto.' })
  issuedAt!: Date;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD: the day the vehicle was received.' })
  giftReceivedDate!: string | null;
  @Field(() => Boolean, {
    description: 'Whether the PDF was e-mailed to the donor (false when not asked, or when sending failed).',
  })
  emailSent!: boolean;
  @Field(() => Boolean, { description: 'Whether staff asked for it to be e-mailed.' }) sendEmail!: boolean;
  @Field(() => String, {
    nullable: true,
    description: 'The number of the receipt it cancelled and replaced; null for a first one.',
  })
  replacesReceiptNumber!: string | null;
  @Field(() => String, { nullable: true, description: 'Staff’s internal note, not printed; null when none.' })
  notes!: string | null;
  @Field(() => String, { nullable: true, description: 'The issuing charity.' }) charityName!: string | null;
  @Field(() => String, { nullable: true, description: 'Hex SHA-256 of the archived PDF.' }) fileHash!: string | null;
  @Field(() => Int, { description: 'Times its PDF was downloaded, by staff or the donor.' }) downloadCount!: number;
  @Field(() => String, { description: 'The staff download URL of the PDF.' }) downloadUrl!: string;
}
