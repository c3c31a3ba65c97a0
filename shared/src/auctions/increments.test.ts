import { BID_INCREMENTS, incrementFor } from './increments';

describe('the increment table', () => {
  it('steps $25 under $1,000, $50 under $5,000 and $100 above', () => {
    expect(BID_INCREMENTS.map((b) => b.step)).toEqual(['25.00', '50.00', '100.00']);
    expect(incrementFor('0.00')).toBe('25.00');
    expect(incrementFor('999.99')).toBe('25.00');
    expect(incrementFor('1000.00')).toBe('50.00');
    expect(incrementFor('4999.99')).toBe('50.00');
    expect(incrementFor('5000.00')).toBe('100.00');
    expect(incrementFor('250000.00')).toBe('100.00');
  });
});
