import type { MessageId } from '../../i18n/messages';
import { statusLabelId } from '../../lib/messageIds';

/**
 * Staff and admin screens name a new donation plainly ("Pending"); "Pending Review" is the
 * donor's wording. Every other status reads the same everywhere.
 */
export const staffStatusLabelId = (status: string): MessageId =>
  status === 'pending' ? 'donationStatus.pending.staffLabel' : statusLabelId(status);
