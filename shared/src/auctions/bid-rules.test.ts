import { BID_INCREMENT, requiredBid } from './bid-rules';

describe('the required bid', () => {
  it('is the larger of the high bid + one cent and the minimum bid', () => {
    expect(BID_INCREMENT).toBe('0.01');
    expect(requiredBid('0.00', '500.00')).toBe('500.00');
    expect(requiredBid('500.00', '500.00')).toBe('500.01');
    expect(requiredBid('700.00', '500.00')).toBe('700.01');
    expect(requiredBid('1234.99', '500.00')).toBe('1235.00');
    expect(requiredBid('99999999.99', '500.00')).toBe('100000000.00');
  });
});
