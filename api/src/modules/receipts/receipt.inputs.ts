import { Field, InputType, Int } from 'type-graphql';
import type { ReceiptRequest } from '@vdp/shared/validation/receipt.schema';

/** A tax receipt to issue, as POST /api/donations/{id}/generate-receipt; its rules are @vdp/shared's receiptRequestSchema. */
@InputType({ description: 'A tax receipt to issue for a donation (receiptRequestSchema, docs/receipts.md).' })
export class ReceiptGenerateInput implements Partial<Record<keyof ReceiptRequest, unknown>> {
  @Field(() => Int, { description: 'The donation the receipt is for.' }) donationId!: number;
  @Field(() => String, { description: 'Fair market value of the vehicle, decimal dollars.' }) receiptValue!: string;
  @Field(() => String, { nullable: true, description: 'Staff’s internal note, not printed (up to 2000 characters).' })
  notes?: string | null;
  @Field(() => Boolean, { description: 'E-mail the PDF to the donor.' }) sendEmail!: boolean;
  @Field(() => String, { nullable: true, description: 'en or fr (default: the donor’s language, kept with the donation).' })
  language?: string | null;
  @Field(() => String, { nullable: true, description: 'Value of any advantage the donor received, decimal dollars.' })
  advantageAmount?: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'What the advantage was (up to 500 characters); required when advantageAmount is above 0.',
  })
  advantageDescription?: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'Who appraised the vehicle, printed on the receipt (up to 255 characters).',
  })
  appraiserName?: string | null;
  @Field(() => String, { nullable: true, description: 'The appraiser’s address, printed with the name (up to 500 characters).' })
  appraiserAddress?: string | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD the vehicle was received (default: pickup date).' })
  giftReceivedDate?: string | null;
}
