import { selectedFrom } from './StaffTrackingPage';

describe('the open donation in the address', () => {
  it('is a positive whole number or nothing', () => {
    expect(selectedFrom(new URLSearchParams('donation=42&tab=staff'))).toBe(42);
    for (const value of ['', 'donation=', 'donation=0', 'donation=-3', 'donation=4.5', 'donation=abc', 'donation=12345678901']) {
      expect(selectedFrom(new URLSearchParams(value))).toBeNull();
    }
  });
});
