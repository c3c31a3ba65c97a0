import { DONATION_STATUSES, DONOR_STATUSES } from '@vdp/shared/donations/donation-status';
import type { ComponentType } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { IconProps } from '../../../components/icons/Icon';
import {
  CarIcon,
  CheckIcon,
  ClockIcon,
  DollarIcon,
  PhoneIcon,
  ReceiptIcon,
  TruckIcon,
  SettingsIcon,
} from '../../../components/icons/icons';
import { ProgressBar } from '../../../components/ui/ProgressBar';
import { statusLabelId, statusMessageId } from '../../../lib/messageIds';

const ICONS: Record<(typeof DONOR_STATUSES)[number], ComponentType<IconProps>> = {
  pending: ClockIcon,
  contacted: PhoneIcon,
  scheduled: TruckIcon,
  picked_up: CarIcon,
  processing: SettingsIcon,
  valued: DollarIcon,
  receipt_issued: ReceiptIcon,
  completed: CheckIcon,
};

const Steps = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(88px, 1fr));
  gap: ${({ theme }) => theme.space[2]};
  list-style: none;
  padding: 0;
  margin: ${({ theme }) => theme.space[3]} 0 0;
`;

const Step = styled.li<{ $reached: boolean }>`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[1]};
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme, $reached }) => ($reached ? theme.colors.foreground : theme.colors.mutedForeground)};
  span:first-child {
    display: inline-flex;
    padding: ${({ theme }) => theme.space[2]};
    border-radius: 50%;
    background: ${({ theme, $reached }) => ($reached ? theme.colors.primary : theme.colors.muted)};
    color: ${({ theme, $reached }) => ($reached ? theme.colors.primaryForeground : theme.colors.mutedForeground)};
  }
`;

const Message = styled.p`
  margin-top: ${({ theme }) => theme.space[3]};
  font-weight: 600;
`;

/** The progress bar, the 8 donor steps with icons, and the current status's message (spec 000 §2.7, §4). */
export function ProgressSteps({ status, progress }: { status: string; progress: number }) {
  const intl = useIntl();
  // the step reached, from the progress the server computes (staff statuses count as their donor step)
  const current = Math.round((progress / 100) * DONOR_STATUSES.length);
  const message = statusMessageId(status);
  return (
    <div>
      <ProgressBar percent={progress} thickness={10} label={intl.formatMessage({ id: 'tracking.progress' })} />
      <Steps>
        {DONATION_STATUSES.filter((s) => s.donorStep).map((s) => {
          const Icon = ICONS[s.value as keyof typeof ICONS] ?? ClockIcon;
          const reached = (s.donorStep ?? 0) <= current;
          return (
            <Step key={s.value} $reached={reached} aria-current={s.donorStep === current ? 'step' : undefined}>
              <span>
                <Icon size={18} />
              </span>
              <FormattedMessage id={statusLabelId(s.value)} />
            </Step>
          );
        })}
      </Steps>
      <Message data-testid="status-message" role="status" aria-live="polite" aria-atomic="true">
        <FormattedMessage id={statusLabelId(status)} />
        {message && (
          <>
            {' — '}
            <FormattedMessage id={message} />
          </>
        )}
      </Message>
    </div>
  );
}
