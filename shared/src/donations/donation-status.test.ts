import {
  ADMIN_STATUSES,
  ALL_STATUSES,
  DONOR_STATUSES,
  STAFF_STATUSES,
  donorProgress,
  isDonationStatus,
  staffProgress,
  statusDefinition,
  storedStatusesOf,
  toAdminStatus,
} from './donation-status';

describe('the three status vocabularies', () => {
  it('stores every donor and staff status and cancelled, never in_progress', () => {
    for (const status of [...DONOR_STATUSES, ...STAFF_STATUSES, 'cancelled']) expect(isDonationStatus(status)).toBe(true);
    expect(isDonationStatus('in_progress')).toBe(false);
    expect(new Set(ALL_STATUSES).size).toBe(11);
  });

  it('maps every stored status to exactly one admin status', () => {
    expect(ALL_STATUSES.map(toAdminStatus)).toEqual(['pending', ...Array(8).fill('in_progress'), 'completed', 'cancelled']);
    const covered = ADMIN_STATUSES.flatMap((admin) => storedStatusesOf(admin)).sort();
    expect(covered).toEqual([...ALL_STATUSES].sort());
  });

  it('measures staff progress as position / 7 and donor progress as step / 8, with counterparts', () => {
    expect(STAFF_STATUSES.map(staffProgress)).toEqual([14, 29, 43, 57, 71, 86, 100]);
    expect(DONOR_STATUSES.map(donorProgress)).toEqual([13, 25, 38, 50, 63, 75, 88, 100]);
    expect([staffProgress('contacted'), staffProgress('scheduled'), staffProgress('processing')]).toEqual([29, 43, 57]);
    expect([donorProgress('reviewed'), donorProgress('pickup_scheduled')]).toEqual([25, 38]);
    expect([staffProgress('cancelled'), donorProgress('cancelled')]).toEqual([0, 0]);
  });

  it('gives every status, and in_progress, a label id', () => {
    for (const status of [...ALL_STATUSES, 'in_progress']) {
      expect(statusDefinition(status)?.labelId).toMatch(/^donationStatus\.[a-zA-Z]+\.label$/);
    }
    expect(statusDefinition('pickup_scheduled')?.labelId).toBe('donationStatus.pickupScheduled.label');
  });
});
