import {
  ACCIDENT_HISTORIES,
  VEHICLE_CONDITIONS,
  type AccidentHistory,
  type VehicleCondition,
} from '@vdp/shared/vehicles/catalogue';
import { boolean, mixed, number, object, string } from 'yup';
import type { MessageId } from '../../i18n/messages';

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

const msg = (id: MessageId) => id;

/** Spec 000 §5, valuation form; errors are message ids. */
export const valuationSchema = object({
  year: string().min(4, msg('valuation.validation.yearRequired')).required(msg('valuation.validation.yearRequired')),
  make: string().trim().required(msg('valuation.validation.makeRequired')),
  model: string().trim().required(msg('valuation.validation.modelRequired')),
  mileage: number()
    .typeError(msg('valuation.validation.mileageRequired'))
    .min(0, msg('valuation.validation.mileageMin'))
    .integer(msg('valuation.validation.mileageMin'))
    .required(msg('valuation.validation.mileageRequired')),
  location: string().trim().required(msg('valuation.validation.locationRequired')),
  condition: mixed<VehicleCondition>().oneOf(VEHICLE_CONDITIONS),
  serviceHistory: mixed<VehicleCondition>().oneOf(VEHICLE_CONDITIONS),
  accidents: mixed<AccidentHistory>().oneOf(ACCIDENT_HISTORIES),
  vin: string().max(17, msg('valuation.validation.vinMax')),
  hasLienOrFinance: boolean(),
});
