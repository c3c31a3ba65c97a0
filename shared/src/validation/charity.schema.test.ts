import { problemsOf } from './testing';
import {
  charityActiveSchema,
  charityListSchema,
  charityNumberSchema,
  charityReceiptCheckSchema,
  charityRegistrationFormSchema,
  charitySchema,
} from './charity.schema';

const charity = {
  name: ' Demo Community Food Bank ',
  registrationNumber: '888000001 rr 0001',
  address: '1 Front St',
  city: 'Toronto',
  state: 'on',
  zipCode: 'M5J 2N1',
  email: ' Info@Foodbank.CA ',
  description: 'Feeding families across the city.',
  category: 'poverty',
};

describe('charitySchema', () => {
  it('normalises what it accepts: trimmed, number compact, province in capitals, e-mail lowercased', () => {
    expect(charitySchema.validateSync(charity)).toMatchObject({
      name: 'Demo Community Food Bank',
      registrationNumber: '888000001RR0001',
      state: 'ON',
      email: 'info@foodbank.ca',
      phone: null,
      website: null,
    });
  });

  it('reads a US EIN written with its dash', () => {
    expect(charitySchema.validateSync({ ...charity, registrationNumber: '12-3456789' }).registrationNumber).toBe('123456789');
  });

  it("names every missing field with the spec's messages", () => {
    expect(problemsOf(charitySchema, {})).toMatchObject({
      name: { id: 'charities.form.required.name' },
      registrationNumber: { id: 'charities.number.required' },
      address: { id: 'charities.form.required.address' },
      city: { id: 'charities.form.required.city' },
      state: { id: 'charities.form.required.state' },
      zipCode: { id: 'charities.form.required.zipCode' },
      email: { id: 'charities.form.invalid.email' },
      description: { id: 'charities.form.tooShort.description' },
      category: { id: 'charities.form.required.category' },
    });
  });

  it('keeps the description between 10 and 500 characters and the number in one of its two formats', () => {
    expect(problemsOf(charitySchema, { ...charity, description: 'short' })).toEqual({
      description: { id: 'charities.form.tooShort.description', values: { min: 10 } },
    });
    expect(problemsOf(charitySchema, { ...charity, description: 'x'.repeat(501) })).toEqual({
      description: { id: 'charities.form.tooLong.description', values: { max: 500 } },
    });
    expect(problemsOf(charitySchema, { ...charity, registrationNumber: '12345' })).toEqual({
      registrationNumber: { id: 'charities.number.invalid', values: {} },
    });
  });
});

describe('the other charity schemas', () => {
  it('the registration form refuses until the terms are accepted', () => {
    expect(problemsOf(charityRegistrationFormSchema, { ...charity, termsAccepted: false })).toMatchObject({
      termsAccepted: { id: 'charities.form.termsRequired' },
    });
    expect(problemsOf(charityRegistrationFormSchema, { ...charity, termsAccepted: true })).toEqual({});
  });

  it('a lookup needs a number; a receipt check a number and an amount', () => {
    expect(problemsOf(charityNumberSchema, { registrationNumber: ' ' })).toMatchObject({
      registrationNumber: { id: 'charities.number.required' },
    });
    expect(problemsOf(charityReceiptCheckSchema, { registrationNumber: '888000001RR0001' })).toMatchObject({
      donationAmount: { id: 'charities.receiptCheck.amountRequired' },
    });
    expect(charityReceiptCheckSchema.validateSync({ registrationNumber: '888000001RR0001', donationAmount: 1500 })).toEqual({
      registrationNumber: '888000001RR0001',
      donationAmount: '1500.00',
    });
  });

  it('activation takes a real boolean only', () => {
    expect(problemsOf(charityActiveSchema, { isActive: 'yes' })).toMatchObject({ isActive: { id: 'charities.active.invalid' } });
    expect(charityActiveSchema.validateSync({ isActive: false })).toEqual({ isActive: false });
  });

  it('the admin list takes a search, blank for none, at most 200 characters', () => {
    expect(charityListSchema.validateSync({ search: ' ' })).toEqual({ search: null });
    expect(charityListSchema.validateSync({ search: ' Food ' })).toEqual({ search: 'Food' });
    expect(problemsOf(charityListSchema, { search: 'x'.repeat(201) })).toMatchObject({
      search: { id: 'charities.search.tooLong', values: { max: 200 } },
    });
  });
});
