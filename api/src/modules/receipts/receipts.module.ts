import { defineModule } from '../../core/module';
import type { Core } from '../../core/module';
import type { DonorPortalService } from '../donor-portal/donor-portal.service';
import type { RegistryService } from '../registry/registry.service';
import { DigitalReceiptArchive } from './digital-receipt-archive.entity';
import { ReceiptGenerationLog } from './receipt-generation-log.entity';
import { ReceiptNumberSequence } from './receipt-number-sequence.entity';
import { ReceiptResolver } from './receipt.resolver';
import { receiptRoutes } from './receipt.rest';
import { ReceiptService } from './receipt.service';
import { TaxReceipt } from './tax-receipt.entity';

/** Official tax receipts: numbered, PDF, archived, e-mailed, replaceable (docs/receipts.md). */
export const receiptsModule = defineModule({
  name: 'receipts',
  entities: [TaxReceipt, DigitalReceiptArchive, ReceiptGenerationLog, ReceiptNumberSequence],
  resolvers: [ReceiptResolver],
  routes: receiptRoutes,
  create: ({
    transactions,
    mailer,
    donorPortal,
    registry,
    audit,
  }: Core & { donorPortal: DonorPortalService; registry: RegistryService }) => ({
    receipts: new ReceiptService(transactions, mailer, donorPortal, registry, audit),
  }),
});
