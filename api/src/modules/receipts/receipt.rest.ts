import { RestRoutes, type RestResponse } from '../../rest/rest-routes';
import { endpoint } from '../../rest/endpoint';
import type { ReceiptFile } from './receipt.service';
import { TaxReceiptView } from './receipt.types';
import type { ReceiptService } from './receipt.service';

const body = (raw: unknown): Record<string, unknown> => (raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {});

function sendPdf(res: RestResponse, file: ReceiptFile): void {
  res
    .status(200)
    .setHeader('Content-Type', 'application/pdf')
    .setHeader('Content-Disposition', `attachment; filename="${file.fileName}"`)
    .setHeader('Cache-Control', 'private, no-store')
    .setHeader('Digest', `sha-256=${Buffer.from(file.sha256, 'hex').toString('base64')}`)
    .send(file.pdf);
}

/** The module's REST routes (below /api). */
export function receiptRoutes(services: { receipts: ReceiptService }): RestRoutes {
  const routes = new RestRoutes();
  /** The answer carries the receipt number and sendEmail (spec 000 §7.2). */
  routes.post(
    '/donations/:id/generate-receipt',
    endpoint('donations.manage', async (ctx, req, res) => {
      const { receipt, fileHash } = await services.receipts.generate(ctx.em, ctx.user!, {
        ...body(req.body),
        donationId: req.params.id,
      });
      res.status(201);
      return TaxReceiptView.of(receipt, fileHash);
    }),
  );

  routes.get(
    '/receipts/:receiptNumber/pdf',
    endpoint('donations.manage', async (ctx, req, res) =>
      sendPdf(res, await services.receipts.staffPdf(ctx.em, String(req.params.receiptNumber))),
    ),
  );

  routes.get(
    '/donor-portal/:code/receipt/pdf',
    endpoint('receipts.download', async (ctx, req, res) =>
      sendPdf(res, await services.receipts.donorPdf(ctx.em, String(req.params.code), ctx.clientKey)),
    ),
  );
  return routes;
}
