import { OPERATING_RADIUS } from './dealerOptions';

/** The registration form's values; its rules are @vdp/shared's dealerApplicationSchema. */
export interface DealerFormValues {
  businessName: string;
  contactName: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  businessLicense: string;
  dealerLicense: string;
  federalTaxId: string;
  specialties: string[];
  operatingRadius: number;
  operatingHours: string;
  notes: string;
}

export const DEALER_INITIAL_VALUES: DealerFormValues = {
  businessName: '',
  contactName: '',
  email: '',
  phone: '',
  address: '',
  city: '',
  state: '',
  zipCode: '',
  businessLicense: '',
  dealerLicense: '',
  federalTaxId: '',
  specialties: [],
  operatingRadius: OPERATING_RADIUS.default,
  operatingHours: '',
  notes: '',
};
