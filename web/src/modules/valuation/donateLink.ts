import type { VehicleCondition } from '@vdp/shared/vehicles/catalogue';

/** The calculator's condition as the wizard receives it (spec 000 §2.6). */
export const DONATE_CONDITION: Record<VehicleCondition, VehicleCondition> = {
  excellent: 'excellent',
  good: 'excellent',
  fair: 'fair',
  poor: 'good',
};

export interface DonatePrefill {
  year: number;
  make: string;
  model: string;
  trim?: string;
  mileageKm: number;
  condition: VehicleCondition;
  vin?: string;
  estimatedValue: number;
}

/** /donate with the valuation's vehicle in the query string (mileage in km). */
export function donateHref(prefill: DonatePrefill): string {
  const params = new URLSearchParams({
    year: String(prefill.year),
    make: prefill.make,
    model: prefill.model,
    mileage: String(prefill.mileageKm),
    condition: DONATE_CONDITION[prefill.condition],
    estimatedValue: String(prefill.estimatedValue),
  });
  if (prefill.trim) params.set('trim', prefill.trim);
  if (prefill.vin) params.set('vin', prefill.vin);
  return `/donate?${params.toString()}`;
}
