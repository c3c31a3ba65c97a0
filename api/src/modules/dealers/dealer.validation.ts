import type { FieldProblem } from '../../core/errors';
import { DEALER_SPECIALTIES, OPERATING_RADIUS, US_STATES } from '@vdp/shared/dealers/dealer.constants';

export interface DealerApplication {
  businessName: string;
  contactName: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  businessLicense: string | null;
  dealerLicense: string;
  federalTaxId: string | null;
  specialties: string[];
  operatingRadius: number;
  notes: string | null;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Raw = Record<string, unknown>;

function text(raw: Raw, field: string): string {
  const value = raw[field];
  return typeof value === 'string' ? value.trim() : '';
}

/** The dealer form's rules (spec 000 §5); every problem names its field. */
export function validateDealerApplication(raw: Raw): { application: DealerApplication; problems: FieldProblem[] } {
  const problems: FieldProblem[] = [];
  const required = (field: string, label: string, max: number): string => {
    const value = text(raw, field);
    if (!value) problems.push({ field, message: `${label} is required` });
    else if (value.length > max) problems.push({ field, message: `${label} must be at most ${max} characters` });
    return value;
  };
  const optional = (field: string, label: string, max: number): string | null => {
    const value = text(raw, field);
    if (value.length > max) problems.push({ field, message: `${label} must be at most ${max} characters` });
    return value || null;
  };
  const businessName = required('businessName', 'Business name', 255);
  const contactName = required('contactName', 'Contact name', 255);
  const email = text(raw, 'email').toLowerCase();
  if (!EMAIL.test(email) || email.length > 255) problems.push({ field: 'email', message: 'Please enter a valid email address' });
  const phone = required('phone', 'Phone', 20);
  const address = required('address', 'Address', 255);
  const city = required('city', 'City', 100);
  const state = text(raw, 'state').toUpperCase();
  if (!(US_STATES as readonly string[]).includes(state))
    problems.push({ field: 'state', message: 'State must be one of the 50 US state codes' });
  const zipCode = required('zipCode', 'ZIP code', 10);
  const dealerLicense = required('dealerLicense', 'Dealer license', 100);
  const businessLicense = optional('businessLicense', 'Business license', 100);
  const federalTaxId = optional('federalTaxId', 'Federal tax ID', 50);
  const notes = optional('notes', 'Notes', 2000);
  const rawSpecialties = Array.isArray(raw.specialties) ? raw.specialties : [];
  const specialties = [...new Set(rawSpecialties.filter((s): s is string => typeof s === 'string'))];
  if (specialties.length === 0) {
    problems.push({ field: 'specialties', message: 'Specialties Required: Please select at least one specialty' });
  } else if (specialties.some((s) => !(DEALER_SPECIALTIES as readonly string[]).includes(s))) {
    problems.push({ field: 'specialties', message: `Specialties must be among: ${DEALER_SPECIALTIES.join(', ')}` });
  }
  const radiusRaw = raw.operatingRadius;
  const operatingRadius =
    radiusRaw === undefined || radiusRaw === null || radiusRaw === '' ? OPERATING_RADIUS.default : Number(radiusRaw);
  if (!Number.isInteger(operatingRadius) || operatingRadius < OPERATING_RADIUS.min || operatingRadius > OPERATING_RADIUS.max) {
    problems.push({
      field: 'operatingRadius',
      message: `Operating radius must be a whole number from ${OPERATING_RADIUS.min} to ${OPERATING_RADIUS.max}`,
    });
  }
  return {
    application: {
      businessName,
      contactName,
      email,
      phone,
      address,
      city,
      state,
      zipCode,
      businessLicense,
      dealerLicense,
      federalTaxId,
      specialties,
      operatingRadius,
      notes,
    },
    problems,
  };
}
