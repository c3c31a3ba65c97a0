import type { EntityManager } from '@mikro-orm/postgresql';
import type { ValuationRequest } from '@vdp/shared/validation/valuation.schema';
import { OutcomeCache } from './outcome-cache';
import { valuationReportPdf } from './valuation-report';
import type { ReportLanguage } from './valuation-report.labels';
import { MODEL, valueVehicle, type Outcome } from './valuation.model';
import type { ValuationResult } from './valuation.presenter';

/**
 * "Town & Country" -> "town-country". Not core/text's slugify: that one writes "town-and-country",
 * "cv" and "id4" for three catalogue names, and the report's file names stay as they were.
 */
const fileSlug = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Values vehicles: reads recorded outcomes of similar vehicles, applies the model. */
export class ValuationService {
  constructor(
    private readonly cache: OutcomeCache = new OutcomeCache(undefined),
    private readonly now: () => Date = () => new Date(),
  ) {}

  async value(em: EntityManager, request: ValuationRequest): Promise<ValuationResult> {
    const key = `${request.make.toLowerCase()}|${request.model.toLowerCase()}|${request.year}`;
    const outcomes = await this.cache.get(key, () => this.outcomes(em, request));
    return valueVehicle(request, outcomes, this.now().getFullYear());
  }

  /** The valuation as a PDF document (the calculator's "Download Valuation Report") and its file name. */
  async report(
    em: EntityManager,
    request: ValuationRequest,
    language: ReportLanguage,
  ): Promise<{ fileName: string; pdf: Buffer }> {
    const result = await this.value(em, request);
    return {
      fileName: `valuation-${request.year}-${fileSlug(request.make)}-${fileSlug(request.model)}.pdf`,
      pdf: await valuationReportPdf(request, result, language, this.now()),
    };
  }

  /**
   * Final values of donations, or the winning bid of their completed auction, for the same make
   * and model within a few model years: one statement.
   */
  private async outcomes(em: EntityManager, request: ValuationRequest): Promise<Outcome[]> {
    const rows = await em
      .getConnection()
      .execute<Array<{ year: number; make: string; model: string; mileage: number; price: string }>>(
        `select d.year, d.make, d.model, coalesce(d.mileage, 0) as mileage, coalesce(d.final_value, a.current_high_bid) as price
         from donations d
         left join lateral (
           select va.current_high_bid from vehicle_auctions va
            where va.donation_id = d.id and va.status = 'completed' and va.current_high_bid > 0
            order by va.end_date desc limit 1
         ) a on true
        where lower(d.make) = lower(?) and lower(d.model) = lower(?) and d.year between ? and ?
          and (d.final_value > 0 or a.current_high_bid is not null)
        order by abs(d.year - ?), d.id
        limit 20`,
        [request.make, request.model, request.year - MODEL.similarYears, request.year + MODEL.similarYears, request.year],
      );
    return rows.map((row) => ({
      year: row.year,
      make: row.make,
      model: row.model,
      mileage: Number(row.mileage),
      price: Math.round(Number(row.price)),
    }));
  }
}
