import * as Yup from 'yup';
import { OPERATING_RADIUS, US_STATES } from './dealerOptions';

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

const required = (id: string) => Yup.string().trim().required(id);

/** The rules of spec 000 §5; messages are catalog ids. */
export const dealerSchema = Yup.object({
  businessName: required('dealers.form.required.businessName'),
  contactName: required('dealers.form.required.contactName'),
  email: Yup.string().trim().required('dealers.form.invalid.email').email('dealers.form.invalid.email'),
  phone: required('dealers.form.required.phone'),
  address: required('dealers.form.required.address'),
  city: required('dealers.form.required.city'),
  state: Yup.string()
    .oneOf([...US_STATES], 'dealers.form.invalid.state')
    .required('dealers.form.invalid.state'),
  zipCode: required('dealers.form.required.zipCode'),
  dealerLicense: required('dealers.form.required.dealerLicense'),
  operatingRadius: Yup.number()
    .typeError('dealers.form.invalid.radius')
    .integer('dealers.form.invalid.radius')
    .min(OPERATING_RADIUS.min, 'dealers.form.invalid.radius')
    .max(OPERATING_RADIUS.max, 'dealers.form.invalid.radius'),
  specialties: Yup.array().of(Yup.string()).min(1, 'dealers.form.specialtiesRequired'),
});
