import { Field, InputType, Int } from 'type-graphql';
import type { ReceiptRequest } from '@vdp/shared/validation/receipt.schema';

/** A tax receipt to issue, as POST /api/donations/{id}/generate-receipt; its rules are @vdp/shared's receiptRequestSchema. */
@InputType()
export class ReceiptGenerateInput implements Partial<Record<keyof ReceiptRequest, unknown>> {
  @Field(() => Int) donationId!: number;
  @Field(() => String, { description: 'Fair market value of the vehicle, decimal dollars.' }) receiptValue!: string;
  @Field(() => String, { nullable: true }) notes?: string | null;
  @Field(() => Boolean, { description: 'E-mail the PDF to the donor.' }) sendEmail!: boolean;
  @Field(() => String, { nullable: true, description: 'en or fr (default en).' }) language?: string | null;
  @Field(() => String, { nullable: true, description: 'Value of any advantage the donor received, decimal dollars.' })
  advantageAmount?: string | null;
  @Field(() => String, { nullable: true }) advantageDescription?: string | null;
  @Field(() => String, { nullable: true }) appraiserName?: string | null;
  @Field(() => String, { nullable: true }) appraiserAddress?: string | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD the vehicle was received (default: pickup date).' })
  giftReceivedDate?: string | null;
}
