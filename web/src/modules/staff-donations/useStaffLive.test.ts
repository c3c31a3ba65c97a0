import { staleQueries } from './useStaffLive';

describe('staff live updates', () => {
  it('refetch the list for any donation’s change', () => {
    expect(staleQueries({ donationId: 4 }, null)).toEqual(['StaffDonations']);
    expect(staleQueries({ donationId: 4 }, 9)).toEqual(['StaffDonations']);
  });

  it('also refetch the detail panel when it shows the changed donation', () => {
    expect(staleQueries({ donationId: 9 }, 9)).toEqual(['StaffDonations', 'StaffDonation']);
  });
});
