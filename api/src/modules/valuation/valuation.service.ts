import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput } from '../../core/errors';
import { parseValuationRequest, type RawValuationRequest, type ValuationRequest } from './valuation.parse';
import { OutcomeCache } from './outcome-cache';
import { MODEL, valueVehicle, type Outcome, type ValuationResult } from './valuation.model';

/** Values vehicles: checks the request, reads recorded outcomes of similar vehicles, applies the model. */
export class ValuationService {
  constructor(
    private readonly cache: OutcomeCache = new OutcomeCache(undefined),
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Throws BAD_USER_INPUT naming each wrong field. */
  check(raw: RawValuationRequest): ValuationRequest {
    const parsed = parseValuationRequest(raw, this.now().getFullYear());
    if (!parsed.ok) throw badInput(parsed.problems);
    return parsed.value;
  }

  async value(em: EntityManager, raw: RawValuationRequest): Promise<{ request: ValuationRequest; result: ValuationResult }> {
    const request = this.check(raw);
    const key = `${request.make.toLowerCase()}|${request.model.toLowerCase()}|${request.year}`;
    const outcomes = await this.cache.get(key, () => this.outcomes(em, request));
    return { request, result: valueVehicle(request, outcomes, this.now().getFullYear()) };
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
