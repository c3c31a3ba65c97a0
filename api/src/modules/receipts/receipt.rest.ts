import { receiptFormSchema, receiptRequestSchema } from '@vdp/shared/validation/receipt.schema';
import { trackingCodeSchema } from '@vdp/shared/validation/tracking.schema';
import { parseInput } from '../../core/validation';
import { endpoint } from '../../rest/endpoint';
import { RestRoutes, type RestResponse } from '../../rest/rest-routes';
import type { ReceiptFile, ReceiptService } from './receipt.service';

function sendPdf(res: RestResponse, file: ReceiptFile): void {
  res
    .status(200)
    .setHeader('Content-Type', 'application/pdf')
    .setHeader('Content-Disposition', `attachment; filename="${file.fileName}"`)
    .setHeader('Cache-Control', 'private, no-store')
    .setHeader('Digest', `sha-256=${Buffer.from(file.sha256, 'hex').toString('base64')}`)
    .send(file.pdf);
}

/** The receipts' REST routes (spec 000 §7.2): the answer to a generation carries the number and sendEmail. */
export function receiptRoutes(services: { receipts: ReceiptService }): RestRoutes {
  const { receipts } = services;
  return new RestRoutes()
    .post(
      '/donations/:id/generate-receipt',
      endpoint(
        'donations.manage',
        async (ctx, req, res) => {
          const request = parseInput(receiptRequestSchema, { ...(req.body as object), donationId: req.params.id });
          res.status(201).json(await receipts.generate(ctx.em, ctx.user!, request));
        },
        { answer: { status: 201 }, summary: 'Issues the tax receipt of a donation', input: receiptFormSchema },
      ),
    )
    .get(
      '/receipts/:receiptNumber/pdf',
      endpoint(
        'donations.manage',
        async (ctx, req, res) => sendPdf(res, await receipts.staffPdf(ctx.em, req.params.receiptNumber)),
        { summary: 'A tax receipt as PDF', answer: { mediaType: 'application/pdf', schema: { type: 'string' } } },
      ),
    )
    .get(
      // the donor portal's tracking code opens the current receipt
      '/donor-portal/:code/receipt/pdf',
      endpoint(
        'receipts.download',
        async (ctx, req, res) => {
          const { accessCode } = parseInput(trackingCodeSchema, { accessCode: req.params.code });
          sendPdf(res, await receipts.donorPdf(ctx.em, accessCode, ctx.clientKey));
        },
        {
          summary: 'The donor’s tax receipt as PDF, by tracking code',
          answer: { mediaType: 'application/pdf', schema: { type: 'string' } },
        },
      ),
    );
}
