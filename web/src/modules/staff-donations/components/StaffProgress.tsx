import { useIntl } from 'react-intl';
import styled from 'styled-components';

const Bar = styled.div`
  height: 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.muted};
  overflow: hidden;
  div {
    height: 100%;
    background: ${({ theme }) => theme.gradients.button};
    transition: width ${({ theme }) => theme.motion.base};
  }
`;

/** Staff progress: the status's position over the 7 staff statuses, in percent (spec 000 §4). */
export function StaffProgress({ value }: { value: number }) {
  const intl = useIntl();
  const percent = Math.max(0, Math.min(100, value));
  return (
    <Bar
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-label={intl.formatMessage({ id: 'staff.progress' }, { percent })}
    >
      <div style={{ width: `${percent}%` }} />
    </Bar>
  );
}
