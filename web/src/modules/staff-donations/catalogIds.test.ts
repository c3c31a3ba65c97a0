import { COMMUNICATION_METHODS, COMMUNICATION_TYPES, NOTIFICATION_TYPES } from '@vdp/shared/donations/donation.constants';
import { ADMIN_STATUSES, STAFF_STATUSES } from '@vdp/shared/donations/donation-status';
import en from '../../i18n/en.json';
import fr from '../../i18n/fr.json';
import { statusLabelId } from '../../lib/messageIds';

describe('the staff screens’ vocabularies', () => {
  const missing = (ids: string[]) => ids.filter((id) => !(id in en) || !(id in fr));

  it('each screen has its own status list, every status labelled in both languages', () => {
    expect(STAFF_STATUSES).toHaveLength(7);
    expect(ADMIN_STATUSES).toEqual(['pending', 'in_progress', 'completed', 'cancelled']);
    const ids = [...STAFF_STATUSES, ...ADMIN_STATUSES].map(statusLabelId);
    expect(ids).not.toContain('donationStatus.unknown.label');
    expect(missing(ids)).toEqual([]);
  });

  it('communication types and directions are labelled in both languages', () => {
    expect(
      missing([
        ...[...COMMUNICATION_TYPES, ...NOTIFICATION_TYPES].map((type) => `communication.type.${type}`),
        ...[...COMMUNICATION_METHODS, 'email'].map((method) => `communication.method.${method}`),
      ]),
    ).toEqual([]);
  });
});
