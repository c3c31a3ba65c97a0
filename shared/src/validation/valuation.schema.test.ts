import { problemsOf } from './testing';
import { valuationSchema } from './valuation.schema';

const civic = { year: 2018, make: 'Honda', model: 'Civic', mileage: 160_000, location: 'Toronto' };

describe('valuationSchema', () => {
  it('names every missing field, in the form’s order', () => {
    const found = problemsOf(valuationSchema, { year: '', make: '', model: ' ', location: '' });
    expect(Object.keys(found)).toEqual(['year', 'make', 'model', 'mileage', 'location']);
    expect(found.year).toEqual({ id: 'valuation.validation.yearRequired', values: {} });
    expect(found.mileage).toEqual({ id: 'valuation.validation.mileageRequired', values: {} });
  });

  it('refuses values outside their lists, negative mileage and a long VIN', () => {
    const found = problemsOf(valuationSchema, {
      ...civic,
      mileage: -1,
      condition: 'mint',
      serviceHistory: 'none',
      accidents: 'some',
      vin: 'X'.repeat(18),
      vehicleType: 'plane',
    });
    expect(Object.keys(found)).toEqual(['mileage', 'condition', 'serviceHistory', 'accidents', 'vehicleType', 'vin']);
    expect(found.mileage).toMatchObject({ id: 'valuation.validation.mileageMin' });
  });

  it('takes years of four digits from 1900 to next year, and mileage up to 2,000,000 km', () => {
    const next = new Date().getFullYear() + 1;
    expect(problemsOf(valuationSchema, { ...civic, year: 201 }).year).toMatchObject({ id: 'valuation.validation.yearRequired' });
    expect(problemsOf(valuationSchema, { ...civic, year: 1899 }).year).toMatchObject({ id: 'valuation.validation.yearRange' });
    expect(problemsOf(valuationSchema, { ...civic, year: next + 1 }).year).toMatchObject({
      id: 'valuation.validation.yearRange',
    });
    expect(problemsOf(valuationSchema, { ...civic, year: next })).toEqual({});
    expect(problemsOf(valuationSchema, { ...civic, mileage: 2_000_001 }).mileage).toEqual({
      id: 'valuation.validation.mileageMax',
      values: { max: 2_000_000 },
    });
  });

  it('accepts text numbers, trims, fills the defaults and writes the VIN in capitals', () => {
    expect(
      valuationSchema.validateSync({
        year: '2015',
        make: ' Ford ',
        model: 'Focus',
        mileage: '90000',
        location: 'Laval',
        vin: 'abc',
      }),
    ).toEqual({
      year: 2015,
      make: 'Ford',
      model: 'Focus',
      trim: null,
      mileage: 90000,
      location: 'Laval',
      condition: 'good',
      serviceHistory: 'good',
      accidents: 'none',
      vehicleType: 'car',
      vin: 'ABC',
      modifications: null,
      hasLienOrFinance: false,
    });
  });

  it('reads the lien checkbox as yes only for true, "true", "yes" or 1', () => {
    for (const yes of [true, 'true', 'yes', 1])
      expect(valuationSchema.validateSync({ ...civic, hasLienOrFinance: yes }).hasLienOrFinance).toBe(true);
    for (const no of [false, 'no', 0, null, {}])
      expect(valuationSchema.validateSync({ ...civic, hasLienOrFinance: no }).hasLienOrFinance).toBe(false);
  });
});
