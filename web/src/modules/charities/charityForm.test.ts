import { charityRegistrationFormSchema, charitySchema } from '@vdp/shared/validation/charity.schema';
import {
  CHARITY_INITIAL_VALUES,
  REGISTRATION_INITIAL_VALUES,
  charityInput,
  fillEmptyFromRegistry,
  prefillFromVerification,
  valuesFromCharity,
} from './charityForm';

const FILLED = {
  ...REGISTRATION_INITIAL_VALUES,
  name: ' Demo Community Food Bank ',
  registrationNumber: '888000001RR0001',
  address: '1 Main St',
  city: 'Toronto',
  state: 'on',
  zipCode: 'M5V 1A1',
  email: 'info@example.org',
  description: 'We feed families in need across the city.',
  category: 'poverty',
};

describe('the charity form values', () => {
  it('sends trimmed text, empty optional fields as null and no terms flag', () => {
    const input = charityInput({ ...FILLED, termsAccepted: true } as typeof FILLED);
    expect(input).toMatchObject({ name: 'Demo Community Food Bank', state: 'ON', phone: null, website: null });
    expect(input).not.toHaveProperty('termsAccepted');
    expect(charitySchema.isValidSync(input)).toBe(true);
  });

  it('is refused by the shared schema until the terms are accepted', () => {
    expect(charityRegistrationFormSchema.isValidSync({ ...FILLED, state: 'ON' })).toBe(false);
    expect(charityRegistrationFormSchema.isValidSync({ ...FILLED, state: 'ON', termsAccepted: true })).toBe(true);
  });

  it('pre-fills name and address from a valid registry result only', () => {
    const result = {
      isValid: true,
      registrationNumber: '888000001RR0001',
      registry: 'cra',
      found: true,
      name: 'Demo Community Food Bank',
      status: 'Registered',
      details: {
        address: { streetAddress: '100 Queen St', city: 'Ottawa', state: 'on', zipCode: 'K1P 1J9' },
        contact: { phone: null, email: null, website: null },
        programs: [],
        financialInfo: null,
      },
    };
    const typed = { ...REGISTRATION_INITIAL_VALUES, email: 'me@example.org' };
    expect(prefillFromVerification(typed, result)).toMatchObject({
      name: 'Demo Community Food Bank',
      address: '100 Queen St',
      city: 'Ottawa',
      state: 'ON',
      zipCode: 'K1P 1J9',
      email: 'me@example.org',
    });
    expect(prefillFromVerification(typed, { ...result, isValid: false })).toBe(typed);
  });

  it("fills only the admin dialog's empty fields from the registry check", () => {
    const check = {
      verified: true,
      registrationNumber: '888000001RR0001',
      status: 'Registered',
      name: 'Registry Name',
      address: '100 Queen St',
      city: 'Ottawa',
      province: 'on',
      postalCode: 'K1P 1J9',
      website: null,
      description: null,
    };
    const filled = fillEmptyFromRegistry({ ...CHARITY_INITIAL_VALUES, name: 'Typed Name' }, check);
    expect(filled).toMatchObject({ name: 'Typed Name', address: '100 Queen St', state: 'ON', zipCode: 'K1P 1J9', website: '' });
  });

  it('edits an existing charity with its missing fields as empty text', () => {
    const values = valuesFromCharity({
      id: '1',
      name: 'X',
      registrationNumber: '888000001RR0001',
      registrationNumberDisplay: '888000001 RR 0001',
      address: null,
      city: 'Toronto',
      state: 'ON',
      zipCode: null,
      phone: null,
      email: null,
      website: null,
      description: null,
      category: null,
      isActive: true,
      verificationStatus: 'verified',
      lastVerified: null,
      registryStatus: 'Registered',
      complianceStatus: 'compliant',
      syncStatus: 'synced',
      lastSyncDate: null,
      hasAccount: true,
      createdAt: '2026-01-01T00:00:00Z',
    });
    expect(values).toMatchObject({ address: '', city: 'Toronto', zipCode: '', category: '' });
  });
});
