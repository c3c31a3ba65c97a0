import { problemsOf } from './testing';
import { donationSubmissionSchema, donationVehicleSchema } from './donation.schema';
import { donorEmailSchema, trackingCodeSchema } from './tracking.schema';

const submission = {
  year: 2015,
  make: ' Toyota ',
  model: 'Corolla',
  vin: '2t1burhe0fc123456',
  firstName: 'Marie',
  lastName: 'Tremblay',
  email: ' Marie.Tremblay@Example.com ',
  phone: '514-555-0142',
  address: '12 rue Principale',
  city: 'Montréal',
  province: 'QC',
  postalCode: 'h2x 1y4',
};

describe('donationSubmissionSchema', () => {
  it('fills the defaults and normalises what it accepts', () => {
    expect(donationSubmissionSchema.validateSync(submission)).toMatchObject({
      make: 'Toyota',
      vin: '2T1BURHE0FC123456',
      email: 'marie.tremblay@example.com',
      postalCode: 'H2X 1Y4',
      mileage: 0,
      condition: 'good',
      vehicleType: 'car',
      pickupPreference: 'asap',
      hasLienOrFinance: false,
      preferredCharity: null,
      estimatedValue: null,
      idempotencyKey: null,
    });
    // no language: the doors take the request's (cookie, Accept-Language)
    expect(donationSubmissionSchema.validateSync(submission).language).toBeUndefined();
  });

  it('reads older bodies: vehicleData, state, zipCode, charityChoice, hasLien, comments, key', () => {
    const { year, make, model, province, postalCode, ...donor } = submission;
    const older = { ...donor, vehicleData: { year, make, model }, state: province, zipCode: postalCode };
    const extras = { charityChoice: 'heart-and-stroke', hasLien: 'yes', comments: 'Keys in the glovebox', key: 'retry-key-0001' };
    expect(donationSubmissionSchema.validateSync({ ...older, ...extras })).toMatchObject({
      year: 2015,
      make: 'Toyota',
      province: 'QC',
      postalCode: 'H2X 1Y4',
      preferredCharity: 'heart-and-stroke',
      hasLienOrFinance: true,
      notes: 'Keys in the glovebox',
      idempotencyKey: 'retry-key-0001',
    });
  });

  it('keeps the estimate in dollars with two decimals and the e-mail language en or fr', () => {
    const read = (extra: object) => donationSubmissionSchema.validateSync({ ...submission, ...extra });
    expect(read({ estimatedValue: '$12,450.5', language: 'fr' })).toMatchObject({ estimatedValue: '12450.50', language: 'fr' });
    expect(read({ estimatedValue: 2450, language: 'de' })).toMatchObject({ estimatedValue: '2450.00' });
    expect(read({ language: 'de' }).language).toBeUndefined(); // the request's language then
    expect(read({ language: 'fr-CA' }).language).toBe('fr');
  });

  it('answers each problem with its message id', () => {
    const year = new Date().getFullYear();
    const found = problemsOf(donationSubmissionSchema, {
      ...submission,
      year: year + 1,
      mileage: -5,
      condition: 'mint',
      phone: '555-0142',
      preferredCharity: 'my-cousin',
      preferredDate: '2026-02-30',
      estimatedValue: 'lots',
      idempotencyKey: 'short',
    });
    expect(found).toEqual({
      year: { id: 'donate.validation.yearRange', values: { min: 1900, max: year } },
      mileage: expect.objectContaining({ id: 'donate.validation.mileageMin' }),
      condition: expect.objectContaining({ id: 'donate.validation.condition' }),
      phone: expect.objectContaining({ id: 'donate.validation.phoneRequired' }),
      preferredCharity: expect.objectContaining({ id: 'donate.validation.charity' }),
      preferredDate: expect.objectContaining({ id: 'donate.validation.preferredDate' }),
      estimatedValue: expect.objectContaining({ id: 'donate.validation.estimatedValue' }),
      idempotencyKey: expect.objectContaining({ id: 'donate.validation.idempotencyKey' }),
    });
  });
});

describe('donationVehicleSchema', () => {
  it('says a missing year is required, and a year out of range what the range is', () => {
    expect(problemsOf(donationVehicleSchema, { make: 'Ford', model: 'F-150', province: 'ON' })).toEqual({
      year: { id: 'donate.validation.yearRequired', values: {} },
    });
    expect(problemsOf(donationVehicleSchema, { year: '1899', make: 'Ford', model: 'F-150', province: 'ON' })).toMatchObject({
      year: { id: 'donate.validation.yearRange' },
    });
  });
});

describe('the tracking lookups', () => {
  it('want a code, and an e-mail address (lowercased) with the code of one of its donations', () => {
    expect(problemsOf(trackingCodeSchema, { accessCode: '  ' })).toEqual({
      accessCode: { id: 'tracking.code.required.title', values: {} },
    });
    expect(trackingCodeSchema.validateSync({ accessCode: ' abc ' })).toEqual({ accessCode: 'abc' });
    expect(donorEmailSchema.validateSync({ email: 'Lookup.Person@Example.com', accessCode: ' VD-1 ' })).toEqual({
      email: 'lookup.person@example.com',
      accessCode: 'VD-1',
    });
    expect(problemsOf(donorEmailSchema, { email: 'a@b.co' })).toMatchObject({
      accessCode: { id: 'tracking.code.required.title' },
    });
    expect(problemsOf(donorEmailSchema, { email: 'not-an-email' })).toMatchObject({ email: { id: 'tracking.email.invalid' } });
  });
});
