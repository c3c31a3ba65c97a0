import { problemsOf } from './testing';
import { dealerApplicationSchema } from './dealer-application.schema';
import { isFieldMessage } from './field-message';

const application = {
  businessName: ' Northside Motors ',
  contactName: 'Pat Lee',
  email: ' Pat@Northside.CA ',
  phone: '7165550100',
  address: '9 Main St',
  city: 'Buffalo',
  state: 'ny',
  zipCode: '14201',
  dealerLicense: 'NY-1',
  specialties: ['Luxury', 'Luxury', 'Classic'],
};

describe('dealerApplicationSchema', () => {
  it('normalises what it accepts: trimmed, e-mail lowercased, state in capitals, specialties once, defaults filled', () => {
    expect(dealerApplicationSchema.validateSync(application)).toMatchObject({
      businessName: 'Northside Motors',
      email: 'pat@northside.ca',
      state: 'NY',
      specialties: ['Luxury', 'Classic'],
      operatingRadius: 50,
      businessLicense: null,
      notes: null,
    });
  });

  it('answers every problem as a message id with the values its text needs', () => {
    const found = problemsOf(dealerApplicationSchema, {
      ...application,
      businessName: '',
      operatingRadius: 501,
      notes: 'x'.repeat(2001),
      specialties: [],
    });
    expect(found.businessName).toEqual({ id: 'dealers.form.required.businessName', values: {} });
    expect(found.operatingRadius).toEqual({ id: 'dealers.form.invalid.radius', values: { min: 1, max: 500 } });
    expect(found.notes).toEqual({ id: 'dealers.form.tooLong.notes', values: { max: 2000 } });
    expect(found.specialties).toMatchObject({ id: 'dealers.form.specialtiesRequired' });
  });

  it('never falls back to a Yup default text, whatever the types sent', () => {
    const found = problemsOf(dealerApplicationSchema, {
      businessName: {},
      email: 7,
      state: [],
      specialties: 'Luxury',
      operatingRadius: 'far',
      notes: {},
    });
    for (const value of Object.values(found)) expect(isFieldMessage(value)).toBe(true);
  });
});
