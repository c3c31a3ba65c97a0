import { Arg, Authorized, Ctx, Mutation, Resolver } from 'type-graphql';
import { receiptRequestSchema } from '@vdp/shared/validation/receipt.schema';
import type { RequestContext } from '../../core/request-context';
import { parseInput } from '../../core/validation';
import { ReceiptGenerateInput } from './receipt.inputs';
import type { ReceiptService } from './receipt.service';
import { TaxReceiptViewType } from './receipt.types';
import type { TaxReceiptView } from './tax-receipt.presenter';

@Resolver()
export class ReceiptResolver {
  constructor(private readonly services: { receipts: ReceiptService }) {}

  @Authorized('donations.manage')
  @Mutation(() => TaxReceiptViewType, {
    description:
      'Issues the official tax receipt (PDF, archive, log; e-mail when asked), as POST /api/donations/{id}/generate-receipt. A second one for the same donation cancels and replaces the first.',
  })
  donationReceiptGenerate(
    @Arg('input', () => ReceiptGenerateInput, { description: 'The donation, the vehicle’s value and the receipt’s details.' })
    input: ReceiptGenerateInput,
    @Ctx() ctx: RequestContext,
  ): Promise<TaxReceiptView> {
    return this.services.receipts.generate(ctx.em, ctx.user!, parseInput(receiptRequestSchema, input));
  }
}
