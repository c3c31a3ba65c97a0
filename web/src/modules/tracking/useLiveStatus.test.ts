import { applyChanges } from './useLiveStatus';
import type { PortalData } from './components/TrackingDetails';

const entry = (id: number, status: string) => ({
  __typename: 'DonationStatusUpdate' as const,
  id,
  status,
  notes: null,
  createdAt: '2026-01-01T00:00:00Z',
});

describe('live status changes on the tracking page', () => {
  const data = {
    donation: { id: 7, status: 'contacted', progress: 25 },
    statusHistory: [entry(3, 'contacted'), entry(2, 'pending')],
  } as unknown as PortalData;

  it('moves the status and keeps the latest 3 updates, newest first', () => {
    const next = applyChanges(data, [
      { donationId: 7, status: 'scheduled', progress: 38, update: entry(4, 'scheduled') },
      { donationId: 7, status: 'picked_up', progress: 50, update: entry(5, 'picked_up') },
    ]);
    expect(next.donation).toMatchObject({ status: 'picked_up', progress: 50 });
    expect(next.statusHistory.map((e) => e.id)).toEqual([5, 4, 3]);
  });

  it('ignores changes of another donation', () => {
    expect(applyChanges(data, [{ donationId: 8, status: 'completed', progress: 100, update: entry(9, 'completed') }])).toBe(data);
  });
});
