import { fromCents, toCents } from '@vdp/shared/money';
import type { ReceiptRequest } from '@vdp/shared/validation/receipt.schema';

/** What a receipt states, from the form: the amounts it prints and who appraised the vehicle. */
export interface ReceiptTerms extends ReceiptRequest {
  /** receiptValue less advantageAmount, in exact cents. */
  eligibleAmount: string;
}

/** The eligible amount is the value less the advantage; without an advantage there is nothing to describe. */
export function receiptTerms(request: ReceiptRequest): ReceiptTerms {
  const advantage = request.advantageAmount ? (toCents(request.advantageAmount) ?? 0n) : 0n;
  return {
    ...request,
    eligibleAmount: fromCents((toCents(request.receiptValue) ?? 0n) - advantage),
    advantageDescription: advantage > 0n ? request.advantageDescription : null,
  };
}
