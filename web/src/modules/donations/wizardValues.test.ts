import { donateHref } from '../valuation/donateLink';
import { chosenCharityName, prefillFromQuery, submissionInput, DONOR_DEFAULTS, VEHICLE_DEFAULTS } from './wizardValues';

describe('the valuation → wizard hand-over', () => {
  it('maps the condition as spec 000 §2.6 says and carries the vehicle in km', () => {
    const href = donateHref({
      year: 2018,
      make: 'Honda',
      model: 'Civic',
      mileageKm: 160934,
      condition: 'poor',
      estimatedValue: 7250,
    });
    expect(href).toBe('/donate?year=2018&make=Honda&model=Civic&mileage=160934&condition=good&estimatedValue=7250');
    for (const [from, to] of [
      ['excellent', 'excellent'],
      ['good', 'excellent'],
      ['fair', 'fair'],
      ['poor', 'good'],
    ] as const) {
      expect(donateHref({ year: 2018, make: 'A', model: 'B', mileageKm: 0, condition: from, estimatedValue: 1 })).toContain(
        `condition=${to}`,
      );
    }
  });

  it('prefills the wizard in the edition’s unit, ignoring what does not fit', () => {
    const params = new URLSearchParams('year=2018&make=Honda&model=Civic&mileage=160934&condition=excellent&estimatedValue=7250');
    expect(prefillFromQuery(params, 'en').vehicle).toMatchObject({
      year: '2018',
      make: 'Honda',
      mileage: '100000',
      condition: 'excellent',
      province: 'ON',
    });
    expect(prefillFromQuery(params, 'fr').vehicle.mileage).toBe('160934');
    expect(prefillFromQuery(params, 'fr').estimatedValue).toBe('7250');
    const odd = prefillFromQuery(new URLSearchParams('year=abc&condition=mint&mileage=-3&estimatedValue=lots'), 'en');
    expect(odd.vehicle).toMatchObject({ year: '', condition: 'good', mileage: '0' });
    expect(odd.estimatedValue).toBeNull();
  });

  it('submits miles as km, empty optional fields as null, with the key and the language', () => {
    const input = submissionInput(
      { ...VEHICLE_DEFAULTS, year: '2018', make: 'Honda', model: 'Civic', mileage: '100' },
      { ...DONOR_DEFAULTS, firstName: 'A' },
      { estimatedValue: '7250', locale: 'en', key: 'abcdefgh12' },
    );
    expect(input).toMatchObject({
      year: 2018,
      mileage: 161,
      trim: null,
      vin: null,
      preferredCharity: null,
      language: 'en',
      key: 'abcdefgh12',
    });
  });

  it('sends a registered charity by id, "Other" and the fixed list by name', () => {
    const vehicle = { ...VEHICLE_DEFAULTS, year: '2018', make: 'Honda', model: 'Civic' };
    const extra = { estimatedValue: null, locale: 'en' as const, key: 'abcdefgh12' };
    expect(submissionInput(vehicle, { ...DONOR_DEFAULTS, charityId: '7' }, extra)).toMatchObject({
      charityId: '7',
      preferredCharity: null,
    });
    expect(submissionInput(vehicle, { ...DONOR_DEFAULTS, charityId: 'other' }, extra)).toMatchObject({
      charityId: null,
      preferredCharity: 'other',
    });
    expect(submissionInput(vehicle, { ...DONOR_DEFAULTS, preferredCharity: 'salvation-army' }, extra)).toMatchObject({
      charityId: null,
      preferredCharity: 'salvation-army',
    });
  });

  it('names the chosen charity for the review', () => {
    const choices = [{ id: '7', name: 'Demo Community Food Bank' }];
    const label = (value: string) => `label:${value}`;
    expect(chosenCharityName({ charityId: '7', preferredCharity: '' }, choices, label)).toBe('Demo Community Food Bank');
    expect(chosenCharityName({ charityId: 'other', preferredCharity: '' }, choices, label)).toBe('label:other');
    expect(chosenCharityName({ charityId: '', preferredCharity: 'salvation-army' }, [], label)).toBe('label:salvation-army');
    expect(chosenCharityName({ charityId: '', preferredCharity: '' }, [], label)).toBeNull();
  });
});
