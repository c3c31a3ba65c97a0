import { Arg, Authorized, Ctx, Mutation, Resolver } from 'type-graphql';
import type { RequestContext } from '../../core/request-context';
import { ReceiptGenerateInput } from './receipt.inputs';
import { TaxReceiptView } from './receipt.types';
import type { ReceiptService } from './receipt.service';

@Resolver()
export class ReceiptResolver {
  constructor(private readonly services: { receipts: ReceiptService }) {}

  @Authorized('donations.manage')
  @Mutation(() => TaxReceiptView, {
    description:
      'Issues the official tax receipt (PDF, archive, log; e-mail when asked), as POST /api/donations/{id}/generate-receipt. A second one for the same donation cancels and replaces the first.',
  })
  async donationReceiptGenerate(
    @Arg('input', () => ReceiptGenerateInput) input: ReceiptGenerateInput,
    @Ctx() ctx: RequestContext,
  ): Promise<TaxReceiptView> {
    const { receipt, fileHash } = await this.services.receipts.generate(ctx.em, ctx.user!, { ...input });
    return TaxReceiptView.of(receipt, fileHash);
  }
}
