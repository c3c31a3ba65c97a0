import { checkText, checkValues } from './charityChecks';
import { testIntl } from './charityTestIntl';

describe('check texts', () => {
  it("shows a check in the visitor's language with the api's placeholder values", () => {
    const check = {
      code: 'not-registered',
      message: 'The registry lists the charity as Revoked: …',
      values: { status: 'Revoked' },
    };
    expect(checkText(testIntl('en'), check)).toBe(
      'The registry lists the charity as Revoked: it may not issue official receipts',
    );
    const appraisal = { code: 'appraisal-needed', message: 'x', values: { threshold: 1000 } };
    expect(checkText(testIntl('en'), appraisal)).toContain('$1,000.00');
  });

  it("falls back to the api's English text for a code the catalogue does not know", () => {
    expect(checkText(testIntl('fr'), { code: 'brand-new-check', message: 'A new rule', values: null })).toBe('A new rule');
  });

  it('keeps only text and number values', () => {
    expect(checkValues({ status: 'Revoked', n: 3, nested: { a: 1 }, list: [1] })).toEqual({ status: 'Revoked', n: 3 });
    expect(checkValues(null)).toEqual({});
    expect(checkValues(['a'])).toEqual({});
  });
});
