import PDFDocument from 'pdfkit';
import { pdfBytes } from '../../core/pdf';
import type { ValuationRequest } from '@vdp/shared/validation/valuation.schema';
import type { ValuationResult } from './valuation.presenter';
import { REPORT_LABELS, type ReportLanguage } from './valuation-report.labels';

const KM_PER_MILE = 1.609344;

/** The valuation result as a PDF document (the calculator's "Download Valuation Report"). */
export function valuationReportPdf(
  request: ValuationRequest,
  result: ValuationResult,
  language: ReportLanguage,
  generatedAt: Date,
): Promise<Buffer> {
  const labels = REPORT_LABELS[language];
  const locale = `${language}-CA`;
  const money = (n: number) =>
    new Intl.NumberFormat(locale, { style: 'currency', currency: 'CAD', maximumFractionDigits: 0 }).format(n);
  const distance = (km: number) =>
    `${new Intl.NumberFormat(locale).format(language === 'en' ? Math.round(km / KM_PER_MILE) : km)} ${labels.mileageUnit}`;

  const doc = new PDFDocument({ size: 'LETTER', margin: 56, info: { Title: labels.title } });

  const heading = (text: string) =>
    doc.moveDown(0.8).font('Helvetica-Bold').fontSize(13).text(text).font('Helvetica').fontSize(11);
  doc.font('Helvetica-Bold').fontSize(20).text(labels.title);
  doc.font('Helvetica').fontSize(10).fillColor('#555555');
  doc.text(`${labels.generated} ${generatedAt.toLocaleDateString(locale, { dateStyle: 'long' })}`).fillColor('#000000');

  heading(labels.vehicle);
  doc.text(`${request.year} ${request.make} ${request.model}${request.trim ? ` ${request.trim}` : ''}`);
  doc.text(distance(request.mileage));
  doc.text(`${labels.location}: ${request.location}`);
  if (request.vin) doc.text(`VIN: ${request.vin}`);

  heading(labels.estimated);
  doc.font('Helvetica-Bold').fontSize(18).text(money(result.estimatedValue)).font('Helvetica').fontSize(11);
  doc.text(`${labels.range}: ${money(result.marketRange.low)} – ${money(result.marketRange.high)}`);
  doc.text(`${labels.tax}: ${money(result.taxDeduction)}`);
  if (result.outcomesUsed > 0) doc.text(labels.outcomesUsed(result.outcomesUsed));

  heading(labels.factors);
  for (const factor of result.factors) {
    const name = labels.factorNames[factor.key] ?? factor.name;
    const effect = factor.effectPercent === 0 ? '' : ` (${factor.effectPercent > 0 ? '+' : ''}${factor.effectPercent} %)`;
    doc.text(`• ${name}: ${labels.impact[factor.impact]}${effect}`);
  }

  heading(labels.recommendations);
  for (const item of result.recommendations) doc.text(`• ${labels.recommendationTexts[item.key] ?? item.text}`);

  heading(labels.comparables);
  for (const car of result.comparableVehicles) {
    const source = car.source === 'outcome' ? labels.outcomeSource : labels.modelSource;
    doc.text(`• ${car.year} ${car.make} ${car.model}, ${distance(car.mileage)}: ${money(car.price)} (${source})`);
  }

  doc.moveDown(1.2).fontSize(9).fillColor('#555555').text(labels.disclaimer);
  return pdfBytes(doc);
}
