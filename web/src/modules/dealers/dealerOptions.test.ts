import * as server from '../../../../api/src/modules/dealers/dealer.constants';
import { DEALER_SPECIALTIES, OPERATING_RADIUS, US_STATES } from './dealerOptions';

it('offers exactly the choices the server accepts', () => {
  expect(DEALER_SPECIALTIES).toEqual(server.DEALER_SPECIALTIES);
  expect(US_STATES).toEqual(server.US_STATES);
  expect(US_STATES).toHaveLength(50);
  expect(OPERATING_RADIUS).toEqual(server.OPERATING_RADIUS);
});
