import { applyChanges, needsReload } from './useLiveStatus';
import type { PortalData } from './components/TrackingDetails';

const entry = (id: number, status: string) => ({
  __typename: 'DonationStatusUpdate' as const,
  id,
  status,
  notes: null,
  noteMessage: null,
  createdAt: '2026-01-01T00:00:00Z',
});

const change = (donationId: number, status: string, progress: number, id: number, kind = 'status') => ({
  kind,
  donationId,
  status,
  progress,
  update: entry(id, status),
});

describe('live status changes on the tracking page', () => {
  const data = {
    donation: { id: 7, status: 'contacted', progress: 25 },
    statusHistory: [entry(3, 'contacted'), entry(2, 'pending')],
  } as unknown as PortalData;

  it('moves the status and keeps the latest 3 updates, newest first', () => {
    const next = applyChanges(data, [change(7, 'scheduled', 38, 4), change(7, 'picked_up', 50, 5)]);
    expect(next.donation).toMatchObject({ status: 'picked_up', progress: 50 });
    expect(next.statusHistory.map((e) => e.id)).toEqual([5, 4, 3]);
  });

  it('ignores changes of another donation', () => {
    expect(applyChanges(data, [change(8, 'completed', 100, 9)])).toBe(data);
  });

  it('reloads the page for communications and receipts instead of applying them', () => {
    expect(needsReload({ kind: 'status' })).toBe(false);
    expect(needsReload({ kind: 'communication' })).toBe(true);
    expect(needsReload({ kind: 'receipt' })).toBe(true);
    expect(applyChanges(data, [change(7, 'receipt_issued', 88, 6, 'receipt')])).toBe(data);
  });
});
