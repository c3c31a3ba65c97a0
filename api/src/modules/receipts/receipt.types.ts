import { Field, Int, ObjectType } from 'type-graphql';
import type { TaxReceiptView } from './tax-receipt.presenter';

@ObjectType('TaxReceiptView', { description: 'An official tax receipt (spec 001 §3 tax_receipts) as staff see it.' })
export class TaxReceiptViewType implements TaxReceiptView {
  @Field(() => Int) id!: number;
  @Field(() => String) receiptNumber!: string;
  @Field(() => String, { description: 'issued or cancelled (replaced by a later receipt).' }) status!: string;
  @Field(() => String, { description: 'Fair market value of the vehicle, decimal dollars.' }) receiptAmount!: string;
  @Field(() => String, { description: 'Eligible amount of the gift (value less advantage), decimal dollars.' })
  eligibleAmount!: string;
  @Field(() => String, { nullable: true, description: 'Decimal dollars.' }) advantageAmount!: string | null;
  @Field(() => String, { nullable: true }) advantageDescription!: string | null;
  @Field(() => String, { nullable: true }) appraiserName!: string | null;
  @Field(() => String, { nullable: true }) appraiserAddress!: string | null;
  @Field(() => String, { description: 'en or fr.' }) language!: string;
  @Field(() => Date) issuedAt!: Date;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD: the day the vehicle was received.' })
  giftReceivedDate!: string | null;
  @Field(() => Boolean) emailSent!: boolean;
  @Field(() => Boolean, { description: 'Whether staff asked for it to be e-mailed.' }) sendEmail!: boolean;
  @Field(() => String, { nullable: true }) replacesReceiptNumber!: string | null;
  @Field(() => String, { nullable: true }) notes!: string | null;
  @Field(() => String, { nullable: true, description: 'The issuing charity.' }) charityName!: string | null;
  @Field(() => String, { nullable: true, description: 'Hex SHA-256 of the archived PDF.' }) fileHash!: string | null;
  @Field(() => Int) downloadCount!: number;
  @Field(() => String, { description: 'The staff download URL of the PDF.' }) downloadUrl!: string;
}
