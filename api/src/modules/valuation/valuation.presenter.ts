/**
 * A valuation as both doors answer it (GraphQL type ValuationResult, POST /api/vehicles/valuation):
 * whole Canadian dollars, made by the model (valueVehicle in valuation.model.ts).
 */
export interface ValuationResult {
  estimatedValue: number;
  marketRange: MarketRange;
  taxDeduction: number;
  factors: ValueFactor[];
  recommendations: Recommendation[];
  comparableVehicles: ComparableVehicle[];
  /** How many recorded outcomes for similar vehicles shaped the estimate (0: the model alone). */
  outcomesUsed: number;
}

export interface MarketRange {
  low: number;
  high: number;
}

export type FactorImpact = 'positive' | 'negative' | 'neutral';

export interface ValueFactor {
  key: string;
  name: string;
  impact: FactorImpact;
  /** The factor's effect on the value, in percent (0 when neutral). */
  effectPercent: number;
}

export interface Recommendation {
  key: string;
  text: string;
}

export interface ComparableVehicle {
  year: number;
  make: string;
  model: string;
  mileage: number;
  price: number;
  /** `outcome`: a real final value or completed auction; `model`: this model's estimate. */
  source: 'outcome' | 'model';
}
