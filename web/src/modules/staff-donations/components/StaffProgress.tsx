import { useIntl } from 'react-intl';
import { ProgressBar } from '../../../components/ui/ProgressBar';

/** Staff progress: the status's position over the 7 staff statuses, in percent (spec 000 §4). */
export function StaffProgress({ value }: { value: number }) {
  const intl = useIntl();
  const percent = Math.max(0, Math.min(100, value));
  return <ProgressBar percent={percent} label={intl.formatMessage({ id: 'staff.progress' }, { percent })} />;
}
