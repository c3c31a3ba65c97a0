import { ADMIN_STATUSES } from '@vdp/shared/donations/donation-status';
import { useIntl } from 'react-intl';
import { staffStatusLabelId } from '../statusLabels';
import { NativeSelect } from '../styles';

interface AdminStatusSelectProps {
  donationId: number;
  value: string;
  busy: boolean;
  onChange: (status: string) => void;
}

/** The inline status change of one row, over the 4 admin statuses (spec 001 §4). */
export function AdminStatusSelect({ donationId, value, busy, onChange }: AdminStatusSelectProps) {
  const intl = useIntl();
  return (
    <NativeSelect
      value={value}
      disabled={busy}
      aria-busy={busy}
      aria-label={intl.formatMessage({ id: 'adminDonations.statusFor' }, { id: donationId })}
      onChange={(event) => onChange(event.target.value)}
    >
      {ADMIN_STATUSES.map((status) => (
        <option key={status} value={status}>
          {intl.formatMessage({ id: staffStatusLabelId(status) })}
        </option>
      ))}
    </NativeSelect>
  );
}
