import type { AccidentHistory, VehicleCondition } from '@vdp/shared/vehicles/catalogue';

/** The calculator's values (mileage in the edition's unit); its rules are @vdp/shared's valuationSchema. */
export interface ValuationValues {
  year: string;
  make: string;
  model: string;
  trim: string;
  mileage: string;
  condition: VehicleCondition;
  accidents: AccidentHistory;
  serviceHistory: VehicleCondition;
  modifications: string;
  location: string;
  vin: string;
  hasLienOrFinance: boolean;
}

export const VALUATION_INITIAL_VALUES: ValuationValues = {
  year: '',
  make: '',
  model: '',
  trim: '',
  mileage: '',
  condition: 'good',
  accidents: 'none',
  serviceHistory: 'good',
  modifications: '',
  location: '',
  vin: '',
  hasLienOrFinance: false,
};
