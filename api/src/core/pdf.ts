import { buffer } from 'node:stream/consumers';

/** Ends a drawn pdfkit document and resolves with its bytes (receipts, valuation reports). */
export function pdfBytes(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const bytes = buffer(doc);
  doc.end();
  return bytes;
}
